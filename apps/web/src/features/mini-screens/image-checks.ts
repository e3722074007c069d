import {
  MINI_BACKGROUND_MAX_BYTES,
  MINI_OPTION_IMAGE_MAX_BYTES,
  miniScreenMessages,
} from '@app/domain';
import type { MiniImageKind } from './api';

export const MINI_IMAGE_ACCEPT = 'image/png,image/jpeg';

/**
 * The upload routes' own rules (png or jpeg; 1 MB a background, 500 KB an option), checked
 * before a byte is sent, with the server's messages. The server checks the content again.
 */
export function checkMiniImage(kind: MiniImageKind, file: File): string | null {
  if (!MINI_IMAGE_ACCEPT.split(',').includes(file.type)) {
    return miniScreenMessages.imageFormat;
  }
  if (kind === 'background') {
    return file.size > MINI_BACKGROUND_MAX_BYTES ? miniScreenMessages.backgroundTooLarge : null;
  }
  return file.size > MINI_OPTION_IMAGE_MAX_BYTES ? miniScreenMessages.optionImageTooLarge : null;
}
