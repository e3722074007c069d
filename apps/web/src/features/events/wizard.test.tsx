import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import {
  competencies,
  draftHandlers,
  infoOnly,
  isoInDays,
  renderEventScreen,
} from './test-fixtures';

const progressAdmin = makeUser({ projectType: 'progress' });

describe('wizard', () => {
  it("shows 'Event Lost' on a step without a draft; only Proceed leaves, to the info step", async () => {
    mockApi({ 'GET /api/auth/session': sessionOf(progressAdmin), ...draftHandlers(null) });
    const { router } = await renderEventScreen('/assessment/behavioral');
    const dialog = await screen.findByRole('dialog', { name: 'Event Lost' });
    expect(within(dialog).getByText('Kindly Create Event Again')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Event Lost' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'Game Information' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/assessment/info');
  });

  it('asks for 5 competencies in progress and disables Add Test at the maximum', async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(progressAdmin),
      'GET /api/competencies': () => json(200, { items: competencies }),
      ...draftHandlers(infoOnly),
    });
    const { router } = await renderEventScreen('/assessment/behavioral');
    expect(await screen.findByRole('heading', { name: 'Behavioral Competency' })).toBeTruthy();
    expect(await screen.findByText('Select 5 competencies')).toBeTruthy();
    await screen.findByRole('button', { name: 'Add Test Competency 1' });
    for (const n of [1, 2, 3, 4]) {
      fireEvent.click(screen.getByRole('button', { name: `Add Test Competency ${n}` }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Select 5 competencies');
    expect(api.callsTo('PUT /api/wizard/draft')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Add Test Competency 5' }));
    const sixth = screen.getByRole('button', { name: 'Add Test Competency 6' });
    const added = screen.getByRole('button', { name: 'Add Test Competency 1' });
    expect(sixth.hasAttribute('disabled')).toBe(true);
    expect(added.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('5 of 5 selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Competency 2' }));
    expect(sixth.hasAttribute('disabled')).toBe(false);
    fireEvent.click(sixth);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/miniGames'));
    const [, init] = api.callsTo('PUT /api/wizard/draft')[0] ?? [];
    const saved = JSON.parse(String(init?.body));
    expect(saved.info.assessmentName).toBe('Super 5');
    expect(saved.competencies.map((c: { id: string }) => c.id)).toEqual(
      [1, 3, 4, 5, 6].map((n) => competencies[n - 1]?.id),
    );
  });

  it("checks the launch step's dates: 'Please Select Dates' and 'Invalid Dates'", async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(progressAdmin),
      ...draftHandlers(infoOnly),
    });
    const { router } = await renderEventScreen('/assessment/launch');
    const launch = await screen.findByLabelText('Launch Date');
    const closing = screen.getByLabelText('Closing Date');
    expect(closing.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please Select Dates');

    fireEvent.change(launch, { target: { value: isoInDays(10) } });
    expect(closing.hasAttribute('disabled')).toBe(false);
    expect(closing.getAttribute('min')).toBe(isoInDays(10));
    fireEvent.change(closing, { target: { value: isoInDays(5) } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid Dates');
    expect(api.callsTo('PUT /api/wizard/draft')).toHaveLength(0);

    fireEvent.change(closing, { target: { value: isoInDays(20) } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/selection'));
  });

  it('marks done steps, locks later ones and shows the journey percent of the draft', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(progressAdmin),
      'GET /api/mini-games': () => json(200, { items: [] }),
      ...draftHandlers({ ...infoOnly, competencies: competencies.slice(0, 5) }),
    });
    // The journey bar and the other areas' screens are the shell's: the whole app.
    await renderApp('/assessment/miniGames');
    const nav = await screen.findByRole('navigation', { name: 'Journey to game creation' });
    expect(
      await within(nav).findByRole('link', { name: 'Game Information, completed' }),
    ).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Mini Games' }).getAttribute('aria-current')).toBe(
      'step',
    );
    expect(within(nav).queryByRole('link', { name: /Registration Fields/ })).toBeNull();
    expect(screen.getAllByText('28% to complete').length).toBeGreaterThan(0);
  });

  it('says at step 1 that the game name is already used, and stays on the step', async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(progressAdmin),
      ...draftHandlers(infoOnly),
      'PUT /api/wizard/draft': () =>
        apiError(409, 'NAME_TAKEN', 'Error! Assessment with this name already created', {
          assessmentName: 'Error! Assessment with this name already created',
        }),
    });
    const { router } = await renderEventScreen('/assessment/info');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error! Assessment with this name already created',
    );
    expect(api.callsTo('PUT /api/wizard/draft')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/assessment/info');
  });
});
