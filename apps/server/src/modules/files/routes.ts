import {
  catalogMessages,
  errorBodySchema,
  INTRO_VIDEO_MAX_BYTES,
  LOGO_MAX_BYTES,
  uploadedImageSchema,
  wizardMessages,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access';
import { parseByteRange } from '../../platform/byte-range';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { processLogo } from '../../platform/images';
import { readUpload } from '../../platform/uploads';
import { checkVideo } from '../../platform/video';
import { findFile, imageUrl, storedFileHeaders, storeFile } from './service';

const tags = ['files'];

export const fileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/uploads/images',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Upload a logo (png or jpeg, ≤ 1,000,000 bytes); stored scaled to ≤ 300 px',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedImageSchema, 400: errorBodySchema, 413: errorBodySchema },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, {
        maxBytes: LOGO_MAX_BYTES,
        tooLarge: catalogMessages.imageTooLarge,
      });
      const image = await processLogo(upload.data);
      const file = await storeFile(ctx, {
        accountId: principalOf(request).accountId,
        data: image.data,
        kind: 'image',
        contentType: image.contentType,
        extension: image.extension,
        originalName: upload.filename,
      });
      return reply.code(201).send({ fileId: file.id, url: imageUrl(file.id) ?? '' });
    },
  );

  app.post(
    '/api/uploads/videos',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Upload an intro video (mp4, webm or mov by container structure, ≤ 5,000,000 bytes)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedImageSchema, 400: errorBodySchema, 413: errorBodySchema },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, {
        maxBytes: INTRO_VIDEO_MAX_BYTES,
        tooLarge: wizardMessages.videoTooLarge,
      });
      const video = checkVideo(upload.data);
      if (!video) {
        throw new AppError('BAD_REQUEST', wizardMessages.videoType, { code: 'VIDEO_TYPE' });
      }
      const file = await storeFile(ctx, {
        accountId: principalOf(request).accountId,
        data: upload.data,
        kind: 'video',
        contentType: video.contentType,
        extension: video.extension,
        originalName: upload.filename,
      });
      return reply.code(201).send({ fileId: file.id, url: imageUrl(file.id) ?? '' });
    },
  );

  app.get(
    '/api/files/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A stored image or video (byte ranges answered with 206)',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const file = await findFile(ctx.db, request.params.id);
      // Only images and videos are public; question files go through their competency.
      const isPublic = file?.kind === 'image' || file?.kind === 'video';
      const data = file && isPublic ? await ctx.storage.get(file.storageKey) : null;
      if (!file || !data) {
        throw new AppError('NOT_FOUND', catalogMessages.notFound('File'));
      }
      reply
        .headers(storedFileHeaders(file))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('accept-ranges', 'bytes');
      const range = parseByteRange(request.headers.range, data.length);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${data.length}`).send();
      }
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${data.length}`)
          .send(data.subarray(range.start, range.end + 1));
      }
      return reply.send(data);
    },
  );
};
