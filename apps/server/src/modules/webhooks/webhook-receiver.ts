import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Checked as docs/decisions/0007-result-webhooks.md tells a receiver to: HMAC-SHA256 of `{timestamp}.{body}`, hex. */
  signatureValid: boolean;
  timestampSeconds: number;
};

/** What a receiver following docs/decisions/0007-result-webhooks.md does, written apart from the server's own signer. */
function verify(secret: string, timestamp: string, body: string, header: string): boolean {
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  const given = header.startsWith('v1=') ? header.slice(3) : '';
  return (
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given, 'utf8'), Buffer.from(expected, 'utf8'))
  );
}

/**
 * A webhook receiver on loopback for the tests: answers each request with the next status of
 * `statuses` (the last one repeats) and records what came, checked against `secret()`. Each
 * answer waits for `hold()`: a slow receiver keeps deliveries in flight.
 */
export async function startReceiver(
  secret: () => string,
  statuses: number[] = [200],
  hold: () => Promise<void> = async () => undefined,
) {
  const received: Received[] = [];
  let served = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(request.headers['webhook-timestamp'] ?? '');
      received.push({
        headers: request.headers,
        body,
        signatureValid: verify(
          secret(),
          timestamp,
          body,
          String(request.headers['webhook-signature'] ?? ''),
        ),
        timestampSeconds: Number(timestamp),
      });
      const status = statuses[Math.min(served, statuses.length - 1)] ?? 200;
      served += 1;
      void hold().then(() => {
        response.writeHead(status, { 'content-type': 'text/plain' });
        response.end(status < 300 ? 'ok' : 'receiver is down');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
