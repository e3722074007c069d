/**
 * One byte range of a `Range: bytes=…` header (RFC 9110), resolved against a body of `size`
 * bytes. Safari plays video only through range requests. Returns 'unsatisfiable' for a range
 * outside the body, and null when there is no usable single range (answer the whole body).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) {
    return null;
  }
  const [, first = '', last = ''] = match;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    return length === 0 ? 'unsatisfiable' : { start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) {
    return 'unsatisfiable';
  }
  return { start, end };
}
