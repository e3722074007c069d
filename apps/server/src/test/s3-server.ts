import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { buildApp } from 'fauxqs';
import { type S3Settings, s3Storage } from '../platform/s3-storage';

/**
 * An S3-protocol server on loopback for the tests (npm fauxqs, objects in memory), with one empty
 * bucket; `settings` point the app's S3 adapter at it. Built with `buildApp` rather than
 * `startFauxqs`, which listens on every interface.
 */
export async function startS3Server(
  bucket = 'test-files',
): Promise<{ settings: S3Settings; stop: () => Promise<void> }> {
  const server = buildApp({ logger: false });
  const endpoint = await server.listen({ host: '127.0.0.1', port: 0 });
  const settings: S3Settings = {
    endpoint,
    bucket,
    region: 'us-east-1',
    // fauxqs checks no signatures; any pair will do.
    accessKeyId: 'test',
    secretAccessKey: 'test',
  };
  const { client } = s3Storage(settings);
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    await server.close();
    throw error;
  } finally {
    client.destroy();
  }
  return { settings, stop: () => server.close() };
}
