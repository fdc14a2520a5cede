import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What a browser downloads as text; source maps stay uncompressed (only debuggers fetch them). */
const TEXT = /\.(js|css|html|svg|json|txt)$/;
/** Below this, the encoding headers cost about what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the build, compressed once at their
 * strongest settings, so the server (@fastify/static `preCompressed`) never compresses per request.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const name of Object.keys(bundle)) {
        if (!TEXT.test(name)) continue;
        const file = join(dir, name);
        const raw = readFileSync(file);
        if (raw.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}
