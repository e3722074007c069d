import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server';
import { type S3Settings, s3Storage } from './s3-storage';
import { diskStorage, memoryStorage, type Storage } from './storage';

async function bytesOf(stream: Readable | null): Promise<string | null> {
  if (!stream) {
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks).toString();
}

const adapters: Record<string, Storage> = {};
let stopS3 = async () => {};
let s3Settings: S3Settings;
const diskRoot = mkdtempSync(path.join(tmpdir(), 'storage-test-'));

beforeAll(async () => {
  const s3 = await startS3Server();
  stopS3 = s3.stop;
  s3Settings = s3.settings;
  adapters.disk = diskStorage(diskRoot);
  adapters.memory = memoryStorage();
  adapters.s3 = s3Storage(s3.settings);
});

afterAll(async () => {
  await stopS3();
  rmSync(diskRoot, { recursive: true, force: true });
});

describe.each(['disk', 'memory', 's3'])('the %s storage', (name) => {
  const storage = () => adapters[name] as Storage;

  it('keeps, reads whole or by range, and removes a file', async () => {
    const key = `image/${name}-file.txt`;
    await storage().put(key, Buffer.from('0123456789'));
    expect((await storage().get(key))?.toString()).toBe('0123456789');
    expect(await bytesOf(await storage().stream(key))).toBe('0123456789');
    expect(await bytesOf(await storage().stream(key, { start: 2, end: 5 }))).toBe('2345');
    await storage().remove(key);
    expect(await storage().get(key)).toBeNull();
    expect(await storage().stream(key)).toBeNull();
  });

  it('answers null for a key nobody wrote, and removing one is no error', async () => {
    expect(await storage().get('nothing/here.bin')).toBeNull();
    expect(await storage().stream('nothing/here.bin', { start: 0, end: 0 })).toBeNull();
    await expect(storage().remove('nothing/here.bin')).resolves.toBeUndefined();
  });
});

describe('the s3 storage, when the bucket fails', () => {
  it('passes on the error of a read, a write or a removal, with the name the server gave it', async () => {
    const storage = s3Storage({ ...s3Settings, bucket: 'no-such-bucket' });
    // A missing bucket is a misconfiguration, not a missing file: it must not read as null.
    await expect(storage.get('image/a.txt')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(storage.put('image/a.txt', Buffer.from('a'))).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    await expect(storage.remove('image/a.txt')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('fails, rather than answering null, when the server drops the connection', async () => {
    // A listener that hangs up on every connection: unlike a stopped server's port, no other
    // test file can take it over meanwhile.
    const dropper = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => dropper.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = dropper.address() as AddressInfo;
      const storage = s3Storage({ ...s3Settings, endpoint: `http://127.0.0.1:${port}` });
      const dropped = { code: 'ECONNRESET' };
      await expect(storage.get('image/a.txt')).rejects.toMatchObject(dropped);
      await expect(storage.stream('image/a.txt', { start: 0, end: 1 })).rejects.toMatchObject(
        dropped,
      );
      await expect(storage.put('image/a.txt', Buffer.from('a'))).rejects.toMatchObject(dropped);
    } finally {
      await new Promise((resolve) => dropper.close(resolve));
    }
  });
});
