import { describe, expect, it, vi } from 'vitest';
import { CATALOG_RETRIES, withRetries } from '../../../src/i18n/catalog';

/** A read that fails `times` times, then gives its catalog. */
function flaky(times: number) {
  let failed = 0;
  return vi.fn(async () => {
    if (failed++ < times) throw new TypeError('Failed to fetch dynamically imported module');
    return { hello: 'hello' };
  });
}

describe('reading a catalog', () => {
  it('is tried again after 350 ms, up to five times, and gives the catalog once it comes', async () => {
    vi.useFakeTimers();
    try {
      const read = flaky(CATALOG_RETRIES);
      const reading = withRetries(read);
      await vi.advanceTimersByTimeAsync(349);
      expect(read).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(read).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(350 * (CATALOG_RETRIES - 1));
      await expect(reading).resolves.toEqual({ hello: 'hello' });
      expect(read).toHaveBeenCalledTimes(CATALOG_RETRIES + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails with the last error when the sixth read fails too', async () => {
    const read = flaky(CATALOG_RETRIES + 1);
    await expect(withRetries(read, 1)).rejects.toThrow('Failed to fetch');
    expect(read).toHaveBeenCalledTimes(CATALOG_RETRIES + 1);
  });
});
