import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';

describe('system routes', () => {
  it('says which database and which migration it runs on', async () => {
    const app = await createTestApp();
    try {
      const health = (await app.inject({ method: 'GET', url: '/api/health' })).json();
      expect(health).toMatchObject({ status: 'ok', edition: 'ace' });
      expect(health.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
      expect(health.migration).toMatch(/^\d{4}_/);
    } finally {
      await app.close();
    }
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const app = await createTestApp();
    try {
      const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(doc.paths['/api/auth/register'].post.requestBody).toBeDefined();
      const page = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.statusCode).toBeLessThan(400);
    } finally {
      await app.close();
    }
  });

  it('serves the web app with the SPA fallback, and JSON 404s under /api', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
    const app = await createTestApp({ webDist: dist });
    try {
      const page = await app.inject({ method: 'GET', url: '/admin/accounts' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>console</title>');
      expect(
        (await app.inject({ method: 'GET', url: '/assets/old-chunk-123.js' })).statusCode,
      ).toBe(404);
      const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('NOT_FOUND');
    } finally {
      await app.close();
    }
  });

  it('creates the configured super admin once, however often it starts', async () => {
    const app = await createTestApp();
    try {
      const { ensureSuperAdmin } = await import('../../bootstrap');
      expect(await ensureSuperAdmin(app.ctx.db, app.ctx.config)).toBeNull();
    } finally {
      await app.close();
    }
  });
});
