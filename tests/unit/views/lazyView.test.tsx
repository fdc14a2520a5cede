// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../src/i18n/catalog';
import { CHUNK_LOAD_TIMEOUT_MS, lazyView } from '../../../src/views/common/lazyView';

beforeAll(() => activateLocale('en'));
afterEach(cleanup);

const Hello = ({ name = 'world' }: { name?: string }) => <p>hello {name}</p>;

function show(element: React.ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <Suspense fallback={<p>waiting</p>}>{element}</Suspense>
    </I18nProvider>,
  );
}

describe('lazyView', () => {
  it('waits 120 s by default before calling a chunk lost (spec §9)', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('renders the screen once its chunk arrives, passing props through', async () => {
    const Lazy = lazyView(() => Promise.resolve({ Hello }), 'Hello');
    show(<Lazy name="investor" />);
    expect(await screen.findByText('hello investor')).toBeTruthy();
  });

  it('shows a translated load error with Retry when the chunk fails; Retry imports again', async () => {
    const importer = vi
      .fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Hello });
    const Lazy = lazyView(importer, 'Hello');
    // The router awaits preload before rendering; it must not reject (the view shows the error).
    await expect(Lazy.preload()).resolves.toBeUndefined();
    show(<Lazy />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page could not be loaded');
    expect(alert.textContent).toContain('Part of the page failed to download');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('hello world')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('gives up on a chunk that never arrives after the timeout, then retries', async () => {
    const importer = vi
      .fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValueOnce({ Hello });
    const Lazy = lazyView(importer, 'Hello', { timeoutMs: 30 });
    show(<Lazy />);
    expect(screen.getByText('waiting')).toBeTruthy();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Loading took too long');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('hello world')).toBeTruthy();
  });

  it('shows the error in Chinese when the UI is in Chinese', async () => {
    await activateLocale('zh_HK');
    try {
      const Lazy = lazyView(
        (): Promise<{ Hello: typeof Hello }> => Promise.reject(new Error('offline')),
        'Hello',
      );
      await Lazy.preload();
      show(<Lazy />);
      expect(await screen.findByRole('button', { name: '重試' })).toBeTruthy();
    } finally {
      await activateLocale('en');
    }
  });
});
