import { wizardMessages } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserToday } from '../../app/dates';
import { json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { type EventFormValues, validateEventForm } from './assessments/event-form-values';
import { eventDetail, eventSummary, renderEventScreen } from './test-fixtures';

/** Sets the browser's zone and clock (only Date is faked; timers run as usual). */
function browserAt(zone: string, instant: string) {
  vi.stubEnv('TZ', zone);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const values = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  assessmentName: 'Interns',
  assessmentFor: 'All',
  packageType: 'basic',
  launchDate: '2026-11-23',
  closingDate: '2026-11-30',
  openRegistration: false,
  ...overrides,
});

describe("today is the browser's date, not UTC's", () => {
  it('lets an admin in Los Angeles at 18:00 launch today, though UTC is on tomorrow', () => {
    // 18:00 PST on 23 November is 02:00 UTC on the 24th.
    browserAt('America/Los_Angeles', '2026-11-24T02:00:00Z');
    expect(browserToday()).toBe('2026-11-23');
    expect(validateEventForm(values(), null)).toEqual({});
  });

  it('does not let an admin in Karachi at 04:30 launch yesterday', () => {
    // 04:30 PKT on the 24th is 23:30 UTC on the 23rd.
    browserAt('Asia/Karachi', '2026-11-23T23:30:00Z');
    expect(browserToday()).toBe('2026-11-24');
    expect(validateEventForm(values(), null)).toEqual({
      launchDate: wizardMessages.launchInPast,
    });
  });
});

describe('editing an assessment', () => {
  it('saves a running wizard game: past launch date kept, no package type asked for', async () => {
    browserAt('UTC', '2026-11-24T12:00:00Z');
    const running = eventSummary({
      source: 'wizard',
      packageType: null,
      launchDate: '2026-11-01',
      closingDate: '2026-12-22',
    });
    const api = mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      'GET /api/events': () => json(200, { items: [running], totals: { games: 1, users: 3 } }),
      'GET /api/events/acme_super5': () => json(200, eventDetail(running)),
      'PATCH /api/events/acme_super5': () => json(204),
    });
    await renderEventScreen('/admin/index');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Super 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Assessment' });
    const packageType = within(dialog).getByLabelText(/^Package Type/) as HTMLSelectElement;
    expect(packageType.required).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^Closing Date/), {
      target: { value: '2027-01-31' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/events/acme_super5')).toHaveLength(1));
    const [, init] = api.callsTo('PATCH /api/events/acme_super5')[0] ?? [];
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ launchDate: '2026-11-01', closingDate: '2027-01-31' });
    expect(body).not.toHaveProperty('packageType');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Assessment' })).toBeNull(),
    );
  });

  it("takes 'Invalid Dates' from the closing date once the launch date is moved before it", async () => {
    browserAt('UTC', '2026-11-24T12:00:00Z');
    const upcoming = eventSummary({ launchDate: '2026-12-01', closingDate: '2026-12-22' });
    const api = mockApi({
      'GET /api/auth/session': sessionOf(makeUser()),
      'GET /api/events': () => json(200, { items: [upcoming], totals: { games: 1, users: 0 } }),
      'GET /api/events/acme_super5': () => json(200, eventDetail(upcoming)),
    });
    await renderEventScreen('/admin/index');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Super 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Assessment' });
    const closing = within(dialog).getByLabelText(/^Closing Date/);
    fireEvent.change(closing, { target: { value: '2026-11-28' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(wizardMessages.invalidDates)).toBeTruthy();

    // The closing date is untouched: the launch date, moved before it, answers the message.
    fireEvent.change(within(dialog).getByLabelText(/^Launch Date/), {
      target: { value: '2026-11-25' },
    });
    await waitFor(() => expect(within(dialog).queryByText(wizardMessages.invalidDates)).toBeNull());
    expect(closing.getAttribute('aria-invalid')).not.toBe('true');
    expect(api.callsTo('PATCH /api/events/acme_super5')).toHaveLength(0);
  });

  it('still holds a changed launch date to today, and a form event to its package type', () => {
    const formEvent = eventSummary({
      source: 'adminForm',
      packageType: 'basic',
      launchDate: '2026-11-01',
    });
    const today = '2026-11-24';
    expect(validateEventForm(values({ launchDate: '2026-11-01' }), formEvent, today)).toEqual({});
    expect(validateEventForm(values({ launchDate: '2026-11-02' }), formEvent, today)).toEqual({
      launchDate: wizardMessages.launchInPast,
    });
    expect(
      validateEventForm(values({ launchDate: '2026-11-01', packageType: '' }), formEvent, today)
        .packageType,
    ).toBe('This field is required');
    expect(
      validateEventForm(
        values({ launchDate: '2026-11-01', packageType: '' }),
        { ...formEvent, source: 'easyFlow', packageType: null },
        today,
      ),
    ).toEqual({});
  });
});
