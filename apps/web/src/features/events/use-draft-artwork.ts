import type { WizardDraft } from '@app/domain';
import { useState } from 'react';
import { useSignedInUser } from '../../app/session';
import { useKeepFilesInDraft } from './use-draft';
import type { StoredFile } from './use-file-upload';

/**
 * The logo and intro video of a step (easy step 3, the wizard's artwork): each upload or delete
 * clears the step's message and goes into the server draft at once.
 */
export function useDraftArtwork(draft: WizardDraft, clearError: () => void) {
  const user = useSignedInUser();
  // The intro video exists only outside progress (part B §2).
  const withVideo = user.projectType !== 'progress';
  const [logo, setLogo] = useState(draft.logo ?? null);
  const [video, setVideo] = useState(draft.introVideo ?? null);
  const keepFiles = useKeepFilesInDraft();
  return {
    /** What Next saves into the draft. */
    values: { logo, introVideo: withVideo ? video : null },
    /** The props of ArtworkFields. */
    fields: {
      logo,
      video,
      withVideo,
      onLogoChange: (file: StoredFile | null) => {
        clearError();
        setLogo(file);
        keepFiles({ logo: file });
      },
      onVideoChange: (file: StoredFile | null) => {
        clearError();
        setVideo(file);
        keepFiles({ introVideo: file });
      },
    },
  };
}
