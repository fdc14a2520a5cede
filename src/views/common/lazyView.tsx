import { type ComponentType, type ReactNode, useState } from 'react';
import { ChunkLoadErrorView } from './ChunkLoadErrorView';

/** Spec §9: a screen's code that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

class ChunkTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`chunk did not load within ${timeoutMs} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

export type LazyView<P extends object = object> = ((props: P) => ReactNode) & {
  /** Starts (or joins) the download; never rejects — a failure is shown by the component. */
  preload: () => Promise<void>;
};

type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(timeoutMs)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** One code-split module: its download state, shared by every render of its screen. */
class Chunk<P extends object> {
  loaded: ComponentType<P> | undefined;
  failure: unknown;
  private inflight: Promise<void> | undefined;

  constructor(
    private readonly load: () => Promise<ComponentType<P>>,
    private readonly timeoutMs: number,
  ) {}

  readonly preload = (): Promise<void> => {
    if (this.loaded) return Promise.resolve();
    this.inflight ??= withTimeout(this.load(), this.timeoutMs)
      .then(
        (component) => {
          this.loaded = component;
          this.failure = undefined;
        },
        (error: unknown) => {
          this.failure = error;
        },
      )
      .finally(() => {
        this.inflight = undefined;
      });
    return this.inflight;
  };
}

function ChunkBoundary<P extends object>(boundary: { chunk: Chunk<P>; props: P; level: 1 | 3 }) {
  const { chunk, props } = boundary;
  const [, setAttempt] = useState(0);
  if (chunk.loaded) {
    const View = chunk.loaded;
    return <View {...props} />;
  }
  if (chunk.failure !== undefined) {
    return (
      <ChunkLoadErrorView
        level={boundary.level}
        timedOut={chunk.failure instanceof ChunkTimeoutError}
        onRetry={() => {
          chunk.failure = undefined;
          setAttempt((attempt) => attempt + 1);
        }}
      />
    );
  }
  // Suspend until the download settles. Throwing (rather than `use`) keeps this render free of
  // hooks that would run only on some renders; the next render takes one of the branches above.
  throw chunk.preload();
}

/**
 * A code-split screen (or a part of one: a tab). Unlike the router's lazyRouteComponent (which reloads the page on a
 * missing module and otherwise throws to the generic error view), a failed or timed-out download
 * shows our translated load error in place, and Retry imports the chunk again.
 * The router awaits `preload` before showing the route, so its pending view covers the wait.
 * Call it once per screen at module level: the download state lives in the returned component.
 */
export function lazyView<M, K extends keyof M>(
  importer: () => Promise<M>,
  exportName: K,
  // `level`: the load error's heading, 3 for a part of a screen (a tab) under its h1 and h2.
  { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, level = 1 }: { timeoutMs?: number; level?: 1 | 3 } = {},
): LazyView<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  const chunk = new Chunk<P>(
    () => importer().then((module) => module[exportName] as ComponentType<P>),
    timeoutMs,
  );
  const render = (props: P) => <ChunkBoundary chunk={chunk} props={props} level={level} />;
  return Object.assign(render, { preload: chunk.preload });
}
