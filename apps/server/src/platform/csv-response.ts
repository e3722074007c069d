import { Readable } from 'node:stream';
import { fileBodySchema } from '@app/domain';
import type { FastifyReply } from 'fastify';
import { attachment } from './content-disposition';
import { toCsv } from './csv';

/** Every CSV response's description in the API document. */
export const csvFile = {
  description: 'The CSV file (UTF-8 with a BOM, CRLF, formula cells neutralised), as an attachment',
  content: { 'text/csv': { schema: fileBodySchema } },
};

/**
 * Every CSV served goes out here: an attachment no browser runs or sniffs (as stored files),
 * UTF-8 with a BOM so spreadsheets read accents. A stream is sent as it is produced.
 */
export function sendCsv(reply: FastifyReply, name: string, body: string | Readable) {
  reply.headers({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': attachment(name),
    'content-security-policy': "default-src 'none'; sandbox",
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  return reply.send(typeof body === 'string' ? `\uFEFF${body}` : body);
}

/**
 * A CSV produced batch by batch (each batch one database read), so a file of any length is
 * served with the memory of one batch. Cells are neutralised by `toCsv`.
 */
export function csvStream(header: string[], batches: AsyncIterable<string[][]>): Readable {
  async function* lines() {
    yield `\uFEFF${toCsv([header])}\r\n`;
    for await (const batch of batches) {
      if (batch.length > 0) {
        yield `${toCsv(batch)}\r\n`;
      }
    }
  }
  return Readable.from(lines());
}
