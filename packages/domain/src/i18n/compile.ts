import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

export type CompiledCatalogue = Record<string, CompiledMessage>;

/**
 * A catalogue compiled for Lingui's runtime, which formats compiled messages only: at build
 * time for the browser (apps/web/vite.config.ts), at start-up on the server (e-mails). A
 * message that is not valid ICU MessageFormat throws, naming its key.
 */
export function compileCatalogue(messages: Record<string, string>): CompiledCatalogue {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        return [key, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`catalogue message ${key}: ${(error as Error).message}`);
      }
    }),
  );
}
