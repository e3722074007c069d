import { INTRO_VIDEO_MAX_BYTES, wizardMessages } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { checkVideo } from './file-checks';

function videoOfSize(size: number): File {
  const file = new File(['x'], 'intro.mp4', { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checkVideo', () => {
  it('allows exactly the bytes the server allows, and refuses one more', () => {
    expect(checkVideo(videoOfSize(INTRO_VIDEO_MAX_BYTES))).toBeNull();
    expect(checkVideo(videoOfSize(INTRO_VIDEO_MAX_BYTES + 1))).toBe(wizardMessages.videoTooLarge);
  });
});
