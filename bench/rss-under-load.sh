#!/usr/bin/env bash
# Peak RSS of the service under load for a set of node flags (docs/BENCHMARKS.md, V8 heap flags):
# starts `node FLAGS dist/src/cli.js serve` on a fresh PostgreSQL database, drives 10 s of unique
# titles then 10 s of repeating titles with wrk (the feeds of bench/lib/wrk.ts, 64 connections),
# samples VmRSS every 100 ms, prints req/s, p99 and RSS after each feed and the peak.
# Usage: npm run build && bench/rss-under-load.sh "--max-semi-space-size=4 --heap-growing-percent=60"
set -euo pipefail
cd "$(dirname "$0")/.."
FLAGS=${1:-}
PG=${PG_URL:-postgres://postgres@127.0.0.1:5432}
DB=txe_rss_$$
PORT=$((20000 + RANDOM % 20000))
psql "$PG/postgres" -qc "CREATE DATABASE $DB" >/dev/null
# shellcheck disable=SC2086
PORT=$PORT METRICS_PORT=0 ADMIN_API_KEY=rss-admin DATABASE_URL="$PG/$DB" node $FLAGS dist/src/cli.js serve >/dev/null 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; sleep 1; psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS $DB" >/dev/null' EXIT
for _ in $(seq 1 80); do curl -sf "localhost:$PORT/ready" >/dev/null && break; sleep 0.25; done
KEY=$(node -e "
  import('./dist/bench/lib/api-client.js').then(async ({ createOrg }) => {
    const org = await createOrg('http://127.0.0.1:$PORT', 'rss-admin', { name: 'rss', plan: 'enterprise', rps: 100000, concurrency: 10000 });
    console.log(org.apiKey);
  });")
samples=$(mktemp)
( while kill -0 $pid 2>/dev/null; do awk '/VmRSS/{print $2}' /proc/$pid/status; sleep 0.1; done ) >"$samples" &
out=""
for feed in unique repeat; do
  r=$(node -e "
    import('./dist/bench/lib/wrk.js').then(async ({ runWrk }) => {
      const r = await runWrk({ type: 'wrk', host: '127.0.0.1', port: $PORT, apiKey: '$KEY', connections: 64, durationSec: 10, feed: '$feed', keyPrefix: 'rss$$' + '$feed' });
      console.log(r.rps + ' req/s p99 ' + r.latencyMs.p99 + ' ms');
    });")
  out="$out $feed $r, RSS $(awk '/VmRSS/{print int($2/1024)}' /proc/$pid/status) MB;"
done
echo "flags [$FLAGS]:$out peak $(sort -n "$samples" | tail -1 | awk '{print int($1/1024)}') MB"
rm -f "$samples"
