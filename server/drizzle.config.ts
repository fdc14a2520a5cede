import { defineConfig } from 'drizzle-kit';

// Run from the repo root: npx drizzle-kit generate --config server/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
