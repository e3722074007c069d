import { accessMessages } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * No form or API body of ours nests deeper than a few levels or holds more than a few hundred
 * values (its arrays are short lists: grades, registration fields, a story's order). The limits
 * leave room for that and refuse, before JSON.parse, the shapes that made a 1 MB body cost
 * tens of milliseconds to parse and walk, or overflow the stack at a few thousand levels (a
 * 500): docs/decisions/0014-request-limits.md.
 */
export const MAX_BODY_DEPTH = 32;
export const MAX_BODY_VALUES = 10_000;

export type BodyProblem = 'depth' | 'values' | null;

/**
 * What is wrong with JSON text's shape, in one pass over it: more than `depth` arrays or
 * objects inside one another, or more than `values` arrays, objects and list members (counted
 * by brackets and commas outside strings). Stops at the first limit crossed.
 */
export function jsonBodyProblem(
  text: string,
  limits = { depth: MAX_BODY_DEPTH, values: MAX_BODY_VALUES },
): BodyProblem {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) {
        i++; // the escaped character, whatever it is
      } else if (c === 0x22) {
        inString = false;
      }
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth++;
      values++;
      if (depth > limits.depth) {
        return 'depth';
      }
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    } else if (c === 0x2c) {
      values++;
    }
    if (values > limits.values) {
      return 'values';
    }
  }
  return null;
}

/**
 * The JSON body parser: Fastify's own (prototype keys refused), after the shape check, which
 * answers 400 before anything parses or walks the body.
 */
export function jsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const problem = jsonBodyProblem(text);
    if (problem === 'depth') {
      done(new AppError('BAD_REQUEST', accessMessages.bodyTooDeep, { code: 'BODY_TOO_DEEP' }));
      return;
    }
    if (problem === 'values') {
      done(
        new AppError('BAD_REQUEST', accessMessages.bodyTooManyValues, {
          code: 'BODY_TOO_MANY_VALUES',
        }),
      );
      return;
    }
    // Fastify's parser answers through `done`; its return value carries nothing.
    void parse(request, text, done);
  });
}
