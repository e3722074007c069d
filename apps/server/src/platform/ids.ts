import { z } from 'zod';

const uuidSchema = z.uuid();

/** Ids in URLs are uuids; anything else is answered as a missing row, never sent to SQL. */
export const isUuid = (value: string): boolean => uuidSchema.safeParse(value).success;
