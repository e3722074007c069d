import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError, errorStatus, isDatabaseUnavailable } from './errors';

const srcDir = path.resolve(import.meta.dirname, '..');

/**
 * Lines (1-based) where `new AppError(kind, …)` gets a string or template literal as its
 * message: the second argument starts with a quote or a backtick.
 */
function inlineAppErrorMessages(code: string): number[] {
  const lines: number[] = [];
  for (const match of code.matchAll(/new AppError\(\s*[^,()]+,\s*['"`]/g)) {
    lines.push(code.slice(0, match.index).split('\n').length);
  }
  return lines;
}

/** Every server source file, tests and test helpers aside. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'test' ? [] : sourceFiles(full);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('AppError messages', () => {
  it('come from the domain messages, never a string written at the throw', () => {
    const found = sourceFiles(srcDir).flatMap((file) =>
      inlineAppErrorMessages(readFileSync(file, 'utf8')).map(
        (line) => `${path.relative(srcDir, file)}:${line}`,
      ),
    );
    // Each entry is file:line; move the text into packages/domain/src/messages.ts.
    expect(found).toEqual([]);
  });

  it('the scan finds string and template literals, on one line or several', () => {
    const code = [
      "throw new AppError('NOT_FOUND', 'Plan not found');",
      'throw new AppError("CONFLICT", `Plan exists`, { code: "X" });',
      'throw new AppError(',
      "  'BAD_REQUEST',",
      "  'A chosen game no longer exists',",
      ');',
      "throw new AppError('NOT_FOUND', billingMessages.planNotFound);",
      "throw new AppError(kind, catalogMessages.notFound('Game'));",
      'throw new AppError("FORBIDDEN", problem, { fields: { x: "y" } });',
    ].join('\n');
    expect(inlineAppErrorMessages(code)).toEqual([1, 2, 3]);
  });

  it('tells a database outage from other failures', () => {
    expect(
      isDatabaseUnavailable(new Error('Cannot use a pool after calling end on the pool')),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    // SQLSTATE 57P01 admin_shutdown, wrapped as Drizzle wraps driver errors.
    const wrapped = new Error('Failed query', {
      cause: Object.assign(new Error('x'), { code: '57P01' }),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('INVALID_TOKEN'))).toBe(false);
  });

  it('maps a database outage to 503', () => {
    expect(errorStatus.SERVICE_UNAVAILABLE).toBe(503);
    expect(new AppError('SERVICE_UNAVAILABLE', 'x').status).toBe(503);
  });
});
