/** Spec §2: the app lives under /pricing/. Vite's `base` and the router's basepath both use this. */
export const BASE_PATH = '/pricing';
