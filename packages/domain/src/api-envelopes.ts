import { z } from 'zod/mini';

// The envelopes every API answer shares, in a module of their own: a page that only needs to
// read an error or a page of items constructs these few schemas, not every API shape
// (decision 0029).

/** The one error body every API failure uses (DESIGN §7). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
    /** The request's id, as in the server's logs and the `x-request-id` header. */
    requestId: z.optional(z.string()),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageSchema>;

/** The body of a 204 (and of a redirect): none. */
export const noContentSchema = z.null();

/** The `{ items }` envelope of the short, unpaged lists. */
export function listOf<T extends z.core.SomeType>(item: T) {
  return z.object({ items: z.array(item) });
}

/** The `{ items, total, page, pageSize }` envelope of the paged lists. */
export function pageOf<T extends z.core.SomeType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    pageSize: z.number().check(z.int()),
  });
}
