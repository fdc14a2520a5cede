import { cleanup, configure, getConfig, waitFor } from '@testing-library/react';
import { chai, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { jsdomPerson } from '../../pages/jsdomPerson';
import type { Person } from '../../pages/person';
import { renderApp, type ScreenApi, signedInUser } from '../../unit/views/appHarness';
import type { Held } from './held';

type Call = {
  request: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  settled: boolean;
};

/**
 * One API call of the screens, held: every request the app makes waits until the path's
 * "the server answers" step settles it, so each in-between state stays on screen to be checked.
 */
export class HeldCall implements Held {
  readonly calls: Call[] = [];

  /** The answer of a call no path holds (see answersAtOnce). */
  private fixed?: { value: unknown };

  constructor(readonly name: string) {}

  readonly handle = (request?: unknown): Promise<never> =>
    new Promise((resolve, reject) => {
      this.calls.push({ request, resolve: resolve as never, reject, settled: !!this.fixed });
      if (this.fixed) resolve(this.fixed.value as never);
    });

  /** From now on every request is answered at once with `value`: a call the path does not hold. */
  answersAtOnce(value: unknown): void {
    this.fixed = { value };
  }

  /**
   * The newest request still waiting (an older one was superseded by the app). Waits as long as
   * a failing check of the person does (jsdomPerson.ts): under load a lazily loaded screen sends
   * its request late.
   */
  async waiting(): Promise<Call> {
    let call: Call | undefined;
    await waitFor(
      () => {
        call = this.calls.findLast((c) => !c.settled);
        if (!call) throw new Error(`the app sent no ${this.name} request to answer`);
      },
      { timeout: 5000 },
    );
    return call as Call;
  }

  readonly sent = () => this.calls.length;
  readonly unanswered = () => this.calls.filter((c) => !c.settled).length;
  readonly body = async () => (await this.waiting()).request;

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

/** A client call's name (the contract's, the same in every layer). */
export type CallName = keyof ScreenApi;

/**
 * The screens' API calls, held by name: `calls.placeOrder.answer(output)` settles the newest
 * waiting placeOrder request. `fakes` goes to renderApp, which binds the screens' machines to them;
 * a call not named here is not faked (it fails as an unreachable server would).
 */
export function holdApi<N extends CallName>(...names: N[]) {
  const calls = Object.fromEntries(names.map((n) => [n, new HeldCall(n)])) as Record<N, HeldCall>;
  const fakes = Object.fromEntries(names.map((n) => [n, calls[n].handle])) as Partial<ScreenApi>;
  return { calls, fakes };
}

export type HeldApi<N extends CallName = CallName> = ReturnType<typeof holdApi<N>>;

/** A binding's start: the app at `url`, a user signed in, these calls held (see closeScreen). */
export async function openScreen<N extends CallName, P>(
  url: string,
  pageOf: (person: Person) => P,
  ...hold: N[]
): Promise<{ api: HeldApi<N>; page: P }> {
  const api = holdApi(...hold);
  await renderApp({ url, api: api.fakes, getUserInfo: async () => signedInUser() });
  return { api, page: pageOf(jsdomPerson()) };
}

/**
 * The two steps of a screen's one read (see ownRead.ts), in jsdom: the held call answers as the
 * path says, and what it found is kept as what the person should see; or the call fails.
 */
export function heldRead<N extends CallName>(actor: string, call: N) {
  type H = { api: HeldApi<N>; found: unknown };
  return {
    [`xstate.done.actor.${actor}`]: (h: H, e: AnyEventObject) => {
      if (e.output.ok) h.found = e.output.value;
      return h.api.calls[call].answer(e.output);
    },
    [`xstate.error.actor.${actor}`]: (h: H) => h.api.calls[call].fail(),
  };
}

/** A binding's stop: the app is taken off the page. */
export const closeScreen = async () => cleanup();

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
