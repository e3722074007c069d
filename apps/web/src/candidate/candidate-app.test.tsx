import { candidateMessages } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CandidateApp } from './candidate-app';
import { memoryFileStore } from './file-store';
import { apiError, fakeApi, json, makeEvent, renderCandidate } from './test-kit';

describe('the candidate page before the form', () => {
  it('shows why a closed application takes no candidates, in the server’s words', async () => {
    const { api } = fakeApi({
      'GET /': () =>
        json(
          200,
          makeEvent({ status: 'closed', statusMessage: 'Applications closed on 2026-01-31.' }),
        ),
    });
    renderCandidate(<CandidateApp api={api} fileStore={memoryFileStore()} />);
    expect(await screen.findByRole('heading', { name: candidateMessages.notOpen })).toBeTruthy();
    expect(screen.getByText('Applications closed on 2026-01-31.')).toBeTruthy();
    // The company's name and the assessment stay at the top; no form, no 'Lets begin!'.
    expect(screen.getByRole('heading', { level: 1, name: 'Graduate Programme 2026' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lets begin!' })).toBeNull();
    // The title is set by an effect, after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Apply – Graduate Programme 2026'));
  });

  it('treats a missing event as not open, with the generic line', async () => {
    const { api } = fakeApi({
      'GET /': () => apiError(404, 'NOT_FOUND', 'This page does not exist'),
    });
    renderCandidate(<CandidateApp api={api} fileStore={memoryFileStore()} />);
    expect(await screen.findByRole('heading', { name: candidateMessages.notOpen })).toBeTruthy();
    expect(screen.getByText(candidateMessages.notOpenDetail(''))).toBeTruthy();
  });

  it('names the company when a disabled event has no line of its own', async () => {
    const { api } = fakeApi({
      'GET /': () => json(200, makeEvent({ status: 'disabled', statusMessage: null })),
    });
    renderCandidate(<CandidateApp api={api} fileStore={memoryFileStore()} />);
    expect(await screen.findByText(candidateMessages.notOpenDetail('Acme'))).toBeTruthy();
  });

  it('offers a retry when the event cannot be loaded, and then greets', async () => {
    let attempts = 0;
    const { api } = fakeApi({
      'GET /': () => {
        attempts += 1;
        if (attempts === 1) {
          throw new TypeError('Failed to fetch');
        }
        return json(200, makeEvent());
      },
    });
    renderCandidate(<CandidateApp api={api} fileStore={memoryFileStore()} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Check your connection/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Greetings!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lets begin!' })).toBeTruthy();
    await waitFor(() => expect(attempts).toBe(2));
  });

  it('puts the copyright year and "All rights reserved" in the footer', async () => {
    const { api } = fakeApi({ 'GET /': () => json(200, makeEvent()) });
    renderCandidate(<CandidateApp api={api} fileStore={memoryFileStore()} />);
    await screen.findByRole('heading', { name: 'Greetings!' });
    expect(screen.getByRole('contentinfo').textContent).toBe(
      `© ${new Date().getFullYear()} Acme. All rights reserved`,
    );
  });
});
