import {
  CANDIDATE_FIELDS,
  CANDIDATE_STEPS,
  type CandidateAnswers,
  type CandidateStep,
  emptyAnswers,
  FORM_STEPS,
  type StepsDone,
} from '@app/domain';

/** Where the candidate stands: the greeting, a form step, or the thank-you page. */
export type Place = 'greeting' | CandidateStep;

/** The phone inputs' chosen countries (ISO codes): '+1' alone cannot say which one it was. */
export type PhoneCountries = { phone: string; altPhone: string };

/**
 * An application in progress, kept in this browser until it is sent (the chosen files are
 * kept apart, in IndexedDB: file-store.ts). After a successful submit only `submitted` stays.
 */
export type Draft = {
  submissionId: string;
  answers: CandidateAnswers;
  done: StepsDone;
  place: Place;
  phoneCountries: PhoneCountries;
  honeypot: string;
  submitted: boolean;
};

const keyOf = (eventId: string) => `candidate-flow:${eventId}`;

/** A v4 uuid; crypto.randomUUID exists only on https and localhost pages. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const freshDraft = (defaultCountry: string): Draft => ({
  submissionId: newSubmissionId(),
  answers: emptyAnswers(),
  done: {},
  place: 'greeting',
  phoneCountries: { phone: defaultCountry, altPhone: defaultCountry },
  honeypot: '',
  submitted: false,
});

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** The stored draft of this event, or a fresh one; whatever is malformed is left out. */
export function loadDraft(eventId: string, defaultCountry: string): Draft {
  const fresh = freshDraft(defaultCountry);
  let stored: Record<string, unknown>;
  try {
    stored = record(JSON.parse(window.localStorage.getItem(keyOf(eventId)) ?? 'null'));
  } catch {
    return fresh;
  }
  if (stored.submitted === true) {
    return { ...fresh, submitted: true, place: 'completed', done: allDone() };
  }
  const answers = record(stored.answers);
  const done = record(stored.done);
  const countries = record(stored.phoneCountries);
  const place = (['greeting', ...CANDIDATE_STEPS] as string[]).includes(String(stored.place))
    ? (stored.place as Place)
    : 'greeting';
  return {
    submissionId: text(stored.submissionId, fresh.submissionId),
    answers: Object.fromEntries(
      CANDIDATE_FIELDS.map((field) => [field, text(answers[field], '')]),
    ) as CandidateAnswers,
    // Only a submit finishes the last step (and opens 'Completed').
    done: Object.fromEntries(
      FORM_STEPS.filter((step) => step !== 'candidateSpecific' && done[step] === true).map(
        (step) => [step, true],
      ),
    ),
    place: place === 'completed' ? 'candidateSpecific' : place,
    phoneCountries: {
      phone: text(countries.phone, defaultCountry),
      altPhone: text(countries.altPhone, defaultCountry),
    },
    honeypot: text(stored.honeypot, ''),
    submitted: false,
  };
}

const allDone = (): StepsDone => Object.fromEntries(FORM_STEPS.map((step) => [step, true]));

/** Keeps the draft; a full or blocked storage only costs the reload's memory. */
export function saveDraft(eventId: string, draft: Draft): void {
  const stored = draft.submitted ? { submitted: true } : draft;
  try {
    window.localStorage.setItem(keyOf(eventId), JSON.stringify(stored));
  } catch {
    // Private mode or a full quota: the form still works, it just forgets on reload.
  }
}
