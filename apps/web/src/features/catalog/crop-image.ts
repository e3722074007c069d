import { LOGO_MAX_SIDE } from '@app/domain';

export type CropArea = { x: number; y: number; width: number; height: number };
export type LogoType = 'image/png' | 'image/jpeg';

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The file is not an image'));
    image.src = src;
  });
}

/**
 * Cuts `area` (in the image's own pixels) out of the image and encodes it in the input's format.
 * The server scales to 300 px as well; scaling here keeps the upload small.
 */
export async function cropImage(src: string, area: CropArea, type: LogoType): Promise<Blob> {
  const image = await loadImage(src);
  const scale = Math.min(1, LOGO_MAX_SIDE / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) {
    throw new Error('This browser cannot draw images');
  }
  if (type === 'image/jpeg') {
    // JPEG has no transparency: margins outside a zoomed-out image become white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      type,
      0.92,
    );
  });
}
