#!/usr/bin/env bash
# npm test: every check in turn, stopping at the first that fails, then what each one took (so a
# slow CI run says where its time went). The type check runs beside the quick static checks: it
# uses one core for most of a minute, and they fit on the other. The server suites run beside the
# last two steps (see below).
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

# One step runs beside the ones after it, its output kept until it ends. The browser tests wait on
# Chromium and their servers a quarter of the time; the server suites fill that: on 2 cores the
# two took 425 s side by side against 508 s one after the other.
beside_pid=
beside_log=$(mktemp)
trap '[ -n "$beside_pid" ] && kill -- "-$beside_pid" 2>/dev/null; rm -f "$beside_log"' EXIT
beside() {
  beside_name=$1
  shift
  beside_started=$(date +%s)
  echo "npm test: $beside_name, beside the next steps (its output comes after them)"
  # Its own process group, so a failing step can stop it whole; a lower priority, so the browser
  # tests beside it get the cores when both want them.
  setsid nice -n 10 "$@" > "$beside_log" 2>&1 &
  beside_pid=$!
}
beside_ends() {
  local status=0
  wait "$beside_pid" || status=$?
  beside_pid=
  echo "npm test: $beside_name"
  cat "$beside_log"
  took+=("$beside_name: $(($(date +%s) - beside_started)) s, beside the steps after it")
  if [ "$status" -ne 0 ]; then
    summary
    echo "npm test: $beside_name failed"
    exit "$status"
  fi
}

started=$(date +%s)
step "type check, lint, layers, catalogs, statecharts" static_checks
step "unit tests and the fast model runner" npm run -s test:unit
beside "server suites" npm run -s test:server
step "first-load JS per route" npm run -s size
step "browser tests" npm run -s test:e2e
beside_ends
took+=("all: $(($(date +%s) - started)) s")
summary
