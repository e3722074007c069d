import path from 'node:path';
import { projectTypes, type SocialLink, type SocialNetwork, socialNetworks } from '@app/domain';
import { z } from 'zod';
import type { S3Settings } from './platform/s3-storage';

/**
 * The only module that reads process.env (CONVENTIONS 6). Everything else receives a Config.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  // The server itself, for the start-up migration, when DATABASE_URL goes through a pooler in
  // transaction mode (its session advisory lock needs one connection).
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_DIRECT_URL must start with postgres://')
    .optional(),
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_REPLICA_URL must start with postgres://')
    .optional(),
  // Beyond this lag the replica's reads go to the primary (docs/decisions/0027-read-replica.md).
  DATABASE_REPLICA_MAX_LAG_SECONDS: z.coerce.number().int().min(1).default(30),
  // The hot statements go by name (docs/decisions/0035-hot-statements-by-name.md); off for a
  // PgBouncer before 1.21 in transaction mode, which cannot keep a connection's named statements.
  DATABASE_STATEMENT_NAMES: z.enum(['on', 'off']).default('on'),
  EDITION: z.enum(projectTypes).default('ace'),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Assessment Platform <no-reply@localhost>'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  SUPERADMIN_EMAIL: z.email().optional(),
  SUPERADMIN_PASSWORD: z.string().min(8).optional(),
  DEFAULT_EVENT_ID: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIGN_IN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(3),
  SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(10),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  CANDIDATE_MAX_SUBMISSIONS: z.coerce.number().int().min(1).default(20),
  CANDIDATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  WEB_DIST: z.string().optional(),
  /** Behind a load balancer: trust X-Forwarded-For so limits apply per client, not per proxy. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Lets webhook endpoints be private or loopback addresses (tests, a closed network). */
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  /**
   * The hosts Greenhouse's completion callbacks may go to (comma-separated; a name also admits
   * its subdomains): the callback URL comes in the request body, so only these are ever called.
   */
  GREENHOUSE_CALLBACK_HOSTS: z.string().default('greenhouse.io'),
  /**
   * Origins (scheme, host, port) of identity providers on a private network that company
   * sign-in may reach (comma-separated); any other issuer must be a public https address.
   */
  SSO_INTERNAL_ISSUERS: z.string().default(''),
  // Part B §2's social links on the login page; each is shown only when set.
  ...socialLinkEnv(),
});

