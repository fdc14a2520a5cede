import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../build/precompress';

type WriteBundle = (options: { dir: string }, bundle: Record<string, unknown>) => Promise<void>;
const writeBundle = precompress().writeBundle as unknown as WriteBundle;

describe('precompress', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a gzip copy any browser reads, smaller than zlib at its best, and a brotli copy', async () => {
    // A real chunk: the app's own contract code, as a build writes it.
    const script = readFileSync('src/api/contract/orders.ts');
    writeFileSync(join(dir, 'app.js'), script);
    writeFileSync(join(dir, 'tiny.js'), 'export {}');
    await writeBundle({ dir }, { 'app.js': {}, 'tiny.js': {} });
    const gz = readFileSync(join(dir, 'app.js.gz'));
    expect(gunzipSync(gz).equals(script)).toBe(true);
    expect(gz.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).equals(script)).toBe(true);
    // Too small to be worth its encoding headers: sent as it is.
    expect(() => readFileSync(join(dir, 'tiny.js.gz'))).toThrow();
  });
});
