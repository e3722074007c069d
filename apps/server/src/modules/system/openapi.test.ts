import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';

const redocly = path.resolve(import.meta.dirname, '../../../../../node_modules/.bin/redocly');

type Problem = { ruleId: string; severity: 'error' | 'warn'; location: { pointer: string }[] };

/** `redocly lint` with its recommended rules; no telemetry and no update check (no network). */
async function lint(file: string): Promise<Problem[]> {
  const run = promisify(execFile);
  const env = {
    ...process.env,
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    NO_COLOR: '1',
  };
  // lint exits 1 when it finds errors; the JSON report is on stdout either way.
  const result = await run(redocly, ['lint', '--format=json', '--max-problems=1000', file], {
    env,
    cwd: path.dirname(file),
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return (JSON.parse(result.stdout) as { problems: Problem[] }).problems;
}

describe('the OpenAPI document', () => {
  it('passes redocly lint (recommended rules) without errors, for client generators', async () => {
    // A public origin that is not localhost, as a deployment has (the servers entry).
    const app = await createTestApp({ publicUrl: 'https://assessment.test' });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'openapi-')), 'openapi.json');
      writeFileSync(file, response.body);
      const problems = await lint(file);
      const summary = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}`);
      expect(summary.filter((line) => line.startsWith('error'))).toEqual([]);
      // The warnings that are true: the project names no licence, and the e-mail
      // verification link and the identity provider's return answer only with a redirect.
      expect(summary.sort()).toEqual([
        'warn info-license #/info',
        'warn operation-2xx-response #/paths/~1api~1auth~1sso~1callback~1{providerId}/get/responses',
        'warn operation-2xx-response #/paths/~1api~1auth~1verify-email/get/responses',
      ]);
    } finally {
      await app.close();
    }
    // The linter is a process of its own (~10 s alone); beside CI's browser scenarios it has
    // passed 60 s. The limit is for a hang.
  }, 300_000);

  it('derives security, operationId and error answers from each route', async () => {
    const app = await createTestApp();
    try {
      const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const participants = doc.paths['/api/events/{eventId}/participants'].post;
      expect(participants.operationId).toBe('postEventsByEventIdParticipants');
      // API keys reach it: either the console's session or a bearer key.
      expect(participants.security).toEqual([{ session: [] }, { bearerAuth: [] }]);
      expect(participants['x-access']).toBe('eventEditor');
      expect(participants['x-codeSamples'][0].source).toContain('Authorization: Bearer $API_KEY');
      expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
        type: 'http',
        scheme: 'bearer',
      });
      const keys = doc.paths['/api/api-keys'].post;
      expect(keys.security).toEqual([{ session: [] }]);
      expect(Object.keys(participants.responses).sort()).toEqual(
        ['201', '400', '401', '403', '404', '409', '429', '500'].sort(),
      );
      const login = doc.paths['/api/auth/login'].post;
      expect(login.security).toEqual([]);
      expect(login.responses['401'].description).toBe(
        'Not signed in (UNAUTHENTICATED), or wrong credentials',
      );
      const ids = Object.values(doc.paths).flatMap((item) =>
        Object.values(item as Record<string, { operationId: string }>).map((op) => op.operationId),
      );
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await app.close();
    }
  });
});
