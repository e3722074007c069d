import type { CandidateAnswers, CandidateFlowEvent } from '@app/domain';
import { exampleApplication } from '@app/domain';
import { apiError, json, renderPlayer } from '../play/test-kit';
import { createCandidateApi, type FetchLike } from './api';

// The same theme and test provider as the player's (theme.ts shares it), and its JSON answers.
export { apiError, json };
export const renderCandidate = renderPlayer;

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
