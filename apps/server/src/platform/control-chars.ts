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

/**
 * The dotted path of the first string (value or object key) with a forbidden character, in
 * document order (an object's key before its value). Walked with an explicit stack and parent
 * links, so any depth costs time in proportion to the body's size and no stack frames (a
 * recursive walk copying the path at each level was quadratic, and overflowed at a few
 * thousand levels).
 */
export function findControlCharacter(value: unknown): string | null {
  type Step = { kind: 'value' | 'key'; value: unknown; key: string | null; parent: Step | null };
  const pathOf = (step: Step, last?: string): string => {
    const parts: string[] = last === undefined ? [] : [last];
    for (let s: Step | null = step; s !== null; s = s.parent) {
      if (s.key !== null) {
        parts.push(s.key);
      }
    }
    return parts.reverse().join('.');
  };
  const stack: Step[] = [{ kind: 'value', value, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const v = step.value;
    if (step.kind === 'key') {
      const key = String(v);
      if (hasControlCharacter(key)) {
        return pathOf(step.parent as Step, key.replace(FORBIDDEN_UNITS, '?'));
      }
    } else if (typeof v === 'string') {
      if (hasControlCharacter(v)) {
        return pathOf(step) || '_';
      }
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) {
        stack.push({ kind: 'value', value: v[i], key: String(i), parent: step });
      }
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i] as [string, unknown];
        stack.push({ kind: 'value', value: inner, key, parent: step });
        stack.push({ kind: 'key', value: key, key: null, parent: step });
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
