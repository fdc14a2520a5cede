import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vite';
import { stripMachineDescriptions } from './build/stripMachineDescriptions';
import { BASE_PATH } from './src/app/basePath';

// The reference API server (server/) also serves the login page the sign-in gate redirects to.
const apiServer = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const proxied = Object.fromEntries(
  ['/api', '/login', '/signup', '/logout'].map((path) => [path, { target: apiServer }]),
);

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
  ],
  server: { proxy: proxied },
  preview: { proxy: proxied },
  // Hidden maps: kept for debugging, not referenced by the scripts visitors download.
  build: { outDir: 'dist', sourcemap: 'hidden', modulePreload: { polyfill: false } },
});
