/**
 * A screen of one thing of the investor's own (a plan's activity, an invoice), read by one call:
 * the server sends it, or refuses with 0004 (the thing is not this investor's), or no answer comes
 * and the person can try again. Written once for both runners; each binding answers the read its
 * own way (`heldRead` in jsdom, `releasedRead` in Chromium) and keeps what the server sent.
 */

/**
 * The steps of a screen's read (this kind of screen's, or a list's), as a path may take them: the
 * server answers with each of `answers` (a step each), or no answer comes; the person tries again.
 */
export const readSteps = (actor: string, retry: string, answers: unknown[]) => [
  ...answers.map((output) => ({ type: `xstate.done.actor.${actor}`, output })),
  { type: `xstate.error.actor.${actor}`, error: new TypeError('offline') },
  { type: retry },
];

/** The server's refusal: no such `thing` in this investor's account. */
export const notTheirs = (thing: string) => ({
  ok: false,
  problem: { code: '0004', message: `${thing} not found` },
});

/** What the person sees and does on such a screen, whatever it shows once read. */
type ReadPage = {
  loading(): Promise<void>;
  failed(): Promise<void>;
  notFound(): Promise<void>;
};

/** The screen, and what the server really sent (null until it has). */
export type ReadSeen<P extends ReadPage, T> = { page: P; found: T | null };

/** What the server sent, to be seen; a path that shows it before it was sent fails. */
export function sent<T>(h: ReadSeen<ReadPage, T>): T {
  if (!h.found) throw new Error('the path shows what the server never sent');
  return h.found;
}

/** The states every such screen has before (or instead of) showing what it read. */
export const readSees = {
  'tag:busy': (h: ReadSeen<ReadPage, unknown>) => h.page.loading(),
  failed: (h: ReadSeen<ReadPage, unknown>) => h.page.failed(),
  notFound: (h: ReadSeen<ReadPage, unknown>) => h.page.notFound(),
};
