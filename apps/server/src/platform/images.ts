import { catalogMessages, LOGO_MAX_SIDE } from '@app/domain';
import sharp from 'sharp';
import { AppError } from './errors';

export type ImageKind = 'png' | 'jpeg';

/** The file's real type from its first bytes; the name and the declared type are not trusted. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return 'jpeg';
  }
  return null;
}

/**
 * Scales an uploaded logo to at most 300 px on its long side and re-encodes it, so what we
 * serve is always an image we produced (DESIGN §6.9), never the bytes as given.
 */
export async function processLogo(
  data: Buffer,
): Promise<{ data: Buffer; contentType: string; extension: string }> {
  return processImage(data, LOGO_MAX_SIDE, catalogMessages.imageType);
}

/**
 * A png or jpeg, checked by its bytes, scaled to at most `maxSide` px and re-encoded in its own
 * format; anything else is refused with `typeMessage`.
 */
export async function processImage(
  data: Buffer,
  maxSide: number,
  typeMessage: string,
): Promise<{ data: Buffer; contentType: string; extension: string }> {
  const kind = sniffImage(data);
  if (!kind) {
    throw new AppError('BAD_REQUEST', typeMessage, { code: 'IMAGE_TYPE' });
  }
  try {
    const pipeline = sharp(data, { limitInputPixels: 40_000_000 }).rotate().resize({
      width: maxSide,
      height: maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const out =
      kind === 'png'
        ? await pipeline.png({ compressionLevel: 9 }).toBuffer()
        : await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return {
      data: out,
      contentType: kind === 'png' ? 'image/png' : 'image/jpeg',
      extension: kind === 'png' ? 'png' : 'jpg',
    };
  } catch {
    // Right magic bytes but an undecodable body.
    throw new AppError('BAD_REQUEST', typeMessage, { code: 'IMAGE_TYPE' });
  }
}
