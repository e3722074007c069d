import {
  aceGameInputSchema,
  aceGameKinds,
  aceGameSchema,
  catalogMessages,
  errorBodySchema,
  miniGameInputSchema,
  miniGameSchema,
} from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aceGames, miniGames } from '../../db/schema';
import { principalOf } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { imageUrl } from '../files/service';
import { assertImageFile } from './competencies';

const tags = ['catalog'];
const idParams = z.object({ id: z.uuid() });
const kindQuery = z.object({ kind: z.enum(aceGameKinds) });

const toMiniGame = (r: typeof miniGames.$inferSelect) => ({
  id: r.id,
  name: r.name,
  tabName: r.tabName,
  goalText: r.goalText,
  time: r.time,
  passingScore: r.passingScore,
  image: imageUrl(r.imageFileId),
});

const toAceGame = (r: typeof aceGames.$inferSelect) => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  secondName: r.secondName,
  type: r.kind === 'cognitive' ? 'Cognitive' : 'Aptitude',
  image: imageUrl(r.imageFileId),
});

function notFound(what: string) {
  return new AppError('NOT_FOUND', catalogMessages.notFound(what));
}

export const gameRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tabClash = (tab: string) => {
    const message = catalogMessages.tabNameUsed(tab);
    return new AppError('CONFLICT', message, {
      code: 'TAB_NAME_USED',
      fields: { tabName: message },
    });
  };

  app.get(
    '/api/mini-games',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Mini games by tab name',
        response: { 200: z.object({ items: z.array(miniGameSchema) }) },
      },
    },
    async () => {
      const rows = await ctx.db.select().from(miniGames);
      // "Mini 10" after "Mini 9": order by the tab's number, not its text.
      rows.sort((a, b) => Number(a.tabName.slice(5)) - Number(b.tabName.slice(5)));
      return { items: rows.map(toMiniGame) };
    },
  );

  app.post(
    '/api/mini-games',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Add a mini game',
        body: miniGameInputSchema,
        response: { 201: miniGameSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { imageFileId, ...fields } = request.body;
      await assertImageFile(ctx.db, imageFileId, principalOf(request).accountId);
      try {
        const [row] = await ctx.db
          .insert(miniGames)
          .values({ ...fields, imageFileId: imageFileId ?? null })
          .returning();
        if (!row) {
          throw new Error('insert returned nothing');
        }
        return reply.code(201).send(toMiniGame(row));
      } catch (error) {
        throw isUniqueViolation(error) ? tabClash(fields.tabName) : error;
      }
    },
  );

  app.patch(
    '/api/mini-games/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Edit a mini game',
        params: idParams,
        body: miniGameInputSchema,
        response: { 200: miniGameSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const { imageFileId, ...fields } = request.body;
      await assertImageFile(ctx.db, imageFileId, principalOf(request).accountId);
      try {
        const [row] = await ctx.db
          .update(miniGames)
          .set({
            ...fields,
            ...(imageFileId !== undefined ? { imageFileId } : {}),
            updatedAt: new Date(),
          })
          .where(eq(miniGames.id, request.params.id))
          .returning();
        if (!row) {
          throw notFound('Mini game');
        }
        return toMiniGame(row);
      } catch (error) {
        throw isUniqueViolation(error) ? tabClash(fields.tabName) : error;
      }
    },
  );

  app.delete(
    '/api/mini-games/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Delete a mini game',
        params: idParams,
        response: { 204: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const deleted = await ctx.db
        .delete(miniGames)
        .where(eq(miniGames.id, request.params.id))
        .returning({ id: miniGames.id });
      if (deleted.length === 0) {
        throw notFound('Mini game');
      }
      return reply.code(204).send(null);
    },
  );

  const aceClash = (name: string) => {
    const message = catalogMessages.duplicate('Game', name);
    return new AppError('CONFLICT', message, { code: 'DUPLICATE', fields: { name: message } });
  };

  app.get(
    '/api/ace-games',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Cognitive or aptitude games of the ace edition',
        querystring: kindQuery,
        response: { 200: z.object({ items: z.array(aceGameSchema) }) },
      },
    },
    async (request) => ({
      items: (
        await ctx.db
          .select()
          .from(aceGames)
          .where(eq(aceGames.kind, request.query.kind))
          .orderBy(asc(aceGames.name))
      ).map(toAceGame),
    }),
  );

  app.post(
    '/api/ace-games',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Add a cognitive or aptitude game',
        querystring: kindQuery,
        body: aceGameInputSchema,
        response: { 201: aceGameSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { imageFileId, ...fields } = request.body;
      await assertImageFile(ctx.db, imageFileId, principalOf(request).accountId);
      try {
        const [row] = await ctx.db
          .insert(aceGames)
          .values({ ...fields, kind: request.query.kind, imageFileId: imageFileId ?? null })
          .returning();
        if (!row) {
          throw new Error('insert returned nothing');
        }
        return reply.code(201).send(toAceGame(row));
      } catch (error) {
        throw isUniqueViolation(error) ? aceClash(fields.name) : error;
      }
    },
  );

  app.patch(
    '/api/ace-games/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Edit a cognitive or aptitude game',
        params: idParams,
        body: aceGameInputSchema,
        response: { 200: aceGameSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const { imageFileId, ...fields } = request.body;
      await assertImageFile(ctx.db, imageFileId, principalOf(request).accountId);
      try {
        const [row] = await ctx.db
          .update(aceGames)
          .set({
            ...fields,
            ...(imageFileId !== undefined ? { imageFileId } : {}),
            updatedAt: new Date(),
          })
          .where(eq(aceGames.id, request.params.id))
          .returning();
        if (!row) {
          throw notFound('Game');
        }
        return toAceGame(row);
      } catch (error) {
        throw isUniqueViolation(error) ? aceClash(fields.name) : error;
      }
    },
  );

  app.delete(
    '/api/ace-games/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Delete a cognitive or aptitude game',
        params: idParams,
        response: { 204: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const deleted = await ctx.db
        .delete(aceGames)
        .where(eq(aceGames.id, request.params.id))
        .returning({ id: aceGames.id });
      if (deleted.length === 0) {
        throw notFound('Game');
      }
      return reply.code(204).send(null);
    },
  );
};
