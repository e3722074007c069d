import type { CandidateAnswers, CandidateFlowEvent, Locale } from '@app/domain';
import { exampleApplication } from '@app/domain';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { InLocale } from '../i18n/testing';
import { apiError, json } from '../play/test-kit';
import { createCandidateApi, type FetchLike } from './api';
import { theme } from './theme';

// The player's JSON answers (theme.ts shares its theme too).
export { apiError, json };

/**
 * Candidate tests only: the page's provider, without transitions or portals, in its language
 * as main.tsx gives it (English unless told).
 */
export function renderCandidate(ui: ReactNode, locale: Locale = 'en') {
  return render(
    <MantineProvider theme={theme} env="test">
      <InLocale locale={locale}>{ui}</InLocale>
    </MantineProvider>,
  );
}

type Call = { key: string; body: unknown };
type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * A fetch answering "METHOD /path" keys under /api/candidate-flow/ev1 ('GET /' for the event),
 * recording each call and its body (a FormData for the submit); an unknown route answers 404.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: (Call & { init: RequestInit | undefined })[] = [];
  const fetchFn: FetchLike = async (input, init) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/candidate-flow/ev1', '') || '/'}`;
    calls.push({ key, body: init?.body, init });
    const handler = handlers[key];
    return handler ? handler(init?.body) : apiError(404, 'NOT_FOUND', `No fake for ${key}`);
  };
  return {
    api: createCandidateApi('ev1', fetchFn),
    calls,
    callsTo: (k: string) => calls.filter((c) => c.key === k),
  };
}

export const makeEvent = (overrides: Partial<CandidateFlowEvent> = {}): CandidateFlowEvent => ({
  eventId: 'ev1',
  assessmentName: 'Graduate Programme 2026',
  companyName: 'Acme',
  logoUrl: null,
  status: 'open',
  statusMessage: null,
  ...overrides,
});

/** A whole application that passes every step's rules. */
export const filledAnswers = (): CandidateAnswers =>
  exampleApplication({ partnerName: '', yearsOfExperience: '', drivingLicenseValidity: 'No' });

/** A small PDF-named file of `size` bytes. */
export const fileOf = (name: string, size = 2048, type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });
