#!/usr/bin/env bash
# lingui compile, when a compiled catalog (src/locales/*/*.ts) is missing or older than its message
# catalog or the Lingui config. npm test runs the server suites beside the browser tests' build, and
# a compile rewrites each file in place: a suite importing one meanwhile could read it half written.
set -euo pipefail
cd "$(dirname "$0")/.."
for po in src/locales/*/*.po; do
  compiled=${po%.po}.ts
  if [ ! -e "$compiled" ] || [ "$po" -nt "$compiled" ] || [ lingui.config.ts -nt "$compiled" ]; then
    exec npx lingui compile --typescript
  fi
done
