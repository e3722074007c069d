import { z } from 'zod';
import { privacyMessages } from './messages';

export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;

/** The export's data.json layout version: bumped when its shape changes. */
export const PRIVACY_EXPORT_VERSION = 1;

/** The account's retention: null keeps participants and candidates of closed games. */
export const retentionSettingsSchema = z.object({
  retentionMonths: z.nullable(
    z
      .number()
      .int(privacyMessages.retentionRange)
      .min(RETENTION_MONTHS_MIN, privacyMessages.retentionRange)
      .max(RETENTION_MONTHS_MAX, privacyMessages.retentionRange),
  ),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

/** What an erasure removed, per table: ids and counts only, never the person's data. */
export const erasureResultSchema = z.object({
  erased: z.record(z.string(), z.number().int()),
  message: z.string(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;
