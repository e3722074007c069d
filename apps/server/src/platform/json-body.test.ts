import { accessMessages } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { findControlCharacter } from './control-chars';
import { jsonBodyProblem, MAX_BODY_DEPTH, MAX_BODY_VALUES } from './json-body';

const file = useTestApp();
const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const post = (url: string, payload: string) =>
  file.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json' },
  });

describe('JSON bodies nested too deeply', () => {
  it('counts only brackets and commas outside strings (worked examples)', () => {
    const limits = { depth: 2, values: 5 };
    expect(jsonBodyProblem('[[1]]', limits)).toBeNull();
    expect(jsonBodyProblem('[[[1]]]', limits)).toBe('depth');
    expect(
      jsonBodyProblem('{"a":"[[[[[[,,,,,,","b":{"c":[]}}', { depth: 3, values: 5 }),
    ).toBeNull();
    expect(jsonBodyProblem('{"a":"\\"[[[[","b":[[[[]]]]}', { depth: 3, values: 9 })).toBe('depth');
    // 1 array and 5 commas: 6 values.
    expect(jsonBodyProblem('[1,2,3,4,5,6]', limits)).toBe('values');
  });

  it('refuses a body of too many values before parsing it', async () => {
    const wide = `[${Array.from({ length: MAX_BODY_VALUES + 1 }, () => '1').join(',')}]`;
    const response = await post('/api/auth/login', wide);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'BODY_TOO_MANY_VALUES',
      message: accessMessages.bodyTooManyValues,
    });
  });

  it('are refused with 400 before anything walks them, signed out as well', async () => {
    for (const url of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/request-password-reset',
    ]) {
      const response = await post(url, `{"email":${nested(7000, '"a@b.example"')}}`);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'BODY_TOO_DEEP',
        message: accessMessages.bodyTooDeep,
      });
    }
    // At the limit the body is parsed and validated as usual.
    const fine = await post('/api/auth/login', `{"email":${nested(MAX_BODY_DEPTH - 1)}}`);
    expect(fine.statusCode).toBe(400);
    expect(fine.json().error.code).not.toBe('BODY_TOO_DEEP');
  });
});

describe('the control-character walk', () => {
  it('names the first bad field in document order, a key before its value', () => {
    expect(findControlCharacter({ a: ['x', 'y\u0000'] })).toBe('a.1');
    expect(findControlCharacter({ a: 'ok', 'b\u0001': 'z\u0000' })).toBe('b?');
    expect(findControlCharacter({ a: { b: 'x\u0000' }, c: 'y\u0000' })).toBe('a.b');
    expect(findControlCharacter('\u0000')).toBe('_');
    expect(findControlCharacter({ a: [1, null, true, 'fine'] })).toBeNull();
  });

  it('walks any depth without a stack overflow', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) {
      deep = [deep];
    }
    expect(findControlCharacter(deep)?.split('.')).toHaveLength(100_000);
  });
});
