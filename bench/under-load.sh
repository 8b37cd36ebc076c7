#!/usr/bin/env bash
# One service under wrk load, for A/B runs of node flags and settings (docs/BENCHMARKS.md):
# starts `node FLAGS dist/src/cli.js serve` (with the extra environment ENV) on a fresh
# PostgreSQL database, drives each feed (bench/lib/wrk.ts: unique, repeat) with wrk for DUR
# seconds (64 connections; RATE=N for an open loop at N req/s), and prints per feed: req/s,
# p50/p99, and the CPU each request cost - the main thread, the other threads of the node
# process (engine workers, V8's GC and compiler threads) and all PostgreSQL processes, from
# /proc (utime+stime: CPU actually used, unlike a CPU profile's wall-clock samples) - then the
# mean worker batch (jobs per task), the mean rows per writer batch and the peak RSS, and per feed the
# main thread's event-loop delay (mean, p99, max: how long it was kept from its timers).
# Repeat a feed to see a warmed-up process ("unique unique": the first run includes JIT warm-up).
# Usage: npm run build && bench/under-load.sh "--max-semi-space-size=16 --heap-growing-percent=60 --single-threaded-gc" ["ENV=1 ..."] ["unique repeat"]
# DB_URL=postgres://postgres@/DB?host=/var/run/postgresql uses a Unix socket (DB is replaced);
# LOG=FILE keeps the service's output (e.g. with --trace-gc); CONN=N connections (default 64).
# Feed 'batch' (100 items per POST /v1/transactions/enrich/batch): CPU is per batch request, and
# the items answered 200 are printed.
set -euo pipefail
cd "$(dirname "$0")/.."
FLAGS=${1:-}
EXTRA=${2:-}
FEEDS=${3:-unique repeat}
PG=${PG_URL:-postgres://postgres@127.0.0.1:5432}
DB=txe_load_$$
DB_URL=${DB_URL:-$PG/DB}
PORT=$((20000 + RANDOM % 20000))
psql "$PG/postgres" -qc "CREATE DATABASE $DB" >/dev/null
# shellcheck disable=SC2086
env PORT=$PORT METRICS_PORT=$((PORT + 1)) ADMIN_API_KEY=load-admin-key-0123456789 DATABASE_URL="${DB_URL/DB/$DB}" $EXTRA node $FLAGS dist/src/cli.js serve >"${LOG:-/dev/null}" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; sleep 1; psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS $DB" >/dev/null' EXIT
for _ in $(seq 1 80); do curl -sf "localhost:$PORT/ready" >/dev/null && break; sleep 0.25; done
KEY=$(node -e "
  import('./dist/bench/lib/api-client.js').then(async ({ createOrg }) => {
    const org = await createOrg('http://127.0.0.1:$PORT', 'load-admin-key-0123456789', { name: 'load', plan: 'enterprise', rps: 100000, concurrency: 10000 });
    console.log(org.apiKey);
  });")
samples=$(mktemp)
python3 bench/lib/peak-rss.py $pid >"$samples" &
run=0
for feed in $FEEDS; do
  run=$((run + 1))
  # the event-loop delay gauges are reset by every scrape: this one starts the feed's window
  curl -s "localhost:$((PORT + 1))/metrics" >/dev/null
  read -r m0 t0 p0 _ < <(python3 bench/lib/cpu-snapshot.py $pid)
  set -- $(node -e "
    import('./dist/bench/lib/wrk.js').then(async ({ runWrk }) => {
      const r = await runWrk({ type: 'wrk', host: '127.0.0.1', port: $PORT, apiKey: '$KEY', connections: ${CONN:-64}, durationSec: ${DUR:-10}, feed: '$feed', rate: ${RATE:-0}, keyPrefix: 'load$$-$run-$feed' });
      console.log(r.rps, '$feed' === 'batch' ? r.enrichOk : r.latencyMs.count, r.latencyMs.p50, r.latencyMs.p99, r.enrichOk, JSON.stringify(r.statusCounts));
    });")
  read -r m1 t1 p1 _ < <(python3 bench/lib/cpu-snapshot.py $pid)
  us() { echo $(( ($2 - $1) * 1000000 / $(getconf CLK_TCK) / $3 )); }
  [ "$feed" = batch ] && echo "batch: $5 items answered 200 ($(( $5 / ${DUR:-10} ))/s; CPU below is per item), requests by status $6"
  echo "$feed: $1 req/s, p50 $3 ms, p99 $4 ms; CPU per request: main thread $(us $m0 $m1 $2) us, other node threads $(us $((t0 - m0)) $((t1 - m1)) $2) us, PostgreSQL $(us $p0 $p1 $2) us"
  # the main thread's event-loop delay during the feed: prom-client's monitorEventLoopDelay times a 10 ms
  # timer, so its figures include those 10 ms; printed here without them (how late the timer ran)
  curl -s "localhost:$((PORT + 1))/metrics" | awk '/^nodejs_eventloop_lag_p99_seconds/{p=$2}/^nodejs_eventloop_lag_max_seconds/{m=$2}/^nodejs_eventloop_lag_mean_seconds/{a=$2}
    END{printf "  main event-loop delay: mean %.1f ms, p99 %.1f ms, max %.1f ms\n", a*1000-10, p*1000-10, m*1000-10}'
done
curl -s "localhost:$((PORT + 1))/metrics" | awk '/^txenrich_worker_tasks_total/{t=$2}/^txenrich_worker_task_jobs_total/{j=$2}/^txenrich_writer_writes_total/{w=$2}/^txenrich_writer_batches_total/{b=$2}/^txenrich_worker_job_seconds/{e=$2}
  END{printf "jobs per worker task %.1f, engine time per job (moving average, wall) %d us, rows per writer batch %.1f, ", j/(t+1e-9), e*1e6, w/(b+1e-9)}'
echo "flags [$FLAGS] env [$EXTRA]: peak RSS $(sort -n "$samples" | tail -1 | awk '{print int($1/1024)}') MB"
rm -f "$samples"
