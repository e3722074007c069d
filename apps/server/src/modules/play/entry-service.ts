import {
  eventPlayStatus,
  eventStatusMessage,
  isLocale,
  type Locale,
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
import { findEventWithZone, type PlayEventRow } from '../events/service';
import { imageUrl } from '../files/service';
import { linkExpiry, playLink, readLinkToken } from '../participants/game-link';
import { registrationMail, signInLinkMail } from '../participants/mails';
import {
  findParticipant,
  findParticipantByEmail,
  insertParticipants,
  lockTarget,
  type ParticipantRow,
} from '../participants/service';
import { markOpened } from '../participants/tracking';
import {
  isRegistrationToken,
  REGISTRATION_LINK_HOURS,
  readRegistration,
  sealRegistration,
} from './registration-token';
import { startPlayerSession } from './sessions';

/** "Send me my link" and registration: per address and per client, per 10 minutes. */
const LINK_LIMIT = { maxAttempts: 5, windowSeconds: 600 };

/**
 * Registrations on one game's link, from any address and client, per hour. Each one mails
 * someone, so this bounds the mail one public link can cause; 120 an hour is more than a
 * link-driven sign-up needs, and a big drive invites its people by file instead.
 */
export const EVENT_REGISTRATION_LIMIT = { maxAttempts: 120, windowSeconds: 3600 };

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
    openRegistration: event.openRegistration,
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

function linkInvalid() {
  return new AppError('UNAUTHENTICATED', playMessages.linkInvalid, { code: 'LINK_INVALID' });
}

function registrationClosed() {
  return new AppError('FORBIDDEN', playMessages.registrationClosed, {
    code: 'REGISTRATION_CLOSED',
  });
}

/** A participant switched off or past their expiry may not start a session. */
function assertMayPlay(participant: ParticipantRow, now: Date) {
  const refusal = participantRefusal(participant, now);
  if (refusal) {
    throw new AppError(
      'FORBIDDEN',
      refusal === 'inactive' ? playMessages.participantInactive : playMessages.participantExpired,
      { code: refusal === 'inactive' ? 'PARTICIPANT_INACTIVE' : 'PARTICIPANT_EXPIRED' },
    );
  }
}

/**
 * Opening a game link: an invitation's token of this event's participant starts a session; a
 * registration's (`r1.`) first makes its person a participant (confirmRegistration).
 */
export async function signInWithLink(
  ctx: AppContext,
  reply: FastifyReply,
  eventId: string,
  token: string,
  locale: Locale | null = null,
): Promise<void> {
  const now = new Date();
  const { event } = await openEvent(ctx, eventId, now);
  if (isRegistrationToken(token)) {
    await confirmRegistration(ctx, reply, event, token, now, locale);
    return;
  }
  const participantId = readLinkToken(ctx.linkKey, token, now);
  const participant =
    participantId && isUuid(participantId)
      ? await findParticipant(ctx.db, ownScope(event), participantId)
      : undefined;
  if (!participant) {
    throw linkInvalid();
  }
  assertMayPlay(participant, now);
  await startPlayerSession(
    ctx,
    ctx.db,
    reply,
    participant,
    linkExpiry(event.closingDate, now),
    now,
  );
  await markOpened(ctx.db, participant.id, locale);
}

/**
 * A registration's link opened: the address is proven, so its person becomes a participant now,
 * by Add User's path (the account locked, the plan limit, the counters; no invitation, the person
 * is here), and is signed in, in one transaction. An address that is a participant already (an
 * earlier link of theirs, or an invitation since) is signed in as that participant.
 */
async function confirmRegistration(
  ctx: AppContext,
  reply: FastifyReply,
  event: PlayEventRow,
  token: string,
  now: Date,
  locale: Locale | null,
): Promise<void> {
  const registration = readRegistration(ctx.linkKey, token, event.id, now);
  if (!registration) {
    throw linkInvalid();
  }
  const scope = ownScope(event);
  const emailLower = registration.email.toLowerCase();
  for (let attempt = 1; ; attempt++) {
    try {
      await ctx.db.transaction(async (tx) => {
        const target = await lockTarget(tx, scope);
        // Read under the account's lock: the admin may have closed registration since.
        if (!target.event.openRegistration) {
          throw registrationClosed();
        }
        let participant = await findParticipantByEmail(tx, scope, emailLower);
        if (!participant) {
          const { email, name, department, region, userInfo } = registration;
          await insertParticipants(
            ctx,
            tx,
            target,
            [{ email, name, department, region, userInfo }],
            'single',
            { invite: false },
          );
          participant = await findParticipantByEmail(tx, scope, emailLower);
        }
        if (!participant) {
          throw linkInvalid();
        }
        assertMayPlay(participant, now);
        await startPlayerSession(
          ctx,
          tx,
          reply,
          participant,
          linkExpiry(event.closingDate, now),
          now,
        );
        await markOpened(tx, participant.id, locale);
      });
      return;
    } catch (error) {
      if (error instanceof AppError && error.code === 'MAX_USERS') {
        // The admin's 'maximum users limit' text is not for someone registering.
        throw new AppError('FORBIDDEN', playMessages.gameFull, { code: 'MAX_USERS' });
      }
      // The same link opened twice at once: the second signs in the participant the first made.
      if (attempt > 1 || !isUniqueViolation(error)) {
        throw error;
      }
    }
  }
}

async function limitPerClient(ctx: AppContext, eventId: string, ip: string, email: string) {
  for (const key of [`play-link:ip:${ip}`, `play-link:email:${eventId}:${email}`]) {
    const hit = await hitRateLimit(ctx, key, LINK_LIMIT);
    if (!hit.allowed) {
      throw new AppError('RATE_LIMITED', playMessages.tooManyRequests, { code: 'TOO_MANY_LINKS' });
    }
  }
}

/**
 * "Send me my link": a fresh link to an invited, active participant. The answer is the same
 * for an address that is not invited, so the page cannot be used to probe who is.
 */
export async function sendLink(
  ctx: AppContext,
  eventId: string,
  rawEmail: string,
  ip: string,
  locale: Locale | null = null,
) {
  const now = new Date();
  const { event } = await openEvent(ctx, eventId, now);
  const email = rawEmail.trim().toLowerCase();
  await limitPerClient(ctx, event.id, ip, email);
  await mailFreshLink(ctx, event, email, now, locale);
  return { message: playMessages.linkSent };
}

/** In the language the link was asked in, else the one the participant last played in. */
async function mailFreshLink(
  ctx: AppContext,
  event: PlayEventRow,
  email: string,
  now: Date,
  locale: Locale | null,
) {
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
        locale: locale ?? (isLocale(participant.locale) ? participant.locale : null),
      }),
    );
  }
}

