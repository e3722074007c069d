import type { Readable } from 'node:stream';
import {
  catalogMessages,
  miniScreenMessages,
  type UploadedImage,
  wizardMessages,
} from '@app/domain';
import type { DbOrTx } from '../../db/client';
import { attachment } from '../../platform/content-disposition';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { processImage, processLogo } from '../../platform/images';
import { type ByteRange, newStorageKey } from '../../platform/storage';
import { checkVideo } from '../../platform/video';
import {
  type FileKind,
  type FileOwnerScope,
  findFileById,
  findOwnFile,
  insertStoredFile,
  type StoredFile,
} from './queries';

export type { FileKind, FileOwnerScope, StoredFile } from './queries';
// Catalog and candidates find and record file rows through the service.
export { findFileById, findOwnFile, insertStoredFile };

/** One received file: its bytes and the name the browser gave it. */
export type Upload = { data: Buffer; filename: string };

/** What the server keeps of an upload after checking (and perhaps re-encoding) it. */
type Checked = { data: Buffer; kind: FileKind; contentType: string; extension: string };

export async function storeFile(
  ctx: AppContext,
  scope: FileOwnerScope | null,
  upload: Upload,
  checked: Checked,
): Promise<StoredFile> {
  const key = newStorageKey(checked.kind, checked.extension);
  // The bytes first: a row never points at a file that is not there. A crash in between leaves
  // an unreferenced file, which is harmless.
  await ctx.storage.put(key, checked.data);
  return insertStoredFile(ctx.db, {
    storageKey: key,
    accountId: scope?.accountId ?? null,
    kind: checked.kind,
    contentType: checked.contentType,
    size: checked.data.length,
    originalName: upload.filename.slice(0, 200),
  });
}

/** A logo, scaled and re-encoded: never served as given. */
export async function saveLogo(
  ctx: AppContext,
  scope: FileOwnerScope,
  upload: Upload,
): Promise<UploadedImage> {
  const image = await processLogo(upload.data);
  return uploaded(await storeFile(ctx, scope, upload, { kind: 'image', ...image }));
}

/** A mini-game image (a Mini 2 background, or a Mini 2/4 option), re-encoded like a logo. */
export async function saveMiniImage(
  ctx: AppContext,
  scope: FileOwnerScope,
  upload: Upload,
  maxSide: number,
): Promise<UploadedImage> {
  const image = await processImage(upload.data, maxSide, miniScreenMessages.imageFormat);
  return uploaded(await storeFile(ctx, scope, upload, { kind: 'mini-image', ...image }));
}

/** An intro video, accepted by its container structure, not by its name or stated type. */
export async function saveIntroVideo(
  ctx: AppContext,
  scope: FileOwnerScope,
  upload: Upload,
): Promise<UploadedImage> {
  const video = checkVideo(upload.data);
  if (!video) {
    throw new AppError('BAD_REQUEST', wizardMessages.videoType, { code: 'VIDEO_TYPE' });
  }
  return uploaded(
    await storeFile(ctx, scope, upload, { kind: 'video', data: upload.data, ...video }),
  );
}

function uploaded(file: StoredFile): UploadedImage {
  return { fileId: file.id, url: imageUrl(file.id) ?? '' };
}

/** Files shown in pages (logos, mini-game images, videos), as opposed to downloads. */
const isMediaKind = (kind: FileKind) =>
  kind === 'image' || kind === 'mini-image' || kind === 'video';

/** An image or video (question files go through their competency), or 404. */
export async function findPublicFile(ctx: AppContext, id: string): Promise<StoredFile> {
  const file = await findFileById(ctx.db, id);
  if (!file || !isMediaKind(file.kind)) {
    throw fileNotFound();
  }
  return file;
}

const fileNotFound = () => new AppError('NOT_FOUND', catalogMessages.notFound('File'));

/** A stored file's bytes, or one range of them, streamed from the storage; 404 when gone. */
export async function streamStoredFile(
  ctx: AppContext,
  file: StoredFile,
  range?: ByteRange,
): Promise<Readable> {
  const stream = await ctx.storage.stream(file.storageKey, range);
  if (!stream) {
    throw fileNotFound();
  }
  return stream;
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
  const file = await findOwnFile(db, { accountId }, fileId);
  if (file?.kind !== kind) {
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
  if (!media || !isMediaKind(file.kind)) {
    headers['content-disposition'] = attachment(file.originalName);
  }
  return headers;
}
