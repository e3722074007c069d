import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { newStorageKey } from '../../platform/storage';

export type FileKind = (typeof storedFiles.$inferSelect)['kind'];

export async function storeFile(
  ctx: AppContext,
  input: {
    accountId: string | null;
    data: Buffer;
    kind: FileKind;
    contentType: string;
    extension: string;
    originalName: string;
  },
) {
  const key = newStorageKey(input.kind, input.extension);
  // The bytes first: a row never points at a file that is not there. A crash in between leaves
  // an unreferenced file, which is harmless.
  await ctx.storage.put(key, input.data);
  const [row] = await ctx.db
    .insert(storedFiles)
    .values({
      storageKey: key,
      accountId: input.accountId,
      kind: input.kind,
      contentType: input.contentType,
      size: input.data.length,
      originalName: input.originalName.slice(0, 200),
    })
    .returning();
  if (!row) {
    throw new Error('file insert returned nothing');
  }
  return row;
}

export async function findFile(db: DbOrTx, id: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row ?? null;
}

/** Public URL of a stored image (logos are shown to players too, by unguessable id). */
export function imageUrl(fileId: string | null): string | null {
  return fileId ? `/api/files/${fileId}` : null;
}

/**
 * A client-sent file id must name a stored file of the expected kind that the caller's account
 * uploaded: ids are visible (logos are public), so an id alone proves nothing.
 */
export async function assertFileKind(
  db: DbOrTx,
  fileId: string | null | undefined,
  kind: FileKind,
  problem: { field: string; message: string },
  accountId: string,
): Promise<void> {
  if (!fileId) {
    return;
  }
  const file = await findFile(db, fileId);
  if (file?.kind !== kind || file.accountId !== accountId) {
    throw new AppError('BAD_REQUEST', problem.message, {
      code: 'FILE_KIND',
      fields: { [problem.field]: problem.message },
    });
  }
}

/**
 * Headers for serving a stored file (DESIGN §6.9, §6.13): the type we checked on upload, never
 * sniffed; a sandbox CSP so a file opened directly cannot run script even if a browser renders
 * it; and anything that is not an image or video is a download, not a page.
 */
export function storedFileHeaders(file: {
  kind: FileKind;
  contentType: string;
  originalName: string;
}): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'content-security-policy': "default-src 'none'; sandbox",
    'x-content-type-options': 'nosniff',
  };
  const media = /^(image|video)\//.test(file.contentType);
  if (!media || (file.kind !== 'image' && file.kind !== 'video')) {
    headers['content-disposition'] = attachment(file.originalName);
  }
  return headers;
}

/** `attachment` with an ASCII fallback name and the UTF-8 one (RFC 6266). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\w.-]+/g, '-').slice(0, 100) || 'file';
  const utf8 = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
