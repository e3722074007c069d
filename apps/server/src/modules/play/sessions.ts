import { createHash } from 'node:crypto';
import { type PlaySessionState, participantRefusal } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { hotStatement } from '../../db/prepared';
import { participantSessions } from '../../db/schema';
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

/** resolvePlayer's statement: the session, its participant and the event's account. */
const playerSessionStatement = hotStatement<{
  participant_id: string;
  account_id: string;
  is_active: boolean;
  can_expire: boolean;
  expiry_date: string | null;
}>(
  'player_session',
  `select p.id as participant_id, e.account_id, p.is_active, p.can_expire, p.expiry_date
  from participant_sessions s
  join participants p on p.id = s.participant_id
  join events e on e.id = p.event_id
  where s.token_hash = $1::text and s.event_id = $2::text and p.event_id = $2::text
    and s.expires_at > $3::timestamptz`,
  3,
);

/**
 * The participant this request plays as in this event: a live session of this event, the
 * participant still active and not expired (checked on every request, so switching someone
 * off takes effect at once). Sent by name (hotStatement): every player request runs it.
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
  const now = new Date();
  const [row] = await playerSessionStatement(ctx.db, [
    hashSessionToken(token),
    eventId,
    now.toISOString(),
  ]);
  if (
    !row ||
    participantRefusal(
      {
        isActive: row.is_active,
        canExpire: row.can_expire,
        expiryDate: row.expiry_date === null ? null : new Date(row.expiry_date),
      },
      now,
    )
  ) {
    return null;
  }
  return { kind: 'player', accountId: row.account_id, eventId, participantId: row.participant_id };
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
