import { type WizardDraft, wizardMessages } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { infoOnly, renderEventScreen } from './test-fixtures';

const slow = { timeout: 5000 };

const logoUpload = { fileId: '00000000-0000-4000-8000-0000000000a1', url: '/api/files/logo' };
const videoUpload = { fileId: '00000000-0000-4000-8000-0000000000a2', url: '/api/files/video' };

/** The server's draft as the API keeps it: what a PUT saved is what the next GET (a reload) reads. */
function serverDraft(initial: WizardDraft) {
  let stored: WizardDraft | null = initial;
  return {
    current: () => stored,
    handlers: {
      'GET /api/wizard/draft': () => json(200, { draft: stored }),
      'PUT /api/wizard/draft': ({ body }: { body: unknown }) => {
        stored = body as WizardDraft;
        return json(200, { draft: stored });
      },
      'POST /api/uploads/images': () => json(201, logoUpload),
      'POST /api/uploads/videos': () => json(201, videoUpload),
    },
  };
}

function pick(label: string, name: string, type: string) {
  fireEvent.change(screen.getByLabelText(label), {
    target: { files: [new File(['x'], name, { type })] },
  });
}

describe('an upload is kept in the draft as soon as it is uploaded', () => {
  it('shows the wizard logo after a reload of the step, and Next passes without uploading again', async () => {
    const draft = serverDraft(infoOnly);
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'progress' })),
      ...draft.handlers,
    });
    const first = await renderEventScreen('/assessment/artWork');
    await screen.findByLabelText('Upload Logo', {}, slow);
    pick('Upload Logo', 'acme.png', 'image/png');
    expect(await screen.findByText('acme.png', {}, slow)).toBeTruthy();
    await waitFor(() => expect(draft.current()?.logo?.fileId).toBe(logoUpload.fileId));
    first.unmount();

    // The page is reloaded before Next: a new app reads the draft from the server.
    const api = mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'progress' })),
      ...draft.handlers,
    });
    const { router } = await renderEventScreen('/assessment/artWork');
    expect(await screen.findByText('acme.png', {}, slow)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Company logo preview' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/assessment/artWork'));
    expect(screen.queryByText(wizardMessages.mustUploadLogo)).toBeNull();
    expect(api.callsTo('POST /api/uploads/images')).toHaveLength(0);
  });

  it("keeps the easy flow's logo and video, both uploaded before a reload", async () => {
    const draft = serverDraft(infoOnly);
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'ace' })),
      ...draft.handlers,
    });
    const first = await renderEventScreen('/easy-flow/step3');
    fireEvent.click(await screen.findByRole('tab', { name: 'Custom Artwork' }, slow));
    await screen.findByLabelText('Upload Logo', {}, slow);
    // Both at once: the second save must not drop the first one's file.
    pick('Upload Logo', 'acme.png', 'image/png');
    pick('Upload Video', 'intro.mp4', 'video/mp4');
    await waitFor(() => {
      expect(draft.current()?.logo?.fileId).toBe(logoUpload.fileId);
      expect(draft.current()?.introVideo?.fileId).toBe(videoUpload.fileId);
    }, slow);
    first.unmount();

    mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'ace' })),
      ...draft.handlers,
    });
    await renderEventScreen('/easy-flow/step3');
    fireEvent.click(await screen.findByRole('tab', { name: 'Custom Artwork' }, slow));
    expect(await screen.findByText('acme.png', {}, slow)).toBeTruthy();
    expect(screen.getByText('intro.mp4')).toBeTruthy();
  });

  it('keeps a deleted logo deleted after a reload', async () => {
    const draft = serverDraft({ ...infoOnly, logo: { ...logoUpload, name: 'acme.png' } });
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'progress' })),
      ...draft.handlers,
    });
    await renderEventScreen('/assessment/artWork');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Company Logo' }, slow));
    await waitFor(() => expect(draft.current()?.logo ?? null).toBeNull());
  });
});
