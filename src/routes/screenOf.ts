import type { ReactNode } from 'react';
import type { LazyView } from '../views/common/lazyView';

/** A route's component drawing a code-split screen: the router downloads the screen with it. */
export function screenOf<C extends () => ReactNode>(screen: LazyView<never>, route: C) {
  return Object.assign(route, { preload: screen.preload });
}
