import { randomBytes, randomUUID } from 'node:crypto';
import { type CandidateAnswers, exampleApplication, todayIn } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { anAdmin, anEvent } from '../../test/factories';

/** Test data of the candidate tests: an open ace event, a complete application, its files. */

export const pdf = (size = 2_000) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]);
/** A Windows program named like a resume. */
export const exe = () => Buffer.concat([Buffer.from('MZ\x90\x00'), randomBytes(500)]);

export const answers = exampleApplication;

type FilePart = { name: string; data: Buffer; contentType?: string };

/** A multipart application body, as the form sends it. */
export function applicationBody(input: {
  answers?: CandidateAnswers | string;
  submissionId?: string;
  website?: string;
  resume?: FilePart | null;
  drivingLicenseFile?: FilePart;
}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cand${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  const field = (name: string, value: string) =>
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  const file = (name: string, part: FilePart) =>
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${part.name}"\r\nContent-Type: ${part.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  field('submissionId', input.submissionId ?? randomUUID());
  const a = input.answers ?? answers();
  field('answers', typeof a === 'string' ? a : JSON.stringify(a));
  field('website', input.website ?? '');
  const resume = input.resume === undefined ? { name: 'cv.pdf', data: pdf() } : input.resume;
  if (resume) {
    file('resume', resume);
  }
  if (input.drivingLicenseFile) {
    file('drivingLicenseFile', input.drivingLicenseFile);
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An ace account with an event whose application is open today. */
export async function anOpenFlow(app: FastifyInstance, email = 'hr@acme.test') {
  const owner = await anAdmin(app, { email, account: { projectType: 'ace' } });
  const today = todayIn('UTC');
  const event = await anEvent(app, owner, {
    projectType: 'ace',
    candidateFlow: true,
    launchDate: today,
    closingDate: '2099-12-31',
    registrationFields: ['fullName', 'email'],
  });
  return { owner, event };
}

export function apply(
  app: FastifyInstance,
  eventId: string,
  body: ReturnType<typeof applicationBody> = applicationBody({}),
) {
  return app.inject({
    method: 'POST',
    url: `/api/candidate-flow/${eventId}/applications`,
    ...body,
  });
}
