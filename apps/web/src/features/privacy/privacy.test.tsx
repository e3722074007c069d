import { type Participant, privacyMessages } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demandOverlays } from '../../app/overlay-demand';
import { json, makeUser, mockApi } from '../../test/api-mock';
import { renderWithProviders as renderBare } from '../../test/render';
import { participantKeys } from '../participants/query-keys';
import { participant } from '../participants/test-helpers';
import { UserMenu } from '../shell/user-menu';
import { CandidatePrivacyActions } from './candidate-privacy-actions';
import { ParticipantPrivacyMenu } from './participant-privacy-menu';
import { monthsOf } from './retention-modal';

/** With the overlay hosts listening: a confirmation opened before then would be lost. */
async function renderWithProviders(ui: Parameters<typeof renderBare>[0]) {
  demandOverlays();
  const view = renderBare(ui);
  await (await import('../../app/overlays')).overlaysMounted;
  return view;
}

const erased = { erased: { participants: 1, outbox: 2 }, message: privacyMessages.erased };

/** A users list as the screen reads it, polling: the row (and its menu) leaves once erased. */
function ListOfOne({ p, erased: isErased }: { p: Participant; erased: () => boolean }) {
  const rows = useQuery({
    queryKey: participantKeys.lists(p.eventId),
    queryFn: async (): Promise<Participant[]> => (isErased() ? [] : [p]),
    refetchInterval: 20,
  });
  return (
    <>
      {(rows.data ?? []).map((row) => (
        <ParticipantPrivacyMenu key={row.id} p={row} label="Ana" />
      ))}
    </>
  );
}

describe("a participant's privacy menu", () => {
  it('links the export and erases only after a confirmation saying it cannot be undone', async () => {
    const p = participant({ name: 'Ana', email: 'ana@example.com' });
    const deleteKey = `DELETE /api/events/${p.eventId}/participants/${p.id}/personal-data`;
    const api = mockApi({ [deleteKey]: () => json(200, erased) });
    await renderWithProviders(<ParticipantPrivacyMenu p={p} label="Ana (ana@example.com)" />);
    fireEvent.click(screen.getByRole('button', { name: 'Privacy: Ana (ana@example.com)' }));
    const exportItem = await screen.findByRole('menuitem', { name: privacyMessages.exportData });
    expect(exportItem.getAttribute('href')).toBe(
      `/api/events/${p.eventId}/participants/${p.id}/export.zip`,
    );
    expect(exportItem.hasAttribute('download')).toBe(true);

    fireEvent.click(screen.getByRole('menuitem', { name: privacyMessages.eraseData }));
    const dialog = await screen.findByRole('dialog', { name: privacyMessages.eraseTitle });
    expect(dialog.textContent).toContain('cannot be undone');
    expect(api.callsTo(deleteKey)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: privacyMessages.erase }));
    expect(await screen.findByText(privacyMessages.erased)).toBeTruthy();
    expect(api.callsTo(deleteKey)).toHaveLength(1);
  });

  it('says the data was erased even when the row left the list before the answer came', async () => {
    const p = participant({ name: 'Ana', email: 'ana@example.com' });
    const deleteKey = `DELETE /api/events/${p.eventId}/participants/${p.id}/personal-data`;
    let erasedYet = false;
    const rowGone = () => screen.queryByRole('button', { name: 'Privacy: Ana' }) === null;
    mockApi({
      // The server erases, and the list refreshes (the live stream tells it) before the
      // answer arrives: the row, and the menu that asked, are gone by then.
      [deleteKey]: async () => {
        erasedYet = true;
        await waitFor(() => expect(rowGone()).toBe(true));
        return json(200, erased);
      },
    });
    await renderWithProviders(<ListOfOne p={p} erased={() => erasedYet} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Privacy: Ana' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: privacyMessages.eraseData }));
    await screen.findByRole('dialog', { name: privacyMessages.eraseTitle });
    fireEvent.click(screen.getByRole('button', { name: privacyMessages.erase }));
    expect(await screen.findByText(privacyMessages.erased)).toBeTruthy();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const p = participant();
    const api = mockApi({});
    await renderWithProviders(<ParticipantPrivacyMenu p={p} label="Someone" />);
    fireEvent.click(screen.getByRole('button', { name: 'Privacy: Someone' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: privacyMessages.eraseData }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});

describe("a candidate's privacy actions", () => {
  const candidate = { id: '00000000-0000-4000-8000-000000000001', name: 'Ayesha' };
  const deleteKey = `DELETE /api/events/4821/candidates/${candidate.id}/personal-data`;

  it('exports, and erases after the confirmation, then closes the detail', async () => {
    const api = mockApi({
      [deleteKey]: () => json(200, { erased: { candidates: 1 }, message: privacyMessages.erased }),
    });
    const onErased = vi.fn();
    await renderWithProviders(
      <CandidatePrivacyActions eventId="4821" candidate={candidate} canErase onErased={onErased} />,
    );
    expect(
      screen.getByRole('link', { name: privacyMessages.exportData }).getAttribute('href'),
    ).toBe(`/api/events/4821/candidates/${candidate.id}/export.zip`);
    fireEvent.click(screen.getByRole('button', { name: privacyMessages.eraseData }));
    const dialog = await screen.findByRole('dialog', { name: privacyMessages.eraseTitle });
    expect(dialog.textContent).toContain(privacyMessages.eraseCandidateBody);
    fireEvent.click(screen.getByRole('button', { name: privacyMessages.erase }));
    await waitFor(() => expect(onErased).toHaveBeenCalled());
    expect(api.callsTo(deleteKey)).toHaveLength(1);
  });

  it('offers only the export on a read-only view', async () => {
    mockApi({});
    await renderWithProviders(
      <CandidatePrivacyActions
        eventId="4821"
        candidate={candidate}
        canErase={false}
        onErased={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: privacyMessages.exportData })).toBeTruthy();
    expect(screen.queryByRole('button', { name: privacyMessages.eraseData })).toBeNull();
  });
});

describe('the retention setting (user menu)', () => {
  async function openRetention() {
    await renderWithProviders(<UserMenu user={makeUser()} />);
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Data retention' }));
    return screen.findByRole('textbox', {
      name: new RegExp(privacyMessages.retentionLabel.replace(/[()]/g, '\\$&')),
    });
  }

  it('shows the saved months and saves a new value', async () => {
    const api = mockApi({
      'GET /api/account/retention': () => json(200, { retentionMonths: 24 }),
      'PUT /api/account/retention': ({ body }) => json(200, body),
    });
    const input = await openRetention();
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('24'));
    input.focus();
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(privacyMessages.retentionSaved)).toBeTruthy();
    const [, init] = api.callsTo('PUT /api/account/retention')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ retentionMonths: 12 });
  });

  it('saves an empty field as keep (null)', async () => {
    const api = mockApi({
      'GET /api/account/retention': () => json(200, { retentionMonths: 6 }),
      'PUT /api/account/retention': ({ body }) => json(200, body),
    });
    const input = await openRetention();
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('6'));
    input.focus();
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/account/retention')).toHaveLength(1));
    const [, init] = api.callsTo('PUT /api/account/retention')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ retentionMonths: null });
  });

  it('reads months in range, empty as keep, anything else as invalid', () => {
    expect(monthsOf('')).toBeNull();
    expect(monthsOf(1)).toBe(1);
    expect(monthsOf('120')).toBe(120);
    expect(monthsOf(0)).toBeUndefined();
    expect(monthsOf(121)).toBeUndefined();
    expect(monthsOf(2.5)).toBeUndefined();
  });
});
