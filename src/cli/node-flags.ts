// V8 flags the service's main thread is started with. They must be given on the command line
// (V8 sizes the main isolate's heap before any code runs), so `npm start` (package.json), the
// Dockerfile's CMD and the bin's shebang (src/cli/index.ts) carry the same literal flags;
// test/cli/node-flags.test.ts checks that they agree with this list. The benchmarks and the
// tests start the service with them, so they measure what ships.
//
// --max-semi-space-size=16 (MB, V8's own default, written out so the choice is visible): a
// scavenge costs what survives it, not the space's size, and under load what survives is the
// requests in flight (waiting on their commit); a young generation of 3 x 16 MB scavenges a
// quarter as often as 3 x 4 MB for about the same pause. Measured (docs/BENCHMARKS.md, eighteenth
// session, unique feed, six alternating pairs): the main thread, the bottleneck, spent 128-184 us
// per request against 151-236 us with 4 MB (lower in all six pairs), req/s 2,728-3,946 against
// 2,275-3,445; half-load p99 unchanged; peak RSS ~40-60 MB higher (404-434 MB).
// The engine workers set their own young generation (24 MB, src/enrich/pool.ts), the HTTP front
// thread its own (6 MB, compat-front.ts).
// --heap-growing-percent=60: V8 lets the old space grow to 1.6 x what survived the last full
// GC before collecting again, instead of up to 4 x under allocation pressure. Under load, the
// requests waiting on their commit are promoted and die in the old space, so the default let
// the main heap reach ~300 MB with ~80 MB live. Process-wide (workers too).
// Measured (docs/BENCHMARKS.md, 2026-11-26; 10 s unique then 10 s repeating titles, wrk 64
// connections, PostgreSQL): peak RSS 727-783 MB with V8's defaults, 726-749 MB with the small
// semi-space alone, 515 MB with both (30 %: 492-498 MB, 100 %: 552 MB); req/s within the
// run-to-run noise (unique 3,500-4,800, repeating 6,600-9,000 for every setting).
// --single-threaded-gc: V8 does its collections on the thread whose heap it is, without its
// helper threads (parallel scavenge, concurrent marking). On 2 cores shared by the main thread,
// the engine worker, the HTTP front, PostgreSQL and the client, a parallel scavenge waits for
// helper threads that get no core: the main thread's scavenges (4 MB) took p50 1.2-1.3 ms but
// p99 8.6-12.4 ms and up to 24-27 ms (--trace-gc, half load), and every request in flight waited
// with them. Single-threaded: p99 7.1 ms, max 15-17 ms; enrich p99 at half load (3,900 req/s
// paced, wrk) 15.8-17.0 against 24.1-24.3 ms, eight alternating pairs all lower; req/s at full
// load unchanged within noise; the main thread does ~10 us more per request, the other threads
// ~5-10 us less (docs/BENCHMARKS.md, sixteenth session).
export const SERVE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16', '--heap-growing-percent=60', '--single-threaded-gc'];