/** SOCIAL_LINKEDIN_URL, SOCIAL_FACEBOOK_URL, …: optional https URLs, one per network. */
type SocialEnvName = `SOCIAL_${Uppercase<SocialNetwork>}_URL`;
function socialEnvName(network: SocialNetwork): SocialEnvName {
  return `SOCIAL_${network.toUpperCase() as Uppercase<SocialNetwork>}_URL`;
}
function socialLinkEnv() {
  const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional();
  return Object.fromEntries(socialNetworks.map((n) => [socialEnvName(n), httpsUrl])) as Record<
    SocialEnvName,
    typeof httpsUrl
  >;
}

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** null: the embedded PGlite database under dataDir (or in memory when dataDir is null). */
  databaseUrl: string | null;
  /**
   * A streaming replica of databaseUrl: report and list reads go to it, except a console
   * user's for a few seconds after their own write (docs/decisions/0027-read-replica.md).
   */
  databaseReplicaUrl: string | null;
  /** Where the start-up migration connects, when not databaseUrl (a pooler in front of it). */
  databaseDirectUrl: string | null;
  /** Past this replay lag, reads the replica would serve go to the primary. */
  replicaMaxLagSeconds: number;
  /** The hot statements are sent by name, planned once per connection (db/prepared.ts). */
  statementNames: boolean;
  /** Tests: PGlite and stored files in memory; otherwise both persist under dataDir. */
  ephemeral: boolean;
  /**
   * Tests: a file holding an embedded database already migrated (PGlite's data-directory dump),
   * which an ephemeral database starts from: PGlite's initdb and the migrations cost ~2 s per
   * test file, loading the image ~0.5 s. Made once per run by the test setup.
   */
  ephemeralImage: string | null;
  edition: (typeof projectTypes)[number];
  authSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  stripe: { secretKey: string; webhookSecret: string } | null;
  superAdmin: { email: string; password: string } | null;
  defaultEventId: string | null;
  logLevel: string;
  signInLimit: { maxAttempts: number; windowSeconds: number };
  /** Files in an S3-compatible bucket instead of DATA_DIR/files (and instead of memory). */
  s3: S3Settings | null;
  /** Bearer token of GET /metrics; without one the endpoint is off (404). */
  metricsToken: string | null;
  /** Public application submits per client address (part B §2: the form is unauthenticated). */
  candidateLimit: { maxAttempts: number; windowSeconds: number };
  /** Built web app to serve; null to serve the API only. */
  webDist: string | null;
  /** Background work (mail delivery); tests drive it by hand. */
  runWorkers: boolean;
  trustProxy: boolean;
  /** Webhook URLs may resolve to private, loopback or link-local addresses (SSRF guard off). */
  webhookAllowPrivate: boolean;
  /** Hosts (and their subdomains) a Greenhouse completion callback may be sent to. */
  greenhouseCallbackHosts: string[];
  /** Origins of private-network identity providers company sign-in may reach. */
  ssoInternalIssuers: string[];
  /** The login page's social links, in the order of `socialNetworks`; unset ones are left out. */
  socialLinks: SocialLink[];
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError('Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither.');
  }
  const s3Parts = [e.S3_BUCKET, e.S3_REGION, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Parts.some((v) => v === undefined) && s3Parts.some((v) => v !== undefined)) {
    throw new ConfigError(
      'Set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or none.',
    );
  }
  if (e.DATABASE_DIRECT_URL !== undefined && e.DATABASE_URL === undefined) {
    throw new ConfigError('DATABASE_DIRECT_URL needs DATABASE_URL: it names the same database.');
  }
  if (e.DATABASE_REPLICA_URL !== undefined && e.DATABASE_URL === undefined) {
    throw new ConfigError('DATABASE_REPLICA_URL needs DATABASE_URL: the replica follows it.');
  }
  if ((e.SUPERADMIN_EMAIL === undefined) !== (e.SUPERADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Set both SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD, or neither.');
  }
  const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');
  // `npm start` runs the server inside apps/server; relative paths mean the caller's directory.
  const base = env.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL ?? null,
    databaseDirectUrl: e.DATABASE_DIRECT_URL ?? null,
    replicaMaxLagSeconds: e.DATABASE_REPLICA_MAX_LAG_SECONDS,
    statementNames: e.DATABASE_STATEMENT_NAMES === 'on',
    ephemeral: false,
    ephemeralImage: null,
    edition: e.EDITION,
    authSecret: e.AUTH_SECRET ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : null,
    superAdmin:
      e.SUPERADMIN_EMAIL && e.SUPERADMIN_PASSWORD
        ? { email: e.SUPERADMIN_EMAIL, password: e.SUPERADMIN_PASSWORD }
        : null,
    defaultEventId: e.DEFAULT_EVENT_ID ?? null,
    logLevel: e.LOG_LEVEL,
    signInLimit: { maxAttempts: e.SIGN_IN_MAX_ATTEMPTS, windowSeconds: e.SIGN_IN_WINDOW_SECONDS },
    metricsToken: e.METRICS_TOKEN ?? null,
    s3:
      e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT ?? null,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : null,
    candidateLimit: {
      maxAttempts: e.CANDIDATE_MAX_SUBMISSIONS,
      windowSeconds: e.CANDIDATE_WINDOW_SECONDS,
    },
    webDist: e.WEB_DIST ? path.resolve(base, e.WEB_DIST) : defaultWebDist,
    runWorkers: true,
    trustProxy: e.TRUST_PROXY === 'true',
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    greenhouseCallbackHosts: e.GREENHOUSE_CALLBACK_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    ssoInternalIssuers: e.SSO_INTERNAL_ISSUERS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => {
        try {
          return new URL(origin).origin;
        } catch {
          throw new ConfigError(`SSO_INTERNAL_ISSUERS: "${origin}" is not an origin`);
        }
      }),
    socialLinks: socialNetworks.flatMap((network) => {
      const url = e[socialEnvName(network)];
      return url ? [{ network, url }] : [];
    }),
  };
}
