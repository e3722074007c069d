import { describe, expect, it } from 'vitest';
import { enqueueMail } from '../../platform/mail';
import { useTestApp } from '../../test/test-app';

const TOKEN = 'metrics-token-0123456789';
const t = useTestApp({ metricsToken: TOKEN, trustProxy: true });

describe('readiness', () => {
  it('is ready when the database and the storage answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  });

  it('answers 503 naming the part that does not answer', async () => {
    const storage = t.app.ctx.storage;
    const get = storage.get;
    storage.get = async () => {
      throw new Error('bucket unreachable');
    };
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        database: 'ok',
        storage: 'unavailable',
      });
    } finally {
      storage.get = get;
    }
  });
});

describe('metrics', () => {
  it('are served only with the token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.replace('0', '1')}` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('time requests by route pattern and count the outbox backlog', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/events/some-event/leaderboard' });
    await enqueueMail(t.app.ctx.db, { to: 'a@b.test', subject: 'Hello', text: 'Hi', links: [] });
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
    // The pattern, not the id: one series per route however many events are asked for.
    expect(text).toContain('route="/api/events/:eventId/leaderboard",status="401"');
    expect(text).toMatch(/^outbox_backlog 1$/m);
    expect(text).toContain('job_failures_total');
  });
});

describe('request ids', () => {
  it('are in the response header and every error body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events/x/leaderboard' });
    expect(response.statusCode).toBe(401);
    const id = response.headers['x-request-id'];
    expect(typeof id).toBe('string');
    expect(response.json().error.requestId).toBe(id);
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.json().error.requestId).toBe(missing.headers['x-request-id']);
  });

  it("keep a trusted proxy's id when well-formed, and make one otherwise", async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234-abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-1234-abcd');
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'no spaces <script>' },
    });
    expect(odd.headers['x-request-id']).not.toBe('no spaces <script>');
  });
});

describe('without a metrics token', () => {
  const plain = useTestApp();
  it('has no metrics endpoint, and ignores a client-sent request id', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const response = await plain.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'client-chosen' },
    });
    expect(response.headers['x-request-id']).not.toBe('client-chosen');
  });
});
