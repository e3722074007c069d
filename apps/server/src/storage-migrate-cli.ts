import path from 'node:path';
import { loadConfig } from './config';
import { s3Storage } from './platform/s3-storage';
import { copyStoredFiles } from './storage-migrate';

/**
 * `npm run storage:migrate`: copies DATA_DIR/files into the bucket named by the S3_* settings,
 * before the app is started with them (docs/operations.md).
 */
const config = loadConfig(process.env);
if (!config.s3) {
  console.error(
    'Set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a non-AWS server) first.',
  );
  process.exit(1);
}
const root = path.join(config.dataDir, 'files');
const started = performance.now();
const { copied, skipped } = await copyStoredFiles(root, s3Storage(config.s3), (key, done) => {
  if (done) {
    console.log(`copied ${key}`);
  }
});
console.log(
  `${copied} files copied, ${skipped} already in the bucket, from ${root} to ${config.s3.bucket} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
