import {
  characterSchema,
  characterUpdateSchema,
  departmentInputSchema,
  departmentSchema,
  difficultyCreateSchema,
  difficultySchema,
  difficultyUpdateSchema,
  errorBodySchema,
  listOf,
  questionRewardSchema,
  questionRewardUpdateSchema,
  regionInputSchema,
  regionSchema,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { namedListRoutes } from './named-list';
import {
  addDifficulty,
  listCharacters,
  listDifficulties,
  listQuestionRewards,
  renameCharacter,
  setDifficultyScore,
  setQuestionReward,
} from './service';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(
    namedListRoutes({
      path: '/api/departments',
      field: 'department',
      what: 'Department',
      input: departmentInputSchema,
      item: departmentSchema,
    }),
    { ctx },
  );
  await app.register(
    namedListRoutes({
      path: '/api/regions',
      field: 'region',
      what: 'Region',
      input: regionInputSchema,
      item: regionSchema,
    }),
    { ctx },
  );

  app.get(
    '/api/difficulties',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Level difficulty scores',
        response: { 200: listOf(difficultySchema) },
      },
    },
    async () => ({ items: await listDifficulties(ctx) }),
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
    async (request, reply) => reply.code(201).send(await addDifficulty(ctx, request.body)),
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
    async (request) => setDifficultyScore(ctx, request.params.id, request.body.passingScore),
  );

  app.get(
    '/api/settings/question-rewards',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Reward per question type',
        response: { 200: listOf(questionRewardSchema) },
      },
    },
    async () => ({ items: await listQuestionRewards(ctx) }),
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
    async (request) => setQuestionReward(ctx, request.params.type, request.body.value),
  );

  app.get(
    '/api/settings/characters',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The game's characters",
        response: { 200: listOf(characterSchema) },
      },
    },
    async () => ({ items: await listCharacters(ctx) }),
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
    async (request) => renameCharacter(ctx, request.params.key, request.body.name),
  );
};
