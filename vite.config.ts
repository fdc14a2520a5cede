import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vite';
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
const FIRST_LOAD =
  /\/(PricingView|pricing|catalog|client|xstate|user|auth|accountTools|device)-[\w-]+\.js$/;

export default defineConfig({
  base: `${BASE_PATH}/`,
  plugins: [
    react({
      // Same message ids as `lingui extract` (Babel), so compiled catalogs match at runtime.
      plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]],
    }),
    lingui(),
    vanillaExtractPlugin(),
    stripMachineDescriptions(process.env.VITE_STATECHARTS === '1'),
    stripContractDocs(),
    precompress(),
  ],
  server: { proxy: proxied },
  preview: { proxy: proxied },
  // Hidden maps: kept for debugging, not referenced by the scripts visitors download.
  build: {
    // Parallel browser runs (E2E_PORT) each build and serve their own copy (DIST_DIR).
    outDir: process.env.DIST_DIR || 'dist',
    sourcemap: 'hidden',
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
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
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
              name: 'xstate',
              test: /node_modules[\\/](xstate|@xstate[\\/]react|use-isomorphic-layout-effect)[\\/]|src[\\/](statecharts[\\/]live[\\/]|app[\\/]live[\\/]bound\.ts)/,
            },
            {
              // Talking to the API: ky, and valibot to check what comes back (the price list is
              // the first page's first call, so a chunk of its own would only cost a request).
              name: 'client',
              test: /node_modules[\\/](ky|valibot)[\\/]|src[\\/](api[\\/](http|client|contract[\\/](common|endpoint|codes))\.ts|app[\\/]live[\\/]registration\.ts)/,
            },
            {
              name: 'checkout',
              test: /src[\\/](app[\\/]live[\\/](checkoutFlow|checkout|upgrade|successfulOrder)|machines[\\/](checkoutMachine|checkoutForm|checkoutUpgradeMachine|successfulOrderMachine)|api[\\/](orders|cards|contact|problem))\.ts/,
            },
            {
              // The pay attempt and its notices: every screen that pays loads both.
              name: 'payment',
              test: /src[\\/](machines[\\/]payAttemptMachine\.ts|views[\\/]common[\\/]payment[\\/])/,
            },
            {
              name: 'catalog',
              test: /src[\\/](app[\\/]live[\\/]catalog|machines[\\/]catalogMachine|api[\\/](products|plans)|api[\\/]contract[\\/](products|wire))\.ts/,
            },
            {
              name: 'pricing',
              test: /src[\\/]views[\\/](pricing[\\/](PricingView|PlanCard|pricing\.css)|common[\\/]plan[\\/][^\\/]+|format[\\/]money)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});
