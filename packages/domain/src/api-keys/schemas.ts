import { z } from 'zod/mini';
import { apiKeyMessages } from './messages';

/** `ak_<prefix>_<secret>`: the prefix is shown in lists, the secret only once. */
export const API_KEY_PATTERN = /^ak_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/;
export const API_KEY_NAME_MAX = 100;

export const apiKeyCreateSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, apiKeyMessages.nameRequired), z.maxLength(API_KEY_NAME_MAX)),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

/** A key as lists show it: never its secret nor its hash. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key (`ak_1a2b3c4d`), to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  /** The creator's e-mail, or null when that user is gone. */
  createdBy: z.nullable(z.string()),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer to a create: the key in clear, this once. */
export const apiKeyCreatedSchema = z.object({ key: z.string(), apiKey: apiKeySchema });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyParamsSchema = z.object({ keyId: z.uuid() });
