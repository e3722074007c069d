import {
  type CandidateAnswers,
  type CandidateFlowEvent,
  type CandidateSubmitted,
  candidateFlowEventSchema,
  candidateMessages,
  candidateSubmittedSchema,
  errorBodySchema,
} from '@app/domain';

/** The part of `fetch` the page uses: tests hand in their own instead of patching globals. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** One failed call: the status (0 when there was no answer at all) and the message to show. */
export class CandidateApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'CandidateApiError';
    this.status = status;
    this.code = code;
  }
}

/** What a submit carries (multipart): the form's answers, the honeypot and the chosen files. */
export type Application = {
  submissionId: string;
  answers: CandidateAnswers;
  website: string;
  resume: File | null;
  drivingLicenseFile: File | null;
};

async function send(fetchFn: FetchLike, path: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchFn(path, {
      credentials: 'same-origin',
      ...init,
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new CandidateApiError(0, 'NETWORK', candidateMessages.failed);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(body);
    // A proxy or a crashed server answers without our error body (or with an empty message).
    const message = parsed.success ? parsed.data.error.message : '';
    const code = parsed.success ? parsed.data.error.code : 'HTTP_ERROR';
    throw new CandidateApiError(response.status, code, message || candidateMessages.failed);
  }
  return body;
}

function parse<T>(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  v: unknown,
) {
  const result = schema.safeParse(v);
  if (!result.success || result.data === undefined) {
    throw new CandidateApiError(200, 'BAD_RESPONSE', candidateMessages.failed);
  }
  return result.data;
}

export type CandidateApi = ReturnType<typeof createCandidateApi>;

/** The public application's two calls for one event, each answer checked with the domain's schema. */
export function createCandidateApi(
  eventId: string,
  fetchFn: FetchLike = (input, init) => fetch(input, init),
) {
  const base = `/api/candidate-flow/${encodeURIComponent(eventId)}`;
  return {
    eventId,
    event: async (): Promise<CandidateFlowEvent> =>
      parse(candidateFlowEventSchema, await send(fetchFn, base, { method: 'GET' })),
    submit: async (application: Application): Promise<CandidateSubmitted> => {
      const form = new FormData();
      form.append('submissionId', application.submissionId);
      form.append('answers', JSON.stringify(application.answers));
      form.append('website', application.website);
      if (application.resume) {
        form.append('resume', application.resume, application.resume.name);
      }
      if (application.drivingLicenseFile) {
        form.append(
          'drivingLicenseFile',
          application.drivingLicenseFile,
          application.drivingLicenseFile.name,
        );
      }
      const body = await send(fetchFn, `${base}/applications`, { method: 'POST', body: form });
      return parse(candidateSubmittedSchema, body);
    },
  };
}
