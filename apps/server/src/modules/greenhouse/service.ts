import {
  candidateEmailProblem,
  eventPlayStatus,
  type GreenhouseSendTest,
  type GreenhouseTest,
  type GreenhouseTestStatus,
  greenhouseMessages,
  greenhouseStatusOf,
  PARTICIPANT_NAME_MAX,
  participantNameOf,
  todayIn,
} from '@app/domain';
import type { Tx } from '../../db/client';
import type { AccountScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { findParticipantByEmail, insertParticipants, lockTarget } from '../participants/service';
import * as q from './queries';

/**
 * Greenhouse's Assessment Partner API, the partner side
 * (docs/decisions/0031-greenhouse-partner-api.md). A "test" is an event of the account that
 * takes candidates (the ace edition's candidate flow, not closed); an "interview" is one
 * candidate sent one test, kept with Greenhouse's callback URL.
 */

const unknownTest = () =>
  new AppError('NOT_FOUND', greenhouseMessages.unknownTest, { code: 'UNKNOWN_TEST' });

async function openTests(ctx: AppContext, scope: AccountScope, now = new Date()) {
  const rows = await q.candidateFlowEvents(ctx.db, scope);
  return rows.filter(
    (e) => eventPlayStatus(e.launchDate, e.closingDate, todayIn(e.timeZone, now)) !== 'closed',
  );
}

export async function listTests(ctx: AppContext, scope: AccountScope): Promise<GreenhouseTest[]> {
  return (await openTests(ctx, scope)).map((e) => ({
    partner_test_id: e.id,
    partner_test_name: e.assessmentName,
  }));
}

/**
 * Whether a callback URL may be called: https on one of the configured Greenhouse hosts (or
 * their subdomains). The URL comes in the request body, so anything else would let a key make
 * this server call any address. Where private addresses are allowed (tests, a closed network)
 * plain http is too.
 */
export function callbackAllowed(
  url: string,
  config: Pick<AppContext['config'], 'greenhouseCallbackHosts' | 'webhookAllowPrivate'>,
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const schemeOk =
    parsed.protocol === 'https:' || (config.webhookAllowPrivate && parsed.protocol === 'http:');
  const host = parsed.hostname.toLowerCase();
  return (
    schemeOk &&
    parsed.username === '' &&
    parsed.password === '' &&
    config.greenhouseCallbackHosts.some((h) => host === h || host.endsWith(`.${h}`))
  );
}

function checkCandidate(body: GreenhouseSendTest, ctx: AppContext): string {
  const callbackUrl = body.url || body.candidate.url;
  if (!callbackUrl) {
    throw new AppError('VALIDATION', greenhouseMessages.noCallback, { code: 'NO_CALLBACK' });
  }
  if (!callbackAllowed(callbackUrl, ctx.config)) {
    throw new AppError('VALIDATION', greenhouseMessages.callbackNotAllowed, {
      code: 'CALLBACK_NOT_ALLOWED',
    });
  }
  const problem = candidateEmailProblem(body.candidate.email);
  if (problem) {
    throw new AppError('VALIDATION', problem, { code: 'INVALID_EMAIL' });
  }
  return callbackUrl;
}

/**
 * send_test: the candidate becomes a participant of the test's event and is sent its
 * invitation, in one transaction with the interview. Greenhouse retrying the same send (the
 * same callback URL) gets the same interview; a candidate the event already has is linked, not
 * invited twice.
 */
export async function sendTest(
  ctx: AppContext,
  scope: AccountScope,
  body: GreenhouseSendTest,
): Promise<{ partner_interview_id: string }> {
  const callbackUrl = checkCandidate(body, ctx);
  const test = (await openTests(ctx, scope)).find((e) => e.id === body.partner_test_id);
  if (!test) {
    throw unknownTest();
  }
  const email = body.candidate.email.trim();
  const send = (tx: Tx) => sendInTransaction(ctx, tx, scope, test.id, body, email, callbackUrl);
  try {
    return await ctx.db.transaction(send);
  } catch (error) {
    // The same send at the same moment: the other one's interview stands.
    if (isUniqueViolation(error)) {
      return ctx.db.transaction(send);
    }
    throw error;
  }
}

async function sendInTransaction(
  ctx: AppContext,
  tx: Tx,
  scope: AccountScope,
  eventId: string,
  body: GreenhouseSendTest,
  email: string,
  callbackUrl: string,
) {
  const sent = await q.findInterviewByCallback(tx, scope, callbackUrl);
  if (sent) {
    return { partner_interview_id: sent.id };
  }
  const eventScope = { kind: 'event' as const, accountId: scope.accountId, eventId };
  const target = await lockTarget(tx, eventScope);
  let participant = await findParticipantByEmail(tx, eventScope, email.toLowerCase());
  if (!participant) {
    await insertParticipants(
      ctx,
      tx,
      target,
      [{ email, name: participantNameOf(body.candidate, PARTICIPANT_NAME_MAX) }],
      'single',
    );
    participant = await findParticipantByEmail(tx, eventScope, email.toLowerCase());
  }
  if (!participant) {
    throw new Error('sendTest: the participant vanished');
  }
  const interview = await q.insertInterview(tx, {
    accountId: scope.accountId,
    eventId,
    participantId: participant.id,
    callbackUrl,
    profileUrl: body.candidate.greenhouse_profile_url ?? null,
    // Already completed (linked to an earlier player): Greenhouse hears of it at once.
    callbackStatus: participant.completedOnce ? 'pending' : 'waiting',
  });
  return { partner_interview_id: interview.id };
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * test_status: not started, in progress, or complete with the game's score, each competency's
 * average percentage and a link to the participant's strength report (for a signed-in admin).
 */
export async function testStatus(
  ctx: AppContext,
  scope: AccountScope,
  interviewId: string,
): Promise<GreenhouseTestStatus> {
  const row = uuidShape.test(interviewId)
    ? await q.findInterviewStatus(ctx.db, scope, interviewId)
    : undefined;
  if (!row) {
    throw new AppError('NOT_FOUND', greenhouseMessages.unknownInterview, {
      code: 'UNKNOWN_INTERVIEW',
    });
  }
  const status = greenhouseStatusOf(row.trackingState);
  if (status !== 'complete') {
    return { partner_status: status };
  }
  const { interview } = row;
  return {
    partner_status: status,
    partner_profile_url: `${ctx.config.publicUrl}/api/events/${encodeURIComponent(interview.eventId)}/user-strengths/${interview.participantId}/report.pdf`,
    partner_score: row.currentScore,
    // Each competency's average percentage, by name (Greenhouse shows the pairs as given).
    metadata: Object.fromEntries(row.competencies.map((c) => [c.competency, c.percentage])),
  };
}

/** A participant completed the game: their Greenhouse callbacks become due (play calls this). */
export const greenhouseCompleted = q.callbacksDue;
