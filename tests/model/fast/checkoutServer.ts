import { configure, getConfig, waitFor } from '@testing-library/react';
import { chai, vi } from 'vitest';
import type { ScreenApi } from '../../unit/views/appHarness';

type Call = {
  request: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  settled: boolean;
};

/**
 * One API call of the checkout screens, held: every request the app makes waits until the path's
 * "the server answers" step settles it, so each in-between state stays on screen to be checked.
 */
class HeldCall {
  readonly calls: Call[] = [];

  constructor(readonly name: string) {}

  readonly handle = (request?: unknown): Promise<never> =>
    new Promise((resolve, reject) => {
      this.calls.push({ request, resolve: resolve as never, reject, settled: false });
    });

  /** The newest request still waiting (an older one was superseded by the app). */
  async waiting(): Promise<Call> {
    let call: Call | undefined;
    await waitFor(
      () => {
        call = this.calls.findLast((c) => !c.settled);
        if (!call) throw new Error(`the app sent no ${this.name} request to answer`);
      },
      { timeout: 3000 },
    );
    return call as Call;
  }

  async answer(value: unknown): Promise<Call> {
    const call = await this.waiting();
    call.settled = true;
    call.resolve(value);
    return call;
  }

  async fail(error: unknown = new TypeError('Failed to fetch')): Promise<Call> {
    const call = await this.waiting();
    call.settled = true;
    call.reject(error);
    return call;
  }

  /** Waits for the app to send one more request than `before` (a resend after a moment). */
  async another(before: number, timeout = 4000): Promise<Call> {
    await waitFor(
      () => {
        if (this.calls.length <= before) throw new Error(`the app did not send ${this.name} again`);
      },
      { timeout },
    );
    return this.calls[before] as Call;
  }
}

/**
 * The API calls of the checkout screens (pc/uc, pc/c, pc/po, pc/pc, pc/uap, pc/up), held; `fakes`
 * goes to renderApp, which binds the screens' machines to them.
 */
export function holdCheckoutApi() {
  const api = {
    contact: new HeldCall('pc/uc (saved contact)'),
    cards: new HeldCall('pc/c (saved cards)'),
    preview: new HeldCall('pc/po (order preview)'),
    pay: new HeldCall('pc/pc (place order)'),
    upgrade: new HeldCall('pc/uap (upgrade)'),
    plans: new HeldCall('pc/up (my plans)'),
  };
  const fakes: Partial<ScreenApi> = {
    getContact: api.contact.handle,
    getCards: api.cards.handle,
    previewOrder: api.preview.handle,
    placeOrder: api.pay.handle,
    upgradePlan: api.upgrade.handle,
    getMyPlans: api.plans.handle,
  };
  return { ...api, fakes };
}

export type CheckoutApi = ReturnType<typeof holdCheckoutApi>;

/**
 * Failures as the report needs them: Testing Library's "not found" errors print the whole page
 * (the first line is enough), and expect() cuts long texts to 40 characters (the whole sentence
 * is needed). Returns the way back to the previous settings.
 */
export function readableErrors(): () => void {
  const previous = getConfig().getElementError;
  const truncate = chai.config.truncateThreshold;
  chai.config.truncateThreshold = 0;
  configure({
    getElementError: (message) => {
      const error = new Error((message ?? '').split('\n\n')[0]);
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
  return () => {
    configure({ getElementError: previous });
    chai.config.truncateThreshold = truncate;
  };
}

/**
 * For paths where "a moment passes" (the 1.5 s before a lost payment is resent): timers run on
 * their own as usual, and the step jumps the clock instead of waiting. Returns how to undo it.
 */
export function skippableClock(): { skip: (ms: number) => void; restore: () => void } {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  return { skip: (ms) => vi.advanceTimersByTime(ms), restore: () => vi.useRealTimers() };
}
