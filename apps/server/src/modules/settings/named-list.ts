import { errorBodySchema, listOf, noContentSchema } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { deleteNamed, listNamed, type NamedList, saveNamed } from './service';

/** One route set serves departments and regions (see `NamedList`). */
export function namedListRoutes(
  list: NamedList & {
    path: string;
    input: z.core.$ZodObject<Record<string, z.core.$ZodType<string>>>;
    /** The response item, from the domain: `{ id, [field] }`. */
    item: z.core.$ZodObject<{ id: z.core.$ZodString } & Record<string, z.core.$ZodString>>;
  },
): FastifyPluginAsyncZod<{ ctx: AppContext }> {
  const { field, what, item } = list;
  const readName = (body: Record<string, string>) => body[field] ?? '';
  const tags = ['settings'];
  const idParams = z.object({ id: z.uuid() });

  return async (app, { ctx }) => {
    app.get(
      list.path,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `All ${what.toLowerCase()}s`,
          response: { 200: listOf(item) },
        },
      },
      async () => ({ items: await listNamed(ctx, list) }),
    );

    app.post(
      list.path,
      {
        config: { access: 'superAdmin' },
        schema: {
          tags,
          summary: `Add a ${what.toLowerCase()}`,
          body: list.input,
          response: { 201: item, 409: errorBodySchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await saveNamed(ctx, list, null, readName(request.body))),
    );

    app.patch(
      `${list.path}/:id`,
      {
        config: { access: 'superAdmin' },
        schema: {
          tags,
          summary: `Rename a ${what.toLowerCase()}`,
          params: idParams,
          body: list.input,
          response: { 200: item, 404: errorBodySchema, 409: errorBodySchema },
        },
      },
      async (request) => saveNamed(ctx, list, request.params.id, readName(request.body)),
    );

    app.delete(
      `${list.path}/:id`,
      {
        config: { access: 'superAdmin' },
        schema: {
          tags,
          summary: `Delete a ${what.toLowerCase()}`,
          params: idParams,
          response: { 204: noContentSchema, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        await deleteNamed(ctx, list, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
