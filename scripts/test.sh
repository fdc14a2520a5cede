#!/usr/bin/env bash
# npm test: every check in turn, stopping at the first that fails, then what each one took (so a
# slow CI run says where its time went). The type check runs beside the quick static checks: it
# uses one core for most of a minute, and they fit on the other.
set -uo pipefail
cd "$(dirname "$0")/.."

took=()
summary() {
  echo "npm test, time per step:"
  printf '  %s\n' "${took[@]}"
}
step() {
  local name=$1 started status
  shift
  started=$(date +%s)
  echo "npm test: $name"
  "$@"
  status=$?
  took+=("$name: $(($(date +%s) - started)) s")
  if [ "$status" -ne 0 ]; then
    summary
    echo "npm test: $name failed"
    exit "$status"
  fi
}

static_checks() {
  local typecheck_log status=0
  typecheck_log=$(mktemp)
  npm run -s typecheck > "$typecheck_log" 2>&1 &
  local typecheck=$!
  npm run -s lint && npm run -s layers && npm run -s i18n:check && npm run -s statecharts:check ||
    status=$?
  wait "$typecheck" || status=$?
  cat "$typecheck_log"
  rm -f "$typecheck_log"
  return "$status"
}

started=$(date +%s)
step "type check, lint, layers, catalogs, statecharts" static_checks
step "unit tests and the fast model runner" npm run -s test:unit
step "server suites" npm run -s test:server
step "first-load JS per route" npm run -s size
step "browser tests" npm run -s test:e2e
took+=("all: $(($(date +%s) - started)) s")
summary
