import {
  catalogMessages,
  characterSchema,
  characterUpdateSchema,
  departmentInputSchema,
  difficultyCreateSchema,
  difficultySchema,
  difficultyUpdateSchema,
  errorBodySchema,
  questionRewardSchema,
  questionRewardUpdateSchema,
  regionInputSchema,
} from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { characters, departments, difficulties, questionRewards, regions } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { namedListRoutes } from './named-list';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(
    namedListRoutes({
      table: departments,
      path: '/api/departments',
      field: 'department',
      what: 'Department',
      input: departmentInputSchema,
    }),
    { ctx },
  );
  await app.register(
    namedListRoutes({
      table: regions,
      path: '/api/regions',
      field: 'region',
      what: 'Region',
      input: regionInputSchema,
    }),
    { ctx },
  );

  const toDifficulty = (r: typeof difficulties.$inferSelect) => ({
    id: r.id,
    difficulty: r.name,
    passingScore: r.passingScore,
  });

  app.get(
    '/api/difficulties',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Level difficulty scores',
        response: { 200: z.object({ items: z.array(difficultySchema) }) },
      },
    },
    async () => ({
      items: (await ctx.db.select().from(difficulties).orderBy(asc(difficulties.passingScore))).map(
        toDifficulty,
      ),
    }),
  );

  app.post(
    '/api/difficulties',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Add a level difficulty',
        body: difficultyCreateSchema,
        response: { 201: difficultySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { difficulty, passingScore } = request.body;
      try {
        const [row] = await ctx.db
          .insert(difficulties)
          .values({ name: difficulty, passingScore })
          .returning();
        if (!row) {
          throw new Error('insert returned nothing');
        }
        return reply.code(201).send(toDifficulty(row));
      } catch (error) {
        if (isUniqueViolation(error)) {
          const message = catalogMessages.duplicate('Difficulty', difficulty);
          throw new AppError('CONFLICT', message, {
            code: 'DUPLICATE',
            fields: { difficulty: message },
          });
        }
        throw error;
      }
    },
  );

  app.patch(
    '/api/difficulties/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: "Change a difficulty's passing score (its name is read-only)",
        params: z.object({ id: z.uuid() }),
        body: difficultyUpdateSchema,
        response: { 200: difficultySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const [row] = await ctx.db
        .update(difficulties)
        .set({ passingScore: request.body.passingScore, updatedAt: new Date() })
        .where(eq(difficulties.id, request.params.id))
        .returning();
      if (!row) {
        throw new AppError('NOT_FOUND', catalogMessages.notFound('Difficulty'));
      }
      return toDifficulty(row);
    },
  );

  app.get(
    '/api/settings/question-rewards',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Reward per question type',
        response: { 200: z.object({ items: z.array(questionRewardSchema) }) },
      },
    },
    async () => ({
      items: (await ctx.db.select().from(questionRewards).orderBy(asc(questionRewards.type))).map(
        (r) => ({
          type: r.type,
          value: r.value,
        }),
      ),
    }),
  );

  app.patch(
    '/api/settings/question-rewards/:type',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: "Change a question type's reward (the type is read-only)",
        params: z.object({ type: z.string() }),
        body: questionRewardUpdateSchema,
        response: { 200: questionRewardSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const [row] = await ctx.db
        .update(questionRewards)
        .set({ value: request.body.value, updatedAt: new Date() })
        .where(eq(questionRewards.type, request.params.type))
        .returning();
      if (!row) {
        throw new AppError('NOT_FOUND', catalogMessages.notFound('Question reward'));
      }
      return { type: row.type, value: row.value };
    },
  );

  app.get(
    '/api/settings/characters',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The game's characters",
        response: { 200: z.object({ items: z.array(characterSchema) }) },
      },
    },
    async () => ({
      items: (await ctx.db.select().from(characters).orderBy(asc(characters.position))).map(
        (r) => ({
          key: r.key,
          name: r.name,
        }),
      ),
    }),
  );

  app.patch(
    '/api/settings/characters/:key',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        summary: 'Rename a character (the key is read-only)',
        params: z.object({ key: z.string() }),
        body: characterUpdateSchema,
        response: { 200: characterSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const [row] = await ctx.db
        .update(characters)
        .set({ name: request.body.name, updatedAt: new Date() })
        .where(eq(characters.key, request.params.key))
        .returning();
      if (!row) {
        throw new AppError('NOT_FOUND', catalogMessages.notFound('Character'));
      }
      return { key: row.key, name: row.name };
    },
  );
};
