import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type OpenApiDocument, renderApiContract } from '../../platform/api-contract';
import { createTestApp } from '../../test/harness';

const contractFile = path.resolve(import.meta.dirname, '../../../../../docs/api-contract.md');

describe('docs/api-contract.md', () => {
  it('is what the routes say now (run `npm run docs:api` after changing a route)', async () => {
    const app = await createTestApp();
    try {
      const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const expected = renderApiContract(doc as OpenApiDocument);
      expect(readFileSync(contractFile, 'utf8')).toBe(expected);
    } finally {
      await app.close();
    }
  });
});
