import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-1', { start: 0, end: 1 }],
    ['bytes=5-', { start: 5, end: 9 }],
    ['bytes=-3', { start: 7, end: 9 }],
    ['bytes=8-100', { start: 8, end: 9 }],
    ['bytes=10-12', 'unsatisfiable'],
    ['bytes=4-2', 'unsatisfiable'],
    ['bytes=0-1,4-5', null],
    ['items=0-1', null],
    [undefined, null],
  ])('%s of 10 bytes → %o', (header, expected) => {
    expect(parseByteRange(header, 10)).toEqual(expected);
  });
});
