import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export type ZipFile = { name: string; open: () => Promise<Readable | null> };

/**
 * A zip written as it is read: `data.json` compressed, then each file stored as it comes from
 * the storage (resumes are PDFs and images, already compressed). A file gone from the storage
 * is left out rather than failing the whole export.
 */
export function zipStream(json: unknown, files: ZipFile[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) {
      out.end();
    }
  });
  const data = new ZipDeflate('data.json', { level: 6 });
  zip.add(data);
  data.push(new TextEncoder().encode(JSON.stringify(json, null, 2)), true);
  (async () => {
    for (const file of files) {
      const body = await file.open();
      if (!body) {
        continue;
      }
      const entry = new ZipPassThrough(file.name);
      zip.add(entry);
      for await (const chunk of body) {
        entry.push(chunk as Uint8Array);
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}
