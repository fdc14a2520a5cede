#!/usr/bin/env bash
# The server suite on embedded PGlite, then the same suite on PostgreSQL when one is given.
set -euo pipefail
env -u TEST_DATABASE_URL npx vitest run --config server/vitest.config.ts
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "server suite again on PostgreSQL ($TEST_DATABASE_URL)"
  npx vitest run --config server/vitest.config.ts
else
  echo "server suite on PostgreSQL skipped: TEST_DATABASE_URL is not set (.ci/run sets it)"
fi
