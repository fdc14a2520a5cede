#!/usr/bin/env bash
# The server suite on embedded PGlite and, when one is given, the same suite on PostgreSQL. The
# two runs share no database and the PostgreSQL one mostly waits on its server, so they run side
# by side; each one's output is printed whole, one after the other.
set -uo pipefail
# The sign-in pages read the compiled catalogs (src/locales/*/signIn.ts).
bash scripts/compile-catalogs.sh > /dev/null
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "server suite on PostgreSQL skipped: TEST_DATABASE_URL is not set (.ci/run sets it)"
  exec env -u TEST_DATABASE_URL npx vitest run --config server/vitest.config.ts
fi
logs=$(mktemp -d)
env -u TEST_DATABASE_URL npx vitest run --config server/vitest.config.ts > "$logs/pglite" 2>&1 &
pglite=$!
npx vitest run --config server/vitest.config.ts > "$logs/postgres" 2>&1 &
postgres=$!
wait "$pglite"; pglite_status=$?
wait "$postgres"; postgres_status=$?
echo "server suite on PGlite"
cat "$logs/pglite"
echo "server suite again on PostgreSQL ($TEST_DATABASE_URL), but the files marked \"PGlite only\""
cat "$logs/postgres"
rm -rf "$logs"
exit $((pglite_status || postgres_status))
