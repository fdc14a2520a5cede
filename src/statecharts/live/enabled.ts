/**
 * Whether the statechart viewer and its live feed are switched on (VITE_STATECHARTS=1).
 * Default: on under `vite` (development), off in production builds and in tests, so the app's
 * own tests never open a channel they did not ask for.
 * import.meta.env exists only under Vite; plain Node (the server, scripts) reads it as off.
 */
function readFlag(): boolean {
  const env = (import.meta as { env?: Record<string, string | boolean | undefined> }).env;
  if (!env) return false;
  if (env.VITE_STATECHARTS === '1') return true;
  if (env.VITE_STATECHARTS === '0') return false;
  return env.MODE === 'development';
}

export const statechartsEnabled: boolean = readFlag();
