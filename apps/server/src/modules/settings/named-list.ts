import { catalogMessages, errorBodySchema } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { departments, regions } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';

/**
 * Departments and regions are the same thing twice: a list of unique names. One route set
 * serves both; the API field is the spec's (`department`, `region`).
 */
type NamedList = {
  table: typeof departments | typeof regions;
  path: string;
  field: 'department' | 'region';
  what: string;
  input: z.ZodObject<Record<string, z.ZodType<string>>>;
};

export function namedListRoutes(list: NamedList): FastifyPluginAsyncZod<{ ctx: AppContext }> {
  const { table, field, what } = list;
  const item = z.object({ id: z.string(), [field]: z.string() });
  const toItem = (row: { id: string; name: string }) => ({ id: row.id, [field]: row.name });
  const duplicate = (name: string) => {
    const message = catalogMessages.duplicate(what, name);
    return new AppError('CONFLICT', message, { code: 'DUPLICATE', fields: { [field]: message } });
  };
  const notFound = () => new AppError('NOT_FOUND', catalogMessages.notFound(what));
  const readName = (body: unknown) => (body as Record<string, string>)[field] ?? '';
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
          response: { 200: z.object({ items: z.array(item) }) },
        },
      },
      async () => ({
        items: (await ctx.db.select().from(table).orderBy(asc(table.name))).map(toItem),
      }),
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
      async (request, reply) => {
        const name = readName(request.body);
        try {
          const [row] = await ctx.db.insert(table).values({ name }).returning();
          return reply.code(201).send(row ? toItem(row) : {});
        } catch (error) {
          throw isUniqueViolation(error) ? duplicate(name) : error;
        }
      },
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
      async (request) => {
        const name = readName(request.body);
        try {
          const [row] = await ctx.db
            .update(table)
            .set({ name, updatedAt: new Date() })
            .where(eq(table.id, request.params.id))
            .returning();
          if (!row) {
            throw notFound();
          }
          return toItem(row);
        } catch (error) {
          throw isUniqueViolation(error) ? duplicate(name) : error;
        }
      },
    );

    app.delete(
      `${list.path}/:id`,
      {
        config: { access: 'superAdmin' },
        schema: {
          tags,
          summary: `Delete a ${what.toLowerCase()}`,
          params: idParams,
          response: { 204: z.null(), 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const deleted = await ctx.db
          .delete(table)
          .where(eq(table.id, request.params.id))
          .returning({ id: table.id });
        if (deleted.length === 0) {
          throw notFound();
        }
        return reply.code(204).send(null);
      },
    );
  };
}
