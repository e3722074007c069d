import {
  eventPlayStatus,
  eventStatusMessage,
  type PlayEvent,
  type PlayRegistration,
  participantRefusal,
  playMessages,
  registrationProblems,
  registrationUserInfo,
  todayIn,
} from '@app/domain';
import type { FastifyReply } from 'fastify';
import type { OwnEventScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { enqueueMail } from '../../platform/mail';
import { hitRateLimit } from '../../platform/rate-limit';
import { imageUrl } from '../files/service';
import { signInLinkMail } from '../participants/mails';
import { findParticipant, findParticipantByEmail } from '../participants/queries';
import { insertParticipants, lockTarget } from '../participants/service';
import { markOpened } from '../participants/tracking';
import { findEventWithZone, type PlayEventRow } from './entry-queries';
import { linkExpiry, playLink, readLinkToken } from './links';
import { startPlayerSession } from './sessions';

/** "Send me my link" and registration: per address and per client, per 10 minutes. */
const LINK_LIMIT = { maxAttempts: 5, windowSeconds: 600 };

function eventNotFound() {
  return new AppError('NOT_FOUND', playMessages.eventNotFound, { code: 'EVENT_NOT_FOUND' });
}

function eventStatus(event: PlayEventRow, now = new Date()) {
  const today = todayIn(event.timeZone, now);
  const status = eventPlayStatus(event.launchDate, event.closingDate, today);
  return {
    status,
    today,
    message: eventStatusMessage(status, event.launchDate, event.closingDate),
  };
}

export function toPlayEvent(event: PlayEventRow, now = new Date()): PlayEvent {
  const { status, message } = eventStatus(event, now);
  return {
    eventId: event.id,
    name: event.assessmentName,
    companyName: event.companyName,
    projectType: event.projectType,
    logoUrl: imageUrl(event.logoFileId),
    introVideoUrl: imageUrl(event.introVideoFileId),
    registrationFields: event.registrationFields,
    status,
    statusMessage: message,
    launchDate: event.launchDate,
    closingDate: event.closingDate,
  };
}

/** The game, refused (with its dates) when it is not open today: nothing starts outside them. */
export async function openEvent(ctx: AppContext, eventId: string, now = new Date()) {
  const event = await findEventWithZone(ctx.db, eventId);
  if (!event) {
    throw eventNotFound();
  }
  const { status, message, today } = eventStatus(event, now);
  if (status !== 'open') {
    throw new AppError('FORBIDDEN', message ?? playMessages.eventNotFound, {
      code: status === 'closed' ? 'EVENT_CLOSED' : 'EVENT_NOT_LAUNCHED',
    });
  }
  return { event, today };
}

export async function publicEvent(ctx: AppContext, eventId: string): Promise<PlayEvent> {
  const event = await findEventWithZone(ctx.db, eventId);
  if (!event) {
    throw eventNotFound();
  }
  return toPlayEvent(event);
}

/** Opening the invitation link: a valid token of this event's participant starts a session. */
export async function signInWithLink(
  ctx: AppContext,
  reply: FastifyReply,
  eventId: string,
  token: string,
): Promise<void> {
  const now = new Date();
  const { event } = await openEvent(ctx, eventId, now);
  const participantId = readLinkToken(ctx.linkKey, token, now);
  const participant =
    participantId && isUuid(participantId)
      ? await findParticipant(ctx.db, ownScope(event), participantId)
      : undefined;
  if (!participant) {
    throw new AppError('UNAUTHENTICATED', playMessages.linkInvalid, { code: 'LINK_INVALID' });
  }
  const refusal = participantRefusal(participant, now);
  if (refusal) {
    throw new AppError(
      'FORBIDDEN',
      refusal === 'inactive' ? playMessages.participantInactive : playMessages.participantExpired,
      { code: refusal === 'inactive' ? 'PARTICIPANT_INACTIVE' : 'PARTICIPANT_EXPIRED' },
    );
  }
  await startPlayerSession(
    ctx,
    ctx.db,
    reply,
    participant,
    linkExpiry(event.closingDate, now),
    now,
  );
  await markOpened(ctx.db, participant.id);
}

async function limitPerClient(ctx: AppContext, eventId: string, ip: string, email: string) {
  for (const key of [`play-link:ip:${ip}`, `play-link:email:${eventId}:${email}`]) {
    const hit = await hitRateLimit(ctx.db, key, LINK_LIMIT);
    if (!hit.allowed) {
      throw new AppError('RATE_LIMITED', playMessages.tooManyRequests, { code: 'TOO_MANY_LINKS' });
    }
  }
}

/**
 * "Send me my link": a fresh link to an invited, active participant. The answer is the same
 * for an address that is not invited, so the page cannot be used to probe who is.
 */
export async function sendLink(ctx: AppContext, eventId: string, rawEmail: string, ip: string) {
  const now = new Date();
  const { event } = await openEvent(ctx, eventId, now);
  const email = rawEmail.trim().toLowerCase();
  await limitPerClient(ctx, event.id, ip, email);
  await mailFreshLink(ctx, event, email, now);
  return { message: playMessages.linkSent };
}

async function mailFreshLink(ctx: AppContext, event: PlayEventRow, email: string, now: Date) {
  const participant = email
    ? await findParticipantByEmail(ctx.db, ownScope(event), email)
    : undefined;
  if (participant && !participantRefusal(participant, now)) {
    await enqueueMail(
      ctx.db,
      signInLinkMail({
        to: participant.email,
        name: participant.name,
        gameName: event.assessmentName,
        link: playLink(ctx, event, participant.id, now),
      }),
    );
  }
}

/**
 * Registration on the game link: the Add User rules and plan limit; the participant is
 * created and mailed a sign-in link, so only the owner of the address can play. An address
 * already invited gets a fresh link and the same answer.
 */
export async function register(
  ctx: AppContext,
  eventId: string,
  input: PlayRegistration,
  ip: string,
) {
  const now = new Date();
  const { event, today } = await openEvent(ctx, eventId, now);
  const fields = registrationProblems(event, input, today);
  const first = Object.values(fields)[0];
  if (first) {
    throw new AppError('VALIDATION', first, { fields });
  }
  const email = input.email.trim();
  await limitPerClient(ctx, event.id, ip, email.toLowerCase());
  if (await findParticipantByEmail(ctx.db, ownScope(event), email.toLowerCase())) {
    await mailFreshLink(ctx, event, email.toLowerCase(), now);
    return { message: playMessages.registered };
  }
  try {
    // Add User's own path: the account row locked, the plan limit, the counters, the mail.
    await ctx.db.transaction(async (tx) => {
      const target = await lockTarget(tx, ownScope(event));
      await insertParticipants(
        ctx,
        tx,
        target,
        [
          {
            email,
            name: input.name,
            department: input.department,
            region: input.region,
            userInfo: registrationUserInfo(event, input),
          },
        ],
        'single',
      );
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'MAX_USERS') {
      // The admin's 'maximum users limit' text is not for someone registering.
      throw new AppError('FORBIDDEN', playMessages.gameFull, { code: 'MAX_USERS' });
    }
    // Two registrations of one address at once: the second gets the first's answer.
    if (!isUniqueViolation(error)) {
      throw error;
    }
  }
  return { message: playMessages.registered };
}

/** The event's own scope: the player's entry acts for the event's account. */
const ownScope = (event: PlayEventRow): OwnEventScope => ({
  kind: 'event',
  accountId: event.accountId,
  eventId: event.id,
});
