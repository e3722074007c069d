/**
 * A cookie's value from a Cookie header, URL-decoded; null when absent or not decodable. The
 * first of several with the same name wins, as browsers send the most specific path first.
 */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}
