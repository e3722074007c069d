/**
 * `npm run docs:api`: rewrites docs/api-contract.md from the OpenAPI document the routes make
 * (on a throwaway in-memory database). src/modules/system/api-contract.test.ts fails while the
 * committed file differs.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type OpenApiDocument, renderApiContract } from '../src/platform/api-contract';

const contractFile = path.resolve(import.meta.dirname, '../../../docs/api-contract.md');

const app = await buildApp({
  ...loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv),
  databaseUrl: null,
  ephemeral: true,
  runWorkers: false,
  webDist: null,
  // Chosen, so that no generated password is printed; the database is thrown away.
  superAdmin: { email: 'docs@platform.invalid', password: 'docs-only-password' },
});
try {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  writeFileSync(contractFile, renderApiContract(response.json<OpenApiDocument>()));
  process.stdout.write(`wrote ${path.relative(process.cwd(), contractFile)}\n`);
} finally {
  await app.close();
}
