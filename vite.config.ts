import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vite';
import { firstLoadGroup } from './build/firstLoad';
import { precompress } from './build/precompress';
import { stripContractDocs } from './build/stripDocStrings';
import { stripMachineDescriptions } from './build/stripMachineDescriptions';
import { BASE_PATH } from './src/app/basePath';

// The reference API server (server/) also serves the login page the sign-in gate redirects to.
const apiServer = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const proxied = Object.fromEntries(
  ['/api', '/login', '/signup', '/logout'].map((path) => [path, { target: apiServer }]),
);

/** Chunks the pricing page or signing in load, by name: their imports stay preloaded. */
const FIRST_LOAD = /\/(boot|account|device)-[\w-]+\.js$/;

const firstLoad = firstLoadGroup();

const outDir = process.env.DIST_DIR || 'dist';

/** The plugins both builds need: the same class names, message ids and stripped texts. */
const sourcePlugins = () => [
  react({
    // Same message ids as `lingui extract` (Babel), so compiled catalogs match at runtime.
    plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]],
  }),
  lingui(),
  vanillaExtractPlugin(),
  stripMachineDescriptions(process.env.VITE_STATECHARTS === '1'),
  stripContractDocs(),
];

/**
 * `vite build --ssr src/app/prerender/pricingPage.tsx`: the module the reference server runs to
 * send /pricing/ with its content already drawn. Beside the app's build, never served itself.
 */
const prerenderBuild = defineConfig({
  base: `${BASE_PATH}/`,
  plugins: sourcePlugins(),
  build: {
    outDir: `${outDir}-ssr`,
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: '[name].js' } },
  },
});

/**
 * @xstate/react imports the shims React 17 needed; React 19 has useSyncExternalStore itself, and
 * the package's own non-shim entries use it: the shim's fallback stays out of the first load.
 */
const reactOnlyShims = [
  {
    find: /^use-sync-external-store\/shim\/with-selector$/,
    replacement: 'use-sync-external-store/with-selector',
  },
  { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
];

const appBuild = defineConfig({
  base: `${BASE_PATH}/`,
  plugins: [...sourcePlugins(), precompress(), firstLoad.plugin],
  resolve: { alias: reactOnlyShims },
  server: { proxy: proxied },
  preview: { proxy: proxied },
  // Hidden maps: kept for debugging, not referenced by the scripts visitors download.
  build: {
    // Parallel browser runs (E2E_PORT) each build and serve their own copy (DIST_DIR).
    outDir,
    sourcemap: 'hidden',
    // The server reads which files the pricing route needs, to name them in its prerendered HTML.
    manifest: true,
    modulePreload: {
      polyfill: false,
      // The entry carries the preload list of every dynamic import it makes (__vite__mapDeps), so
      // each new screen made the first load of /pricing/ heavier. Only what the pricing page and
      // sign-in load keep their scripts' imports preloaded; a screen behind them preloads its
      // stylesheets (no unstyled flash) and fetches its scripts' imports when it runs: one round
      // trip more, on the first visit to that screen only.
      resolveDependencies: (target, deps, { hostType }) =>
        hostType === 'html' || FIRST_LOAD.test(target)
          ? deps
          : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // The entry names every file it may load (__vite__mapDeps), and hashes barely compress:
        // seven characters instead of eight (the fewest rolldown accepts for this many chunks)
        // took 80 B gzip off the first load of /pricing/, and stylesheets named by their hash
        // alone (their source names were vanilla-extract's, such as "common.css.ts") 120 B more.
        // Spec §7: scripts load from static/js, stylesheets from static/css, under the base path.
        entryFileNames: 'static/js/[name]-[hash:7].js',
        chunkFileNames: 'static/js/[name]-[hash:7].js',
        assetFileNames: ({ names }) =>
          names.some((name) => name.endsWith('.css'))
            ? 'static/css/[hash:7][extname]'
            : 'static/media/[hash:7][extname]',
        // A screen and its machine bound to the API (src/app/live) are two dynamic imports the
        // route makes at once; left to itself the bundler cuts them into slivers by which screen
        // uses which module, and every extra file costs the first load of /pricing/ (npm run
        // size). These groups keep each feature in one file, as it was when views bound machines.
        codeSplitting: {
          // A group takes only the modules it names: their dependencies stay where they were
          // (React in the entry), so no page loads a group it does not use.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'boot',
              test: firstLoad.test,
            },
            {
              // The API client and what every call needs (ky, valibot, the contract's shared
              // schemas): not on the pricing page's first load, and one file, not seven, for the
              // first page that calls the API.
              name: 'api',
              test: firstLoad.inApp(
                /node_modules[\\/](ky|valibot)[\\/]|src[\\/]api[\\/](client|http|products|plans)\.ts|src[\\/]api[\\/]contract[\\/](codes|common|wire|endpoint|products)\.ts/,
              ),
            },
            {
              // What every signed-in page runs: who is signed in, the account menu, and the
              // parts every personal-centre and checkout screen shares (dialog, dates, errors).
              name: 'account',
              test: firstLoad.inApp(
                /src[\\/](app[\\/]auth|machines[\\/](userMachine|signInGateMachine)|api[\\/](session|user)|api[\\/]contract[\\/](user|errors|result)|views[\\/]shell[\\/]accountTools(\.css)?|views[\\/]common[\\/](Dialog|focusable|dialog\.css|form[\\/]form\.css)|views[\\/]format[\\/]date)\.tsx?$/,
              ),
            },
            {
              // Offer selection and checkout: one flow, so one file with the contracts and the
              // card checks they both run.
              name: 'checkout',
              test: firstLoad.inApp(
                /node_modules[\\/](card-validator|credit-card-type)[\\/]|src[\\/](app[\\/]live[\\/](checkoutFlow|checkout|upgrade|successfulOrder|referralWelcome)|machines[\\/](checkoutMachine|checkoutForm|checkoutUpgradeMachine|successfulOrderMachine|contactForm|referralWelcomeMachine)|api[\\/](orders|cards|contact|problem|planActions)|api[\\/]contract[\\/](plans|cards|contact|orders))\.ts/,
              ),
            },
            {
              // The form parts checkout, contact and payment methods share.
              name: 'forms',
              test: firstLoad.inApp(
                /src[\\/]views[\\/]common[\\/](form[\\/](?!form\.css)[^\\/]+|cards[\\/][^\\/]+|couponMessages\.ts)$/,
              ),
            },
            {
              // The pay attempt and its notices: every screen that pays loads both.
              name: 'payment',
              test: firstLoad.inApp(
                /src[\\/](machines[\\/]payAttemptMachine\.ts|views[\\/]common[\\/]payment[\\/])/,
              ),
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? prerenderBuild : appBuild));
