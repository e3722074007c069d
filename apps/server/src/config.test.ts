import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe('loadConfig', () => {
  it('defaults to the embedded database under ./data of the caller and port 3000', () => {
    const config = loadConfig(env({ INIT_CWD: '/srv/app' }));
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      dataDir: path.resolve('/srv/app/data'),
      publicUrl: 'http://localhost:3000',
      edition: 'ace',
      smtpUrl: null,
      stripe: null,
      superAdmin: null,
      signInLimit: { maxAttempts: 3, windowSeconds: 10 },
    });
  });

  it('names the bad setting', () => {
    expect(() => loadConfig(env({ DATABASE_URL: 'mysql://x' }))).toThrow(/DATABASE_URL/);
    expect(() => loadConfig(env({ EDITION: 'gold' }))).toThrow(/EDITION/);
    expect(() => loadConfig(env({ PORT: 'eighty' }))).toThrow(ConfigError);
  });

  it('wants both halves of a pair or neither', () => {
    expect(() => loadConfig(env({ STRIPE_SECRET_KEY: 'sk_test_1' }))).toThrow(/STRIPE/);
    expect(() => loadConfig(env({ SUPERADMIN_EMAIL: 'a@b.test' }))).toThrow(/SUPERADMIN/);
    expect(() => loadConfig(env({ S3_BUCKET: 'files' }))).toThrow(/S3_/);
    const s3 = {
      S3_BUCKET: 'files',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(env(s3)).s3).toEqual({
      endpoint: null,
      bucket: 'files',
      region: 'eu-west-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
  });

  it('takes a pooler in front of the database: a direct address and unnamed statements', () => {
    const primary = 'postgres://db.internal:5432/app';
    const config = loadConfig(
      env({
        DATABASE_URL: 'postgres://pgbouncer.internal:6432/app',
        DATABASE_DIRECT_URL: primary,
        DATABASE_STATEMENT_NAMES: 'off',
      }),
    );
    expect(config).toMatchObject({ databaseDirectUrl: primary, statementNames: false });
    expect(loadConfig(env({})).statementNames).toBe(true);
    expect(() => loadConfig(env({ DATABASE_DIRECT_URL: primary }))).toThrow(/DATABASE_URL/);
    expect(() => loadConfig(env({ DATABASE_STATEMENT_NAMES: 'no' }))).toThrow(
      /DATABASE_STATEMENT_NAMES/,
    );
  });

  it('takes social links as https URLs and leaves unset ones out', () => {
    expect(loadConfig(env({})).socialLinks).toEqual([]);
    const config = loadConfig(
      env({
        SOCIAL_X_URL: 'https://x.com/acme',
        SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/acme',
      }),
    );
    expect(config.socialLinks).toEqual([
      { network: 'linkedin', url: 'https://www.linkedin.com/company/acme' },
      { network: 'x', url: 'https://x.com/acme' },
    ]);
    expect(() => loadConfig(env({ SOCIAL_FACEBOOK_URL: 'http://facebook.com/acme' }))).toThrow(
      /SOCIAL_FACEBOOK_URL/,
    );
    expect(() => loadConfig(env({ SOCIAL_YOUTUBE_URL: 'javascript:alert(1)' }))).toThrow(
      /SOCIAL_YOUTUBE_URL/,
    );
  });
});
