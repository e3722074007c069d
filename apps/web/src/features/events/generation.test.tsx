import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { controlledStream, draftHandlers, infoOnly, renderEventScreen } from './test-fixtures';

const progressAdmin = makeUser({ projectType: 'progress' });
const gameLink = 'http://localhost:3000/play/acme_super5';

describe('creating the game', () => {
  it('shows the streamed stages and percentages, then the congratulation page', async () => {
    const stream = controlledStream();
    mockApi({
      'GET /api/auth/session': sessionOf(progressAdmin),
      'POST /api/wizard/generate': stream.response,
      ...draftHandlers(infoOnly),
    });
    // The journey bar and the other areas' screens are the shell's: the whole app.
    const { router } = await renderApp('/assessment/loading');
    expect(await screen.findByText('Creating Event')).toBeTruthy();
    expect(screen.getByText('0%')).toBeTruthy();

    act(() => stream.send({ stage: 'Creating Levels', percent: 10 }));
    expect(await screen.findByText('10%')).toBeTruthy();
    expect(screen.getByText('Creating Levels')).toBeTruthy();
    act(() => stream.send({ stage: 'Adding Questions', percent: 40 }));
    expect(await screen.findByText('40%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Creating your game' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/assessment/loading');

    act(() => {
      stream.send({ stage: 'Done', percent: 100 });
      stream.send({ done: true, eventId: 'acme_super5', gameLink });
      stream.close();
    });
    expect(await screen.findByRole('heading', { name: 'Congratulations' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/assessment/congratulation');
    expect((screen.getByLabelText('Game URL') as HTMLInputElement).value).toBe(gameLink);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send Invites' }).getAttribute('href')).toBe(
      `/assessment/invitation/acme_super5?game_link=${encodeURIComponent(gameLink)}`,
    );
    expect(screen.getByRole('link', { name: 'Visit Dashboard' }).getAttribute('href')).toBe(
      '/assessment/dashboard',
    );
    expect(window.localStorage.getItem('eventId')).toBe('acme_super5');
    expect(screen.getAllByText('100% to complete').length).toBeGreaterThan(0);
  });

  it('shows an error line with a way back to the review', async () => {
    const stream = controlledStream();
    mockApi({
      'GET /api/auth/session': sessionOf(progressAdmin),
      'POST /api/wizard/generate': stream.response,
      ...draftHandlers(infoOnly),
    });
    await renderEventScreen('/assessment/loading');
    await screen.findByText('Creating Event');
    act(() => {
      stream.send({ stage: 'Creating Levels', percent: 10 });
      stream.send({ error: { code: 'BANK_SHORT', message: 'The question bank is short' } });
      stream.close();
    });
    expect(await screen.findByText('The question bank is short')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Selection' }).getAttribute('href')).toBe(
      '/assessment/selection',
    );
  });

  it('shows the check refusal on the review instead of creating', async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(progressAdmin),
      'POST /api/wizard/check': () =>
        apiError(409, 'NAME_TAKEN', 'Error! Assessment with this name already created'),
      ...draftHandlers(infoOnly),
    });
    const { router } = await renderEventScreen('/assessment/selection');
    expect(await screen.findByText('Super 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('Error! Assessment with this name already created'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/assessment/selection');
    expect(api.callsTo('POST /api/wizard/generate')).toHaveLength(0);
  });

  it('lists short question banks from the check', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(progressAdmin),
      'POST /api/wizard/check': () =>
        json(200, { eventId: 'x', problems: ['The question bank of Integrity is short'] }),
      ...draftHandlers(infoOnly),
    });
    const { router } = await renderEventScreen('/assessment/selection');
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The question bank of Integrity is short')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/selection'));
  });
});
