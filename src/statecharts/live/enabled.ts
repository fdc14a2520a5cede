/**
 * Whether the statechart viewer and its live feed are switched on (VITE_STATECHARTS=1).
 * Default: on under `vite` (development), off in production builds and in tests, so the app's
 * own tests never open a channel they did not ask for.
 * Written as plain `import.meta.env.X` reads so Vite replaces them with constants and a build
 * with the viewer off drops it entirely; plain Node (the server, scripts) has no import.meta.env.
 */
export const statechartsEnabled: boolean =
  typeof import.meta.env !== 'undefined' &&
  (import.meta.env.VITE_STATECHARTS === '1' ||
    (import.meta.env.VITE_STATECHARTS !== '0' && import.meta.env.MODE === 'development'));
