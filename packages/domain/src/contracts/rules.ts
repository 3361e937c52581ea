import { SIGNATURE_CANVAS } from '../limits';

// The signature rules both sides share: the pad exports a 700x500 PNG (spec 000 section 9) and
// the server accepts nothing else.

export const SIGNATURE_EMPTY_MESSAGE = 'Please sign this contract in order to continue';
export const CONTRACT_SIGNED_MESSAGE = 'Contract signed successfully.';
export const CONTRACT_ALREADY_SIGNED_MESSAGE = 'This contract is already signed.';
export const CONTRACT_NOT_SIGNED_MESSAGE = 'The contract is not signed yet.';
export const NO_CONTRACT_MESSAGE = 'This order has no contract.';

export const SIGNATURE_NOT_PNG_MESSAGE = 'The signature must be a PNG image (data:image/png;base64,...).';
export const SIGNATURE_BAD_BASE64_MESSAGE = 'The signature image data is not valid base64.';
export const SIGNATURE_INVALID_PNG_MESSAGE = 'The signature is not a valid PNG image.';
export const SIGNATURE_SIZE_MESSAGE = `The signature must be ${SIGNATURE_CANVAS.width}x${SIGNATURE_CANVAS.height} pixels.`;
export const SIGNATURE_TOO_LARGE_MESSAGE = 'The signature image is too large (at most 1 MB).';

export const SIGNATURE_PNG_PREFIX = 'data:image/png;base64,';
export const SIGNATURE_MAX_BYTES = 1024 * 1024;
/** The longest data URL that can hold a PNG of at most SIGNATURE_MAX_BYTES. */
export const SIGNATURE_DATA_URL_MAX_CHARS = SIGNATURE_PNG_PREFIX.length + Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4;

/** The download's file name: "Contract-1001.pdf". */
export const contractFileName = (orderNumber: number) => `Contract-${orderNumber}.pdf`;
