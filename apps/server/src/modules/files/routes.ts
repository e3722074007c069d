import {
  catalogMessages,
  errorBodySchema,
  fileBodySchema,
  INTRO_VIDEO_MAX_BYTES,
  LOGO_MAX_BYTES,
  MINI_BACKGROUND_MAX_BYTES,
  MINI_OPTION_IMAGE_MAX_BYTES,
  miniScreenMessages,
  noContentSchema,
  type UploadedImage,
  uploadedImageSchema,
  wizardMessages,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AccessRule, principalOf } from '../../platform/access';
import { parseByteRange } from '../../platform/byte-range';
import type { AppContext } from '../../platform/context';
import { readUpload } from '../../platform/uploads';
import {
  type FileOwnerScope,
  findPublicFile,
  saveIntroVideo,
  saveLogo,
  saveMiniImage,
  storedFileHeaders,
  streamStoredFile,
  type Upload,
} from './service';

const tags = ['files'];
/** Stored files are logos (png, jpeg) and intro videos (mp4, webm, mov). */
const storedFileContent = {
  'image/*': { schema: fileBodySchema },
  'video/*': { schema: fileBodySchema },
};

/** The upload routes differ only in their limit and in how the service checks the bytes. */
const uploadRoutes: {
  url: string;
  access: AccessRule;
  summary: string;
  maxBytes: number;
  tooLarge: string;
  save: (ctx: AppContext, scope: FileOwnerScope, upload: Upload) => Promise<UploadedImage>;
}[] = [
  {
    url: '/api/uploads/images',
    access: 'admin',
    summary: 'Upload a logo (png or jpeg, ≤ 1,000,000 bytes); stored scaled to ≤ 300 px',
    maxBytes: LOGO_MAX_BYTES,
    tooLarge: catalogMessages.imageTooLarge,
    save: saveLogo,
  },
  {
    url: '/api/uploads/videos',
    access: 'admin',
    summary: 'Upload an intro video (mp4, webm or mov by container structure, ≤ 5,000,000 bytes)',
    maxBytes: INTRO_VIDEO_MAX_BYTES,
    tooLarge: wizardMessages.videoTooLarge,
    save: saveIntroVideo,
  },
  {
    url: '/api/uploads/mini-backgrounds',
    access: 'superAdmin',
    summary: 'Upload a Mini 2 background (png or jpeg, ≤ 1,000,000 bytes); stored at ≤ 1920 px',
    maxBytes: MINI_BACKGROUND_MAX_BYTES,
    tooLarge: miniScreenMessages.backgroundTooLarge,
    save: (ctx, scope, upload) => saveMiniImage(ctx, scope, upload, 1920),
  },
  {
    url: '/api/uploads/mini-options',
    access: 'superAdmin',
    summary: 'Upload a Mini 2 or Mini 4 option image (png or jpeg, ≤ 500,000 bytes); ≤ 512 px',
    maxBytes: MINI_OPTION_IMAGE_MAX_BYTES,
    tooLarge: miniScreenMessages.optionImageTooLarge,
    save: (ctx, scope, upload) => saveMiniImage(ctx, scope, upload, 512),
  },
];

export const fileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const route of uploadRoutes) {
    app.post(
      route.url,
      {
        config: { access: route.access },
        schema: {
          tags,
          summary: route.summary,
          consumes: ['multipart/form-data'],
          response: { 201: uploadedImageSchema, 400: errorBodySchema, 413: errorBodySchema },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request, route);
        const scope = { accountId: principalOf(request).accountId };
        return reply.code(201).send(await route.save(ctx, scope, upload));
      },
    );
  }

  app.get(
    '/api/files/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A stored image or video (byte ranges answered with 206)',
        params: z.object({ id: z.uuid() }),
        response: {
          200: { description: 'The whole file', content: storedFileContent },
          206: { description: 'The requested byte range', content: storedFileContent },
          404: errorBodySchema,
          416: noContentSchema.check(z.describe('The range lies outside the file')),
        },
      },
    },
    async (request, reply) => {
      const file = await findPublicFile(ctx, request.params.id);
      const size = file.size;
      const range = parseByteRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        return reply
          .code(416)
          .headers(storedFileHeaders(file))
          .header('content-range', `bytes */${size}`)
          .send(null);
      }
      // Streamed from the storage (a range is asked of the storage itself), never held whole.
      const body = await streamStoredFile(ctx, file, range ?? undefined);
      reply
        .headers(storedFileHeaders(file))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('accept-ranges', 'bytes')
        .header('content-length', String(range ? range.end - range.start + 1 : size));
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .send(body);
      }
      return reply.send(body);
    },
  );
};
