import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { webhookMessages } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from './sender';
import { embeddedIpv4, isPrivateAddress, resolveWebhookTarget } from './url-check';

/**
 * Webhook URLs an account's admin cannot aim at the server's own network, in any spelling of
 * an address, and a delivery that connects to the address it checked
 * (docs/decisions/0015-webhook-addresses.md).
 */
const refusal = async (url: string) =>
  resolveWebhookTarget(url, false, async () => ['93.184.216.34']).then(
    () => 'accepted',
    (error: Error) => error.message,
  );

/** A non-loopback IPv4 address of this machine's own interfaces, if it has one. */
const ownIpv4 = Object.values(networkInterfaces())
  .flatMap((list) => list ?? [])
  .find((i) => i.family === 'IPv4' && !i.internal)?.address;

describe('webhook addresses', () => {
  it('reads the IPv4 address inside any IPv6 spelling', () => {
    expect(embeddedIpv4('::ffff:c000:202')).toBe('192.0.2.2');
    expect(embeddedIpv4('::ffff:192.0.2.2')).toBe('192.0.2.2');
    expect(embeddedIpv4('0:0:0:0:0:ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('64:ff9b::a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIpv4('2002:0a00:0001::1')).toBe('10.0.0.1');
    expect(embeddedIpv4('2606:2800:220:1::1')).toBeNull();
    expect(isPrivateAddress('::ffff:7f00:1')).toBe(true);
    expect(isPrivateAddress('64:ff9b::a00:1')).toBe(true);
  });

  it('refuses the loopback address in decimal, octal, hex and IPv4-mapped spellings', async () => {
    for (const url of [
      'http://2130706433/x',
      'http://0177.0.0.1/x',
      'http://0x7f000001/x',
      'http://127.1/x',
      'http://[::ffff:7f00:1]/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://[64:ff9b::7f00:1]/x',
    ]) {
      expect(await refusal(url), url).toBe(webhookMessages.privateUrl);
    }
    expect(await refusal('https://hooks.example.com/x')).toBe('accepted');
  });

  it.runIf(ownIpv4 !== undefined)(
    "refuses this machine's own interface address, in every spelling",
    async () => {
      const [a = 0, b = 0, c = 0, d = 0] = (ownIpv4 ?? '').split('.').map(Number);
      const decimal = ((a * 256 + b) * 256 + c) * 256 + d;
      const hex = (n: number) => n.toString(16).padStart(2, '0');
      for (const url of [
        `http://${ownIpv4}:8080/x`,
        `http://${decimal}/x`,
        `http://0x${hex(a)}${hex(b)}${hex(c)}${hex(d)}/x`,
        `http://0${a.toString(8)}.0${b.toString(8)}.0${c.toString(8)}.0${d.toString(8)}/x`,
        `http://[::ffff:${hex(a)}${hex(b)}:${hex(c)}${hex(d)}]/x`,
      ]) {
        expect(await refusal(url), url).toBe(webhookMessages.privateUrl);
      }
      // A name that resolves to it is refused too.
      const named = await resolveWebhookTarget('http://inside.example/x', false, async () => [
        ownIpv4 ?? '',
      ]).catch((error: Error) => error.message);
      expect(named).toBe(webhookMessages.privateUrl);
    },
  );
});

describe('a delivery', () => {
  let server: Server | null = null;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = null;
  });

  async function receiver(answer: (res: import('node:http').ServerResponse) => void) {
    const hosts: string[] = [];
    server = createServer((req, res) => {
      hosts.push(String(req.headers.host));
      req.resume();
      req.on('end', () => answer(res));
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, hosts };
  }

  it('connects to the address it checked: a DNS answer that changes later is never asked', async () => {
    const { port, hosts } = await receiver((res) => res.writeHead(204).end());
    let lookups = 0;
    // The first answer is the receiver; any later one would be an address nothing listens on.
    const rebinding = async () => (lookups++ === 0 ? ['127.0.0.1'] : ['203.0.113.9']);
    const outcome = await post(
      `http://rebind.example:${port}/hook`,
      'secret',
      'evt_1',
      '{}',
      true,
      rebinding,
    );
    expect(outcome).toMatchObject({ ok: true, statusCode: 204 });
    expect(lookups).toBe(1);
    // The request still names the URL's host.
    expect(hosts).toEqual([`rebind.example:${port}`]);
  });

  it('keeps the status, and of the answer only a short text excerpt of a 2xx', async () => {
    const secretPage = `<html>${'internal admin page '.repeat(200)}</html>`;
    let answer = (res: import('node:http').ServerResponse) =>
      res.writeHead(500, { 'content-type': 'text/html' }).end(secretPage);
    const { port } = await receiver((res) => answer(res));
    const url = `http://127.0.0.1:${port}/hook`;
    expect(await post(url, 's', 'e', '{}', true)).toMatchObject({
      ok: false,
      statusCode: 500,
      response: null,
    });
    answer = (res) => res.writeHead(200, { 'content-type': 'text/html' }).end(secretPage);
    expect((await post(url, 's', 'e', '{}', true)).response).toBeNull();
    answer = (res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(`{"ok":true,"x":"${'y'.repeat(5000)}"}`);
    const kept = (await post(url, 's', 'e', '{}', true)).response ?? '';
    expect(kept.startsWith('{"ok":true')).toBe(true);
    expect(kept.length).toBeLessThanOrEqual(200);
  });

  it('does not follow a redirect', async () => {
    const { port } = await receiver((res) =>
      res.writeHead(302, { location: 'http://169.254.169.254/latest' }).end(),
    );
    expect(await post(`http://127.0.0.1:${port}/hook`, 's', 'e', '{}', true)).toMatchObject({
      ok: false,
      statusCode: 302,
    });
  });
});
