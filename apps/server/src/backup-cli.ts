import path from 'node:path';
import { backup, restore } from './backup';
import { loadConfig } from './config';

/**
 * `npm run backup [-- DIR]` and `npm run restore -- DIR` (docs/operations.md). The embedded
 * database must not be open in a running server meanwhile.
 */
const [command, dir] = process.argv.slice(2);
const config = loadConfig(process.env);
const base = process.env.INIT_CWD ?? process.cwd();
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
if (command === 'backup') {
  const out = path.resolve(
    base,
    dir ?? `backups/${new Date().toISOString().replace(/[:.]/g, '-')}`,
  );
  const manifest = await backup(config, out);
  console.log(
    `backed up the ${manifest.database} database and ${manifest.files} files to ${out} in ${seconds()} s`,
  );
} else if (command === 'restore' && dir) {
  const manifest = await restore(config, path.resolve(base, dir));
  console.log(
    `restored the ${manifest.database} database and ${manifest.files} files of ${manifest.createdAt} in ${seconds()} s`,
  );
} else {
  console.error('usage: npm run backup [-- DIR]  |  npm run restore -- DIR');
  process.exit(1);
}
