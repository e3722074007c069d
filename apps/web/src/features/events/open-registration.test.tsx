import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import {
  OPEN_REGISTRATION_DESCRIPTION,
  OPEN_REGISTRATION_LABEL,
} from './fields/open-registration-switch';
import {
  draftHandlers,
  eventDetail,
  eventSummary,
  infoOnly,
  isoInDays,
  renderEventScreen,
} from './test-fixtures';

const slow = { timeout: 5000 };
const progressAdmin = makeUser({ projectType: 'progress' });

/** The switch, checked that it is a native, focusable control named and described as it should. */
async function findSwitch(within_: Pick<typeof screen, 'findByRole'> = screen) {
  const toggle = (await within_.findByRole(
    'switch',
    // Mantine's label wraps the description too: the name starts with the label.
    { name: new RegExp(`^${OPEN_REGISTRATION_LABEL}`) },
    slow,
  )) as HTMLInputElement;
  expect(toggle.tagName).toBe('INPUT');
  expect(toggle.disabled).toBe(false);
  expect(toggle.tabIndex).not.toBe(-1);
  const describedBy = toggle.getAttribute('aria-describedby') ?? '';
  expect(document.getElementById(describedBy)?.textContent).toBe(OPEN_REGISTRATION_DESCRIPTION);
  return toggle;
}

describe('the Open registration switch (docs/decisions/0019-open-registration.md)', () => {
  it("is off in the wizard's registration step, and saved in the draft when turned on", async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(progressAdmin),
      ...draftHandlers({ ...infoOnly, registrationFields: ['fullName', 'email'] }),
    });
    const { router } = await renderEventScreen('/assessment/registrationFields');
    const toggle = await findSwitch();
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/loginMethod'));
    const [, init] = api.callsTo('PUT /api/wizard/draft')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      registrationFields: ['fullName', 'email'],
      openRegistration: true,
    });
  });

  it('shows a draft that has it on, and saves it off when turned off', async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(progressAdmin),
      ...draftHandlers({ ...infoOnly, openRegistration: true }),
    });
    const { router } = await renderEventScreen('/assessment/registrationFields');
    const toggle = await findSwitch();
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/loginMethod'));
    const [, init] = api.callsTo('PUT /api/wizard/draft')[0] ?? [];
    expect(JSON.parse(String(init?.body)).openRegistration).toBe(false);
  });

  it("sits beside the registration fields on the easy flow's Customize step", async () => {
    const file = (n: number, name: string) => ({
      fileId: `00000000-0000-4000-8000-0000000000a${n}`,
      url: `/api/files/${n}`,
      name,
    });
    const api = mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'ace' })),
      ...draftHandlers({
        ...infoOnly,
        logo: file(1, 'logo.png'),
        introVideo: file(2, 'intro.mp4'),
      }),
    });
    const { router } = await renderEventScreen('/easy-flow/step3');
    const panel = await screen.findByRole('tabpanel', { name: 'Registration Fields' }, slow);
    const toggle = await findSwitch(within(panel));
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/easy-flow/step4'));
    const [, init] = api.callsTo('PUT /api/wizard/draft')[0] ?? [];
    expect(JSON.parse(String(init?.body)).openRegistration).toBe(true);
  });

  it('is in the review of the draft, next to the registration fields', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(progressAdmin),
      ...draftHandlers({ ...infoOnly, openRegistration: true }),
    });
    await renderEventScreen('/easy-flow/selectionList');
    const customize = await screen.findByRole('region', { name: 'Customize' }, slow);
    const label = within(customize).getByText('Open Registration');
    expect(label.nextElementSibling?.textContent).toBe('On');
  });

  it('is in the event form: off for a new event, sent when turned on', async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      'GET /api/events': () => json(200, { items: [], totals: { games: 0, users: 0 } }),
      'POST /api/events': () => json(201, { id: '4821' }),
    });
    await renderEventScreen('/admin/index');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Assessment' });
    const toggle = await findSwitch(within(dialog));
    expect(toggle.checked).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^Assessment Name/), {
      target: { value: 'Open Day' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Assessment For/), {
      target: { value: 'Everyone' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Launch Date/), {
      target: { value: isoInDays(1) },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Closing Date/), {
      target: { value: isoInDays(30) },
    });
    fireEvent.click(toggle);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST /api/events')).toHaveLength(1));
    const [, init] = api.callsTo('POST /api/events')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      assessmentName: 'Open Day',
      openRegistration: true,
    });
  });

  it("shows an event's own setting when it is edited", async () => {
    const open = eventSummary({ openRegistration: true });
    const api = mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      'GET /api/events': () => json(200, { items: [open], totals: { games: 1, users: 3 } }),
      'GET /api/events/acme_super5': () => json(200, eventDetail(open)),
      'PATCH /api/events/acme_super5': () => json(204),
    });
    await renderEventScreen('/admin/index');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Super 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Assessment' });
    const toggle = await findSwitch(within(dialog));
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/events/acme_super5')).toHaveLength(1));
    const [, init] = api.callsTo('PATCH /api/events/acme_super5')[0] ?? [];
    expect(JSON.parse(String(init?.body)).openRegistration).toBe(false);
  });
});
