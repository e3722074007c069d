import { fileBodySchema } from '@app/domain';
import type { FastifyReply } from 'fastify';
import { attachment } from './content-disposition';

/** Every PDF response's description in the API document. */
export const pdfFile = {
  description: 'The PDF file, as an attachment',
  content: { 'application/pdf': { schema: fileBodySchema } },
};

/**
 * A PDF made for the caller goes out as the stored files and CSVs do: an attachment that no
 * browser sniffs or runs as a page of this origin, and that no cache keeps.
 */
export function sendPdf(reply: FastifyReply, name: string, body: Buffer) {
  reply.headers({
    'content-type': 'application/pdf',
    'content-disposition': attachment(name),
    'content-security-policy': "default-src 'none'; sandbox",
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  return reply.send(body);
}
