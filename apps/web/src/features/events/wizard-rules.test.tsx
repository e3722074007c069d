import { INTRO_VIDEO_MAX_BYTES, wizardMessages } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { draftHandlers, infoOnly, renderEventScreen } from './test-fixtures';

const slow = { timeout: 5000 };

/** A video file of `size` bytes without allocating them: only the size is read before upload. */
function videoOfSize(size: number): File {
  const file = new File(['x'], 'intro.mp4', { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('wizard rules (part B §2, §5)', () => {
  it('hides the Candidate Flow switch in progress and offers it otherwise', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'progress' })),
      ...draftHandlers(null),
    });
    const progress = await renderEventScreen('/assessment/info');
    expect(await screen.findByRole('heading', { name: 'Game Information' }, slow)).toBeTruthy();
    expect(await screen.findByLabelText(/^Game Name/, {}, slow)).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /Candidate Flow/ })).toBeNull();
    expect(screen.queryByText('Candidate Flow')).toBeNull();
    progress.unmount();

    mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'ace' })),
      ...draftHandlers(null),
    });
    await renderEventScreen('/assessment/info');
    expect(await screen.findByRole('switch', { name: /Candidate Flow/ }, slow)).toBeTruthy();
  });

  it("offers only 'Personal Email Address' as the log-in method, selected by default", async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'progress' })),
      ...draftHandlers({ ...infoOnly, registrationFields: ['fullName', 'email'] }),
    });
    const { router } = await renderEventScreen('/assessment/loginMethod');
    const group = await screen.findByRole('group', { name: 'How participants log in' }, slow);
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(1);
    expect(within(group).getByRole('checkbox', { name: 'Personal Email Address' })).toBe(boxes[0]);
    expect((boxes[0] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/artWork'));
    const [, init] = api.callsTo('PUT /api/wizard/draft')[0] ?? [];
    expect(JSON.parse(String(init?.body)).loginMethods).toEqual(['email']);
  });

  it("has the same single, pre-selected method on the easy flow's Log In Method tab", async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'ace' })),
      ...draftHandlers(infoOnly),
    });
    await renderEventScreen('/easy-flow/step3');
    fireEvent.click(await screen.findByRole('tab', { name: 'Log In Method' }, slow));
    const group = await screen.findByRole('group', { name: 'How participants log in' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(1);
    expect((boxes[0] as HTMLInputElement).checked).toBe(true);
    expect(within(group).getByText('Personal Email Address')).toBeTruthy();
  });

  it("refuses an intro video over the limit in the browser with 'Video must be less than 5mb'", async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'ace' })),
      'POST /api/uploads/videos': () =>
        json(201, { fileId: '00000000-0000-4000-8000-0000000000aa', url: '/api/files/v1' }),
      ...draftHandlers(infoOnly),
    });
    await renderEventScreen('/assessment/artWork');
    const input = await screen.findByLabelText('Upload Video', {}, slow);
    fireEvent.change(input, { target: { files: [videoOfSize(INTRO_VIDEO_MAX_BYTES + 1)] } });
    expect((await screen.findByRole('alert')).textContent).toBe(wizardMessages.videoTooLarge);
    expect(wizardMessages.videoTooLarge).toBe('Video must be less than 5mb');
    // Refused before a byte is sent.
    expect(api.callsTo('POST /api/uploads/videos')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Upload Video'), {
      target: { files: [videoOfSize(INTRO_VIDEO_MAX_BYTES - 1)] },
    });
    await waitFor(() => expect(api.callsTo('POST /api/uploads/videos')).toHaveLength(1));
    expect(await screen.findByText('intro.mp4')).toBeTruthy();
    expect(screen.queryByText(wizardMessages.videoTooLarge)).toBeNull();
  });

  it('has no intro video in progress', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'progress' })),
      ...draftHandlers(infoOnly),
    });
    await renderEventScreen('/assessment/artWork');
    expect(await screen.findByLabelText('Upload Logo', {}, slow)).toBeTruthy();
    expect(screen.queryByLabelText('Upload Video')).toBeNull();
  });
});
