import zlib from 'node:zlib';
import { SIGNATURE_CANVAS } from '@portal/domain/limits';
import {
  SIGNATURE_BAD_BASE64_MESSAGE,
  SIGNATURE_EMPTY_MESSAGE,
  SIGNATURE_INVALID_PNG_MESSAGE,
  SIGNATURE_MAX_BYTES,
  SIGNATURE_NOT_PNG_MESSAGE,
  SIGNATURE_PNG_PREFIX,
  SIGNATURE_SIZE_MESSAGE,
  SIGNATURE_TOO_LARGE_MESSAGE,
} from '@portal/domain/contracts/rules';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

type Header = { width: number; height: number; bitDepth: number; colourType: number; interlace: number };

export type SignatureCheck = { bytes: Buffer } | { problem: string };

/**
 * Reads the pad's data URL and accepts only what the pad produces: a well-formed PNG of exactly
 * the canvas size, at most 1 MB, with something drawn on it. "Something drawn" is decided on the
 * pixels themselves (the image is inflated and unfiltered; a picture whose pixels are all the
 * same, or all fully transparent, is empty), because the compressed size of a PNG says nothing
 * reliable about its content. Interlaced and sub-byte-depth PNGs are refused: a canvas never
 * exports them.
 */
export function readSignature(dataUrl: string): SignatureCheck {
  if (!dataUrl.startsWith(SIGNATURE_PNG_PREFIX)) return { problem: SIGNATURE_NOT_PNG_MESSAGE };
  const base64 = dataUrl.slice(SIGNATURE_PNG_PREFIX.length);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return { problem: SIGNATURE_BAD_BASE64_MESSAGE };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES) return { problem: SIGNATURE_TOO_LARGE_MESSAGE };
  const problem = pngProblem(bytes);
  return problem ? { problem } : { bytes };
}

function pngProblem(bytes: Buffer): string | null {
  if (bytes.length < PNG_SIGNATURE.length || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return SIGNATURE_INVALID_PNG_MESSAGE;
  const parsed = parseChunks(bytes);
  if (!parsed) return SIGNATURE_INVALID_PNG_MESSAGE;
  const { header, data } = parsed;
  if (header.width !== SIGNATURE_CANVAS.width || header.height !== SIGNATURE_CANVAS.height) return SIGNATURE_SIZE_MESSAGE;
  const channels = CHANNELS[header.colourType];
  if (!channels || (header.bitDepth !== 8 && header.bitDepth !== 16) || header.interlace !== 0) return SIGNATURE_INVALID_PNG_MESSAGE;
  if (header.colourType === 3 && header.bitDepth !== 8) return SIGNATURE_INVALID_PNG_MESSAGE;
  const blank = isBlank(header, channels, data);
  if (blank === null) return SIGNATURE_INVALID_PNG_MESSAGE;
  return blank ? SIGNATURE_EMPTY_MESSAGE : null;
}

function parseChunks(bytes: Buffer): { header: Header; data: Buffer } | null {
  let pos = 8;
  let header: Header | null = null;
  const idat: Buffer[] = [];
  while (pos + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (end > bytes.length) return null;
    const body = bytes.subarray(pos + 8, pos + 8 + length);
    if (!header && (type !== 'IHDR' || length !== 13)) return null;
    if (type === 'IHDR') {
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), bitDepth: body[8]!, colourType: body[9]!, interlace: body[12]! };
    } else if (type === 'IDAT') {
      idat.push(body);
    } else if (type === 'IEND') {
      return header && idat.length > 0 ? { header, data: Buffer.concat(idat) } : null;
    }
    pos = end;
  }
  return null;
}

/** true when every pixel is the same (or fully transparent); null when the image data is broken. */
function isBlank(header: Header, channels: number, compressed: Buffer): boolean | null {
  const bpp = (channels * header.bitDepth) / 8;
  const stride = header.width * bpp;
  const expected = header.height * (stride + 1);
  let raw: Buffer;
  try {
    // The declared size bounds the output, so a decompression bomb stops here.
    raw = zlib.inflateSync(compressed, { maxOutputLength: expected });
  } catch {
    return null;
  }
  if (raw.length !== expected) return null;
  const alphaBytes = header.colourType === 4 || header.colourType === 6 ? header.bitDepth / 8 : 0;
  let previous: Buffer = Buffer.alloc(stride);
  let first: Buffer | null = null;
  for (let y = 0; y < header.height; y++) {
    const start = y * (stride + 1);
    const line = raw.subarray(start + 1, start + 1 + stride);
    if (!unfilter(raw[start]!, line, previous, bpp)) return null;
    first ??= Buffer.from(line.subarray(0, bpp));
    for (let x = 0; x < stride; x += bpp) {
      if (!samePixel(line, x, first, bpp, alphaBytes)) return false;
    }
    previous = line;
  }
  return true;
}

/** Whether the pixel at `at` equals `first`, counting every fully transparent pixel as equal. */
function samePixel(line: Buffer, at: number, first: Buffer, bpp: number, alphaBytes: number): boolean {
  let same = true;
  for (let i = 0; i < bpp && same; i++) same = line[at + i] === first[i];
  if (same || alphaBytes === 0) return same;
  for (let i = bpp - alphaBytes; i < bpp; i++) if (line[at + i] !== 0 || first[i] !== 0) return false;
  return true;
}

function unfilter(filter: number, line: Buffer, previous: Buffer, bpp: number): boolean {
  for (let i = 0; i < line.length; i++) {
    const left = i >= bpp ? line[i - bpp]! : 0;
    const up = previous[i]!;
    const upLeft = i >= bpp ? previous[i - bpp]! : 0;
    switch (filter) {
      case 0:
        return true;
      case 1:
        line[i] = (line[i]! + left) & 0xff;
        break;
      case 2:
        line[i] = (line[i]! + up) & 0xff;
        break;
      case 3:
        line[i] = (line[i]! + ((left + up) >> 1)) & 0xff;
        break;
      case 4:
        line[i] = (line[i]! + paeth(left, up, upLeft)) & 0xff;
        break;
      default:
        return false;
    }
  }
  return true;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}
