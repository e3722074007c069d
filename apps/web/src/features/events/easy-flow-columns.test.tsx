import type { WizardDraft } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventDetail } from '../../app/test-event-fixtures';
import { json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import {
  competencies,
  draftHandlers,
  infoOnly,
  isoInDays,
  renderEventScreen,
} from './test-fixtures';

const fullDraft: WizardDraft = {
  ...infoOnly,
  competencies: competencies.slice(0, 4),
  registrationFields: ['fullName', 'email'],
  loginMethods: ['email'],
  launchDate: isoInDays(1),
  closingDate: isoInDays(30),
};

describe('easy flow review and end', () => {
  it('shows the selection list as the four columns, each with its edit link', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'ace' })),
      ...draftHandlers(fullDraft),
    });
    await renderEventScreen('/easy-flow/selectionList');
    await screen.findByRole('region', { name: 'Get Started' }, { timeout: 5000 });
    const columns = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'));
    expect(columns).toEqual([
      'Get Started',
      'Chosen Assessments',
      'Customize',
      'Configure & Launch',
    ]);
    const edits = [
      ['Get Started', '/easy-flow/step1'],
      ['Chosen Assessments', '/easy-flow/step2'],
      ['Customize', '/easy-flow/step3'],
      ['Configure & Launch', '/easy-flow/step4'],
    ] as const;
    for (const [title, path] of edits) {
      const column = screen.getByRole('region', { name: title });
      expect(
        within(column)
          .getByRole('link', { name: `Edit ${title}` })
          .getAttribute('href'),
      ).toBe(path);
    }
    const chosen = screen.getByRole('region', { name: 'Chosen Assessments' });
    expect(within(chosen).getByText(/Competency 1, Competency 2/)).toBeTruthy();
    const launch = screen.getByRole('region', { name: 'Configure & Launch' });
    expect(within(launch).getByText(isoInDays(30))).toBeTruthy();
  });

  it("reaches the easy flow's congratulation from the spec's /assessment/step4/congratulation", async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      'GET /api/events/acme_hiring': () => json(200, eventDetail('acme_hiring')),
    });
    const { router } = await renderEventScreen(
      '/assessment/step4/congratulation?eventId=acme_hiring',
    );
    expect(
      await screen.findByRole('heading', { name: 'Congratulations' }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/easy-flow/step4/congratulation'),
    );
    expect(router.state.location.search).toBe('?eventId=acme_hiring');
    const url = (await screen.findByLabelText('Game URL')) as HTMLInputElement;
    expect(url.value).toBe('http://localhost:3000/play/acme_hiring');
    expect(screen.getByRole('link', { name: 'Visit Dashboard' }).getAttribute('href')).toBe(
      '/easy-flow/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Send Invites' }).getAttribute('href')).toBe(
      `/easy-flow/invitation?eventId=acme_hiring&game_link=${encodeURIComponent('http://localhost:3000/play/acme_hiring')}`,
    );
    // The easy flow's page: no wizard journey bar.
    expect(screen.queryByText(/% to complete/)).toBeNull();
  });
});
