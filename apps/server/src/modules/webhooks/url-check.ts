import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { webhookMessages } from '@app/domain';
import { AppError } from '../../platform/errors';

/**
 * Addresses a webhook must not reach unless WEBHOOK_ALLOW_PRIVATE=true: an account's admin
 * chooses the URL, and the server's own network (metadata services, the database, admin
 * ports) is not theirs to probe (SSRF).
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

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain);
  if (family === 0) {
    return true;
  }
  return privateRanges.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

const badUrl = () =>
  new AppError('BAD_REQUEST', webhookMessages.badUrl, {
    code: 'WEBHOOK_URL',
    fields: { url: webhookMessages.badUrl },
  });

/**
 * Refuses a URL that is not http(s), and, unless private addresses are allowed, one whose host
 * is or resolves to a private, loopback or link-local address. Checked when the endpoint is
 * saved and again before each request (the name may resolve elsewhere later).
 */
export async function checkWebhookUrl(value: string, allowPrivate: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badUrl();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw badUrl();
  }
  if (allowPrivate) {
    return url;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (found) => found.map((a) => a.address),
        () => [],
      );
  if (addresses.length === 0) {
    throw badUrl();
  }
  if (addresses.some(isPrivateAddress)) {
    throw new AppError('BAD_REQUEST', webhookMessages.privateUrl, {
      code: 'WEBHOOK_PRIVATE_URL',
      fields: { url: webhookMessages.privateUrl },
    });
  }
  return url;
}
