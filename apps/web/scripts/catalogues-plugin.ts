import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:catalogue/';
const directory = fileURLToPath(new URL('../../../packages/domain/src/i18n/', import.meta.url));

/**
 * `import messages from 'virtual:catalogue/ur/candidate+common'`: the Urdu catalogue's
 * candidate. and common. keys, compiled for Lingui's runtime here, at build time, so the
 * browser gets no message parser (docs/decisions/0033-languages-and-right-to-left.md). The
 * catalogues are packages/domain/src/i18n/{locale}.json; a broken message fails the build.
 */
export function catalogues(): Plugin {
  return {
    name: 'catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) {
        return null;
      }
      const [locale = '', areas = ''] = id.slice(PREFIX.length + 1).split('/');
      if (!/^[a-z]{2}$/.test(locale)) {
        throw new Error(`catalogue: no such locale in ${id}`);
      }
      const file = `${directory}${locale}.json`;
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const wanted = areas.split('+').map((area) => `${area}.`);
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        if (wanted.some((area) => key.startsWith(area))) {
          try {
            compiled[key] = compileMessageOrThrow(message);
          } catch (error) {
            throw new Error(`catalogue ${locale}.json, ${key}: ${(error as Error).message}`);
          }
        }
      }
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
