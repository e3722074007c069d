import { accessMessages } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Characters no request field may carry (DESIGN §6.13). NUL cannot be stored by PostgreSQL at
 * all (text or jsonb), and an unpaired surrogate is not UTF-8: either fails the query with a
 * 500. The other C0 controls and DEL are storable but never typed by a person and can hide
 * content in names and mail; tab, CR and LF stay allowed for multi-line text.
 */
const FORBIDDEN_UNITS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasControlCharacter(value: string): boolean {
  return FORBIDDEN_UNITS.test(value);
}

/** The dotted path of the first string (value or object key) with a forbidden character. */
export function findControlCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') {
    return hasControlCharacter(value) ? path.join('.') || '_' : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, String(i)]);
      if (found !== null) {
        return found;
      }
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (hasControlCharacter(key)) {
        return [...path, key.replace(FORBIDDEN_UNITS, '?')].join('.');
      }
      const found = findControlCharacter(inner, [...path, key]);
      if (found !== null) {
        return found;
      }
    }
  }
  return null;
}

/** 400 VALIDATION naming the field, in the shape of the schema validation errors. */
export function assertNoControlCharacters(value: unknown): void {
  const field = findControlCharacter(value);
  if (field !== null) {
    throw new AppError('VALIDATION', accessMessages.controlCharacters, {
      fields: { [field]: accessMessages.controlCharacters },
    });
  }
}

/**
 * The one place requests are screened. Path and query run at onRequest, before the access
 * check looks an event id up in the database; the body once it is parsed. Multipart fields
 * are checked where they are read (uploads.ts), since they are not parsed into the body.
 */
export function controlCharacterGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    assertNoControlCharacters(request.params);
    assertNoControlCharacters(request.query);
  });
  app.addHook('preValidation', async (request) => {
    // Multipart bodies are streams, read (and checked) by readUpload.
    if (request.body !== undefined && request.body !== null) {
      assertNoControlCharacters(request.body);
    }
  });
}
