import sharp from 'sharp';
import { PROFILE_PICTURE_SIZE } from '@portal/domain/account/rules';
import { AppError } from '../../platform/errors';

export const NOT_AN_IMAGE = 'This file is not a picture we can read. Please choose a JPEG or PNG image.';
export const notAnImage = () => new AppError('unsupported_media_type', NOT_AN_IMAGE, { key: NOT_AN_IMAGE }, 'not_an_image');
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png']);

// A 20 MB upload can still claim a huge canvas (a decompression bomb); 40 megapixels is more than
// any camera picture a person would choose, and decoding stops beyond it.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The picture as it is stored: a centred square crop of PROFILE_PICTURE_SIZE pixels, turned upright
 * from its EXIF orientation and re-encoded, so no metadata (location, camera) of the original
 * survives. PNG stays PNG (transparency), everything else becomes JPEG.
 */
export async function squareProfilePicture(bytes: Buffer, mimeType: string): Promise<{ bytes: Buffer; mimeType: string; extension: string }> {
  if (!PICTURE_TYPES.has(mimeType)) throw notAnImage();
  const asPng = mimeType === 'image/png';
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, { fit: 'cover', position: 'centre' });
    const out = asPng ? await pipeline.png({ compressionLevel: 9 }).toBuffer() : await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { bytes: out, mimeType: asPng ? 'image/png' : 'image/jpeg', extension: asPng ? 'png' : 'jpg' };
  } catch {
    throw notAnImage();
  }
}
