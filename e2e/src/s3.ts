import { startS3Server } from '../../apps/server/src/test/s3-server';

/** The S3_* settings that point a server process at a bucket. */
export type S3Env = {
  S3_ENDPOINT: string;
  S3_BUCKET: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
};

/** The server tests' S3-protocol server (fauxqs on loopback), as a server process's settings. */
export async function startS3(bucket = 'cluster-files'): Promise<{
  env: S3Env;
  stop: () => Promise<void>;
}> {
  const { settings, stop } = await startS3Server(bucket);
  return {
    env: {
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    stop,
  };
}
