// V8 flags the service's main thread is started with. They must be given on the command line
// (V8 sizes the main isolate's heap before any code runs), so `npm start` (package.json), the
// Dockerfile's CMD and the bin's shebang (src/cli/index.ts) carry the same literal flags;
// test/cli/node-flags.test.ts checks that they agree with this list. The benchmarks and the
// tests start the service with them, so they measure what ships.
//
// --max-semi-space-size=4 (MB; V8's default is 16): the main thread allocates short-lived
// objects per request (headers, closures, postgres.js parameters) and scavenges a young
// generation of 3 x 4 MB instead of 3 x 16 MB: measured (docs/BENCHMARKS.md, 2026-11-26) peak
// RSS 50-100 MB lower under load and req/s the same or a few % higher. The worker threads keep
// V8's default young generation (src/enrich/pool.ts): the engine's allocations per title are
// larger and fewer survive a bigger nursery.
export const SERVE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];
