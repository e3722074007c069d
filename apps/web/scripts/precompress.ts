import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|webmanifest)$/;

/**
 * Writes `.br` and `.gz` next to every compressible file of the build, once at build time, so
 * the server (@fastify/static `preCompressed`) sends them without compressing per request.
 * index.html is left alone: the server rewrites it per response (the CSP nonce).
 */
export async function precompressDir(dir: string): Promise<{ files: number }> {
  let files = 0;
  const walk = async (current: string): Promise<void> => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        await walk(full);
      } else if (
        COMPRESSIBLE.test(entry.name) &&
        entry.name !== 'index.html' &&
        (await stat(full)).size >= MIN_BYTES &&
        !(await compressedAlready(full))
      ) {
        const content = await readFile(full);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        files++;
      }
    }
  };
  await walk(dir);
  return { files };
}

/**
 * Whether `file` has both copies, written after it: the four builds share one output directory
 * (vite.config.ts), and each later one would otherwise compress again what the ones before it
 * wrote (~10 s a time at brotli's best quality).
 */
async function compressedAlready(file: string): Promise<boolean> {
  const source = (await stat(file)).mtimeMs;
  const copies = await Promise.all(
    [`${file}.br`, `${file}.gz`].map((copy) => stat(copy).catch(() => null)),
  );
  return copies.every((copy) => copy !== null && copy.mtimeMs >= source);
}

/** Runs precompressDir on the output directory after every `vite build`. */
export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config) {
        return;
      }
      const outDir = path.resolve(config.root, config.build.outDir);
      const { files } = await precompressDir(outDir);
      config.logger.info(`precompressed ${files} files (.br, .gz) in ${outDir}`);
    },
  };
}
