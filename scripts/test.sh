#!/usr/bin/env bash
# npm test: every check, stopping at the first that fails, then what each one took (so a slow CI
# run says where its time went). Some run beside the others (see `beside` below).
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

# Steps that run beside the ones after them, each one's output kept until it ends; a failure in one
# is told when they end. On 2 cores the server suites and the size check fill the quarter of the
# time the browser tests wait on Chromium and their servers: the server suites and browser tests
# took 425 s side by side against 508 s one after the other. The size check builds into its own folder
# (dist-size), so the browser tests' build beside it does not write over what it serves.
beside_names=()
beside_pids=()
beside_logs=()
beside_starts=()
stop_beside() {
  local pid
  # An ended step's entry is 0: `kill -- -0` would stop this script's own group.
  for pid in "${beside_pids[@]}"; do [ "$pid" -gt 0 ] && kill -- "-$pid" 2>/dev/null; done
  local log
  for log in "${beside_logs[@]}"; do rm -f "$log" "$log.end"; done
}
trap stop_beside EXIT
beside() {
  local log
  log=$(mktemp)
  echo "npm test: $1, beside the next steps (its output comes after them)"
  beside_names+=("$1")
  beside_logs+=("$log")
  beside_starts+=("$(date +%s)")
  shift
  # Its own process group, so a failing step can stop it whole; a lower priority, so the steps in
  # front get the cores when both want them. It notes when it ended, for the summary.
  setsid nice -n 10 bash -c '"${@:2}"; status=$?; date +%s > "$1"; exit "$status"' _ "$log.end" \
    "$@" > "$log" 2>&1 &
  beside_pids+=("$!")
}
beside_ends() {
  local i status ended
  for i in "${!beside_pids[@]}"; do
    status=0
    wait "${beside_pids[$i]}" || status=$?
    beside_pids[i]=0
    echo "npm test: ${beside_names[$i]}"
    cat "${beside_logs[$i]}"
    ended=$(cat "${beside_logs[$i]}.end" 2>/dev/null || date +%s)
    took+=("${beside_names[$i]}: $((ended - beside_starts[i])) s, beside the steps after it")
    if [ "$status" -ne 0 ]; then
      summary
      echo "npm test: ${beside_names[$i]} failed"
      exit "$status"
    fi
  done
}

# The type check (TypeScript 7, the native compiler: 10 s on one core where TypeScript 5.9 took
# 40 s and 59 core-s, with the same diagnostics) runs on one core, the quick checks on the other.
# TypeScript 5.9 stays as `typescript` for the tools that read TypeScript through its JavaScript
# API (dependency-cruiser accepts < 7). (Run beside the unit tests instead, the type check cost
# them as much as it saved here: both keep the two cores busy.)
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
beside "server suites" npm run -s test:server
beside "first-load JS per route" env DIST_DIR=dist-size npm run -s size
step "browser tests" npm run -s test:e2e
beside_ends
took+=("all: $(($(date +%s) - started)) s")
summary
