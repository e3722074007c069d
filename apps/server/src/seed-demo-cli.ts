import { parseArgs } from 'node:util';
import { type ProjectType, projectTypes } from '@app/domain';
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemoEvent } from './seed/demo-event';
import { seedDemo } from './seed-demo';

const isEdition = (s: string): s is ProjectType => (projectTypes as readonly string[]).includes(s);

const usage = 'usage: npm run seed:demo [-- --participants N [--edition progress|ace]]';

/**
 * The options, also when npm kept them: the root script forwards `npm run seed:demo -- …` to
 * `npm run seed:demo -w @app/server …`, where npm reads `--participants 100000` as its own flag
 * (npm_config_participants=true) and passes only `100000` on. A number can only be the count and
 * progress/ace only the edition, so the positionals say which is which.
 */
function readOptions(): { participants: number | null; edition: ProjectType } {
  const { values, positionals } = parseArgs({
    options: {
      participants: { type: 'string' },
      edition: { type: 'string' },
    },
    allowPositionals: true,
  });
  const eatenByNpm = (name: string) => process.env[`npm_config_${name}`] === 'true';
  const fromNpm = (name: string, looksRight: (positional: string) => boolean) =>
    eatenByNpm(name)
      ? (positionals.find(looksRight) ?? 'missing')
      : process.env[`npm_config_${name}`];
  const count = values.participants ?? fromNpm('participants', (p) => /^\d+$/.test(p));
  const edition = values.edition ?? fromNpm('edition', (p) => !/^\d+$/.test(p)) ?? 'progress';
  const stray = positionals.length > 0 && !eatenByNpm('participants') && !eatenByNpm('edition');
  const participants = count === undefined ? null : Number(count);
  if (
    stray ||
    (participants !== null && !(Number.isInteger(participants) && participants > 0)) ||
    !isEdition(edition)
  ) {
    process.stderr.write(`${usage}\n`);
    process.exit(2);
  }
  return { participants, edition };
}

const options = readOptions();
// The embedded database takes no lock: run this while the server is stopped.
const app = await buildApp({ ...loadConfig(), runWorkers: false, webDist: null, logLevel: 'warn' });
try {
  await seedDemo(app.ctx);
  if (options.participants !== null) {
    await seedDemoEvent(app.ctx, { participants: options.participants, edition: options.edition });
  }
} finally {
  await app.close();
}
