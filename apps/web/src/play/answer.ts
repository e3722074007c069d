import type { PlayAnswerInput, PlayAnswerResult } from '@app/domain';
import { isNetworkError, type PlayApi } from './api';

/** Pauses before each retry: a phone switching networks usually recovers within a second or two. */
const RETRY_DELAYS_MS = [400, 1500];

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Sends one answer, retrying only when no answer came back. The same clientId goes every time,
 * so an answer that did arrive is counted once and its verdict is returned again.
 */
export async function sendAnswer(
  api: PlayApi,
  runId: string,
  input: PlayAnswerInput,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<PlayAnswerResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.answer(runId, input);
    } catch (error) {
      const delay = delays[attempt];
      if (!isNetworkError(error) || delay === undefined) {
        throw error;
      }
      await wait(delay);
    }
  }
}

/**
 * A fresh id per answer given; kept with the answer for any retry. randomUUID exists only in
 * secure contexts, so a game opened over plain http on a LAN address builds the v4 id itself.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
