/** `attachment` with an ASCII fallback name and the UTF-8 one (RFC 6266). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\w.-]+/g, '-').slice(0, 100) || 'file';
  const utf8 = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
