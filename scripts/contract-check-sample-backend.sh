#!/usr/bin/env bash
# CI: `npm run contract-check` against the sample backend, started here on the loopback on its own
# ports (not the e2e suite's 8080/8081), signed in by SMS as the seeded `pacjent`, booking included
# (--allow-writes: the backend is thrown away). Bounded: 60 s to start, 120 s for the check.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${CONTRACT_CHECK_PORT:-8090}"
log="$(mktemp)"
PORT="$port" PARTNER_PORT="$((port + 1))" HOST=127.0.0.1 DELAY_MS=0 RATE_LIMITS=relaxed DEV_SHORTCUTS=1 \
  node ./node_modules/tsx/dist/cli.mjs packages/sample-backend/src/main.ts >"$log" 2>&1 &
backend=$!
trap 'kill "$backend" 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 1 120); do
  if node -e "fetch('http://127.0.0.1:$port/config.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; then
    break
  fi
  if ! kill -0 "$backend" 2>/dev/null; then
    cat "$log" >&2
    echo "the sample backend stopped before it answered" >&2
    exit 1
  fi
  sleep 0.5
done
timeout 120 npm run -s contract-check -- --api "http://localhost:$port" \
  --sms-phone '+48 500100200' --sms-code 123456 --allow-writes
