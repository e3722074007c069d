import { reportMessages } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { EVENT_ID, eventPath, reportsApi, userStrengths, uuidOf } from './test-helpers';
import { UserStrengthsScreen } from './user-strengths-screen';

const route = '/admin/user-strengths/:eventId';
const path = `/admin/user-strengths/${EVENT_ID}?user=${uuidOf(1)}`;
const pdfKey = `GET ${eventPath}/user-strengths/${uuidOf(1)}/report.pdf`;
const pdfBytes = new TextEncoder().encode('%PDF-1.3 test');

// jsdom has no object URLs; the test stands in for them and watches the link's click.
const saved: { href: string; download: string }[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pdf');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

function screenWith(pdf: () => Response | Promise<Response>) {
  const api = reportsApi({
    [`GET ${eventPath}/user-strengths/${uuidOf(1)}`]: () => json(200, userStrengths()),
    [pdfKey]: pdf,
  });
  return { api, rendered: renderScreen(<UserStrengthsScreen />, { path, route }) };
}

describe('Download PDF on the User Strength Report', () => {
  it('shows it is working, then saves the server’s PDF under the participant’s name', async () => {
    let answer: (response: Response) => void = () => {};
    const held = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const { api, rendered } = screenWith(() => held);
    await rendered;
    const button = await screen.findByRole('button', { name: 'Download PDF' });
    fireEvent.click(button);
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(true));
    expect(api.callsTo(pdfKey)).toHaveLength(1);
    answer(new Response(pdfBytes, { status: 200, headers: { 'content-type': 'application/pdf' } }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      href: 'blob:http://localhost/pdf',
      download: 'Strength Report Ana Lima.pdf',
    });
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdfBytes);
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
  });

  it('tells a failure in a toast and saves nothing', async () => {
    const { rendered } = screenWith(() =>
      apiError(404, 'NOT_FOUND', reportMessages.participantNotFound),
    );
    await rendered;
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText(reportMessages.pdfFailed)).toBeTruthy();
    expect(
      screen.getByText(reportMessages.participantNotFound, { selector: 'p, div' }),
    ).toBeTruthy();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download PDF' }).hasAttribute('data-loading')).toBe(
      false,
    );
  });
});
