import {
  catalogMessages,
  INTRO_VIDEO_MAX_BYTES,
  LOGO_MAX_BYTES,
  wizardMessages,
} from '@app/domain';

export const IMAGE_ACCEPT = 'image/png,image/jpeg';
export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime';

/** The server's image rules (png or jpeg, at most 1,000,000 bytes), checked before sending. */
export function checkImage(file: File): string | null {
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) {
    return catalogMessages.imageType;
  }
  return file.size > LOGO_MAX_BYTES ? catalogMessages.imageTooLarge : null;
}

/** Part B §5: at most INTRO_VIDEO_MAX_BYTES, the server's own limit ('Video must be less than 5mb'). */
export function checkVideo(file: File): string | null {
  return file.size > INTRO_VIDEO_MAX_BYTES ? wizardMessages.videoTooLarge : null;
}
