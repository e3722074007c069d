import { createHash, randomBytes } from 'node:crypto';

const b64 = (buf: Buffer) => buf.toString('base64url');

/** A new session token for the cookie, and the hash the database keeps. */
export function newSessionToken(): { token: string; hash: string } {
  const token = b64(randomBytes(32));
  return { token, hash: hashSessionToken(token) };
}

export const hashSessionToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');
