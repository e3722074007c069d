import {
  type CandidateAnswers,
  type CandidateFlowEvent,
  type CandidateSubmitted,
  candidateFlowEventSchema,
  candidateMessages,
  candidateSubmittedSchema,
} from '@app/domain';
import { createApiClient, type FetchLike } from '../api/client';

export { ApiError, type FetchLike } from '../api/client';

/** What a submit carries (multipart): the form's answers, the honeypot and the chosen files. */
export type Application = {
  submissionId: string;
  answers: CandidateAnswers;
  website: string;
  resume: File | null;
  drivingLicenseFile: File | null;
};

export type CandidateApi = ReturnType<typeof createCandidateApi>;

/** The public application's two calls for one event, each answer checked with the domain's schema. */
export function createCandidateApi(eventId: string, fetchFn?: FetchLike) {
  const { call } = createApiClient(
    `/api/candidate-flow/${encodeURIComponent(eventId)}`,
    candidateMessages.failed,
    'same-origin',
    fetchFn,
  );
  return {
    eventId,
    event: (): Promise<CandidateFlowEvent> => call('GET', '', candidateFlowEventSchema),
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
      return call('POST', '/applications', candidateSubmittedSchema, form);
    },
  };
}