/**
 * Registration on the game link, when its admin has opened it (off by default): nothing is
 * written but a mail to the address given, whose link carries the registration sealed
 * (registration-token.ts); opening it makes the participant (confirmRegistration), so only the
 * owner of the address can fill a place of the plan. An address already a participant gets a
 * fresh sign-in link instead. The answer is the same in every case, so nobody can probe who is
 * invited.
 */
export async function register(
  ctx: AppContext,
  eventId: string,
  input: PlayRegistration,
  ip: string,
  locale: Locale | null = null,
) {
  const now = new Date();
  const { event, today } = await openEvent(ctx, eventId, now);
  if (!event.openRegistration) {
    throw registrationClosed();
  }
  const fields = registrationProblems(event, input, today);
  const first = Object.values(fields)[0];
  if (first) {
    throw new AppError('VALIDATION', first, { fields });
  }
  const email = input.email.trim();
  const emailLower = email.toLowerCase();
  await limitPerClient(ctx, event.id, ip, emailLower);
  const hit = await hitRateLimit(ctx, `register:event:${event.id}`, EVENT_REGISTRATION_LIMIT);
  if (!hit.allowed) {
    throw new AppError('RATE_LIMITED', playMessages.tooManyRequests, {
      code: 'TOO_MANY_REGISTRATIONS',
    });
  }
  if (await findParticipantByEmail(ctx.db, ownScope(event), emailLower)) {
    await mailFreshLink(ctx, event, emailLower, now, locale);
    return { message: playMessages.registered };
  }
  const token = sealRegistration(
    ctx.linkKey,
    {
      eventId: event.id,
      email,
      name: input.name,
      department: input.department,
      region: input.region,
      userInfo: registrationUserInfo(event, input),
    },
    now,
  );
  await enqueueMail(
    ctx.db,
    registrationMail({
      to: email,
      name: input.name,
      gameName: event.assessmentName,
      link: `${ctx.config.publicUrl}/play/${encodeURIComponent(event.id)}?token=${token}`,
      hours: REGISTRATION_LINK_HOURS,
      locale,
    }),
  );
  return { message: playMessages.registered };
}

/** The event's own scope: the player's entry acts for the event's account. */
const ownScope = (event: PlayEventRow): OwnEventScope => ({
  kind: 'event',
  accountId: event.accountId,
  eventId: event.id,
});
