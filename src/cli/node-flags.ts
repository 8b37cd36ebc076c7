// V8 flags the service's main thread is started with. They must be given on the command line
// (V8 sizes the main isolate's heap before any code runs), so `npm start` (package.json), the
// Dockerfile's CMD and the bin's shebang (src/cli/index.ts) carry the same literal flags;
// test/cli/node-flags.test.ts checks that they agree with this list. The benchmarks and the
// tests start the service with them, so they measure what ships.
//
// --max-semi-space-size=4 (MB; V8's default is 16): the main thread allocates short-lived
// objects per request (headers, closures, postgres.js parameters) and scavenges a young
// generation of 3 x 4 MB instead of 3 x 16 MB. The engine workers set their own young
// generation (24 MB, src/enrich/pool.ts), the HTTP front thread its own (6 MB, compat-front.ts).
// --heap-growing-percent=60: V8 lets the old space grow to 1.6 x what survived the last full
// GC before collecting again, instead of up to 4 x under allocation pressure. Under load, the
// requests waiting on their commit are promoted and die in the old space, so the default let
// the main heap reach ~300 MB with ~80 MB live. Process-wide (workers too).
// Measured (docs/BENCHMARKS.md, 2026-11-26; 10 s unique then 10 s repeating titles, wrk 64
// connections, PostgreSQL): peak RSS 727-783 MB with V8's defaults, 726-749 MB with the small
// semi-space alone, 515 MB with both (30 %: 492-498 MB, 100 %: 552 MB); req/s within the
// run-to-run noise (unique 3,500-4,800, repeating 6,600-9,000 for every setting).
export const SERVE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4', '--heap-growing-percent=60'];
