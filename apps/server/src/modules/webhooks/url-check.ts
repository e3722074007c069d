import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { webhookMessages } from '@app/domain';
import { AppError } from '../../platform/errors';

/**
 * Addresses a webhook must not reach unless WEBHOOK_ALLOW_PRIVATE=true: an account's admin
 * chooses the URL, and the server's own network (metadata services, the database, admin
 * ports, any address of the machine itself) is not theirs to probe (SSRF). The rule, and why
 * the connection goes to the address that was checked: docs/decisions/0015-webhook-addresses.md.
 */
const privateRanges = (() => {
  const list = new BlockList();
  for (const [net, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const) {
    list.addSubnet(net, prefix, 'ipv4');
  }
  for (const [net, prefix] of [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ] as const) {
    list.addSubnet(net, prefix, 'ipv6');
  }
  return list;
})();

/** The eight 16-bit groups of an IPv6 address (any spelling, dotted tail included), or null. */
export function ipv6Groups(address: string): number[] | null {
  let canonical: string;
  try {
    // The URL parser writes an IPv6 host in one canonical form: lower case, hex only.
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = '', tail] = canonical.split('::') as [string, string | undefined];
  const first = head === '' ? [] : head.split(':');
  const last = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? 0 : 8 - first.length - last.length;
  const groups = [...first, ...Array<string>(zeros).fill('0'), ...last].map((g) =>
    Number.parseInt(g, 16),
  );
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The IPv4 address an IPv6 one carries and reaches: IPv4-mapped (::ffff:a.b.c.d, also written
 * ::ffff:c000:202), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
 */
export function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  if (!g) {
    return null;
  }
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zero = (from: number, to: number) => g.slice(from, to).every((n) => n === 0);
  const [a = 0, b = 0, c = 0, , , f = 0, hi = 0, lo = 0] = g;
  if (zero(0, 5) && f === 0xffff) {
    return v4(hi, lo);
  }
  if (zero(0, 6) && (hi !== 0 || lo > 1)) {
    return v4(hi, lo);
  }
  if (a === 0x64 && b === 0xff9b && zero(2, 6)) {
    return v4(hi, lo);
  }
  return a === 0x2002 ? v4(b, c) : null;
}

/** One spelling per address, to compare with the machine's own: dotted IPv4, or 8 groups. */
function canonicalAddress(address: string): string | null {
  const v4 = isIP(address) === 4 ? address : embeddedIpv4(address);
  if (v4) {
    return v4;
  }
  return ipv6Groups(address)?.join(':') ?? null;
}

/** Whether `address` is one of this machine's own (every interface, read at each check). */
export function isOwnAddress(address: string): boolean {
  const wanted = canonicalAddress(address);
  if (!wanted) {
    return false;
  }
  return Object.values(networkInterfaces()).some((list) =>
    (list ?? []).some((i) => canonicalAddress(i.address) === wanted),
  );
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) {
    return true;
  }
  const v4 = family === 6 ? embeddedIpv4(address) : address;
  if (v4 && v4 !== address && isPrivateAddress(v4)) {
    return true;
  }
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6') || isOwnAddress(address);
}

const badUrl = () =>
  new AppError('BAD_REQUEST', webhookMessages.badUrl, {
    code: 'WEBHOOK_URL',
    fields: { url: webhookMessages.badUrl },
  });

/** A host name's addresses; injected in tests to stand for a DNS answer that changes. */
export type Resolver = (host: string) => Promise<string[]>;
export const systemResolver: Resolver = (host) =>
  lookup(host, { all: true, verbatim: true }).then(
    (found) => found.map((a) => a.address),
    () => [],
  );

/** Where a delivery goes: the URL, and the one address it was checked at and connects to. */
export type WebhookTarget = { url: URL; address: string; family: 4 | 6 };

function parseWebhookUrl(value: string): URL {
  let url: URL;
  try {
    // WHATWG parsing writes every IPv4 spelling (3221225986, 0300.0.2.2, 0xc0000202) dotted.
    url = new URL(value);
  } catch {
    throw badUrl();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw badUrl();
  }
  return url;
}

/**
 * Resolves the URL's host once and checks every address it has; the delivery then connects to
 * the first of them and never looks the name up again (a DNS answer that changes between the
 * check and the connection cannot move it). With private addresses allowed, only resolved.
 */
export async function resolveWebhookTarget(
  value: string,
  allowPrivate: boolean,
  resolve: Resolver = systemResolver,
): Promise<WebhookTarget> {
  const url = parseWebhookUrl(value);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await resolve(host);
  const [address] = addresses;
  if (!address || isIP(address) === 0) {
    throw badUrl();
  }
  if (!allowPrivate && addresses.some(isPrivateAddress)) {
    throw new AppError('BAD_REQUEST', webhookMessages.privateUrl, {
      code: 'WEBHOOK_PRIVATE_URL',
      fields: { url: webhookMessages.privateUrl },
    });
  }
  return { url, address, family: isIP(address) === 6 ? 6 : 4 };
}

/**
 * Refuses a URL that is not http(s), and, unless private addresses are allowed, one whose host
 * is or resolves to a private, loopback, link-local or own address. Checked when the endpoint
 * is saved; each delivery checks again and pins the connection (resolveWebhookTarget).
 */
export async function checkWebhookUrl(value: string, allowPrivate: boolean): Promise<URL> {
  if (allowPrivate) {
    return parseWebhookUrl(value);
  }
  return (await resolveWebhookTarget(value, allowPrivate)).url;
}
