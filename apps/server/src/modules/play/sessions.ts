import { createHash } from 'node:crypto';
import { type PlaySessionState, participantRefusal } from '@app/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { events, participantSessions, participants } from '../../db/schema';
import type { PlayerScope } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { readCookie } from '../../platform/cookies';
import { hashSessionToken, newSessionToken } from './links';

/** A participant stays signed in this long (or until the link's expiry, if sooner). */
const SESSION_DAYS = 30;
/** The cookie's name carries the event, so one browser may play several games at once. */
export const PLAYER_COOKIE = 'play_<event>';
export const PLAYER_COOKIE_PATH = '/api/play';

export function playerCookieName(eventId: string): string {
  return `play_${createHash('sha256').update(eventId).digest('base64url').slice(0, 16)}`;
}

function cookieHeader(ctx: AppContext, name: string, value: string, maxAgeSeconds: number) {
  const secure = ctx.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Path=${PLAYER_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** Starts a session for the participant and sets its cookie on the reply. */
export async function startPlayerSession(
  ctx: AppContext,
  db: DbOrTx,
  reply: FastifyReply,
  participant: { id: string; eventId: string },
  linkExpiresAt: Date,
  now: Date,
): Promise<void> {
  const expiresAt = new Date(
    Math.min(linkExpiresAt.getTime() + 86_400_000, now.getTime() + SESSION_DAYS * 86_400_000),
  );
  const { token, hash } = newSessionToken();
  await db.insert(participantSessions).values({
    tokenHash: hash,
    participantId: participant.id,
    eventId: participant.eventId,
    expiresAt,
  });
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  reply.header(
    'set-cookie',
    cookieHeader(ctx, playerCookieName(participant.eventId), token, maxAge),
  );
}

export async function endPlayerSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  eventId: string,
): Promise<void> {
  const name = playerCookieName(eventId);
  const token = readCookie(request.headers.cookie, name);
  if (token) {
    await ctx.db
      .delete(participantSessions)
      .where(eq(participantSessions.tokenHash, hashSessionToken(token)));
  }
  reply.header('set-cookie', cookieHeader(ctx, name, '', 0));
}

/**
 * The participant this request plays as in this event: a live session of this event, the
 * participant still active and not expired (checked on every request, so switching someone
 * off takes effect at once).
 */
export async function resolvePlayer(
  ctx: AppContext,
  request: FastifyRequest,
  eventId: string,
): Promise<PlayerScope | null> {
  const token = readCookie(request.headers.cookie, playerCookieName(eventId));
  if (!token || token.length > 100) {
    return null;
  }
  const [row] = await ctx.db
    .select({
      participantId: participants.id,
      accountId: events.accountId,
      isActive: participants.isActive,
      canExpire: participants.canExpire,
      expiryDate: participants.expiryDate,
    })
    .from(participantSessions)
    .innerJoin(participants, eq(participants.id, participantSessions.participantId))
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(
      and(
        eq(participantSessions.tokenHash, hashSessionToken(token)),
        eq(participantSessions.eventId, eventId),
        eq(participants.eventId, eventId),
        gt(participantSessions.expiresAt, new Date()),
      ),
    );
  if (!row || participantRefusal(row, new Date())) {
    return null;
  }
  return { kind: 'player', accountId: row.accountId, eventId, participantId: row.participantId };
}

/**
 * The `player` rule's own check, answered as a fact instead of a 401: a visitor without a
 * session is the game link's normal first load, not an error.
 */
export async function playerSessionState(
  ctx: AppContext,
  request: FastifyRequest,
  eventId: string,
): Promise<PlaySessionState> {
  return { signedIn: (await resolvePlayer(ctx, request, eventId)) !== null };
}
