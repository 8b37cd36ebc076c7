// V8 keeps a string made by `+` or a template literal as a rope: once it is 13 or more characters,
// every join is a 32-byte node pointing at its two halves, and nothing flattens it until it is
// read character by character. A rope kept for hours (a cache key, an id held by a cache) costs
// its nodes for as long as it lives, and every major GC marks them: a version 7 uuid built from
// 17 pieces took 488 bytes of heap instead of 65, and the idempotency cache's 100,000 of them
// were 1.4 million of the 2.4 million objects on the main thread's heap under load
// (docs/BENCHMARKS.md, "sixth session"). Strings meant to live long are made flat here.
const scratch = Buffer.allocUnsafe(4096);

/** The same text as one flat string (a rope's nodes are left to the next scavenge). */
export function flat(s: string): string {
  if (s.length * 3 > scratch.length) return Buffer.from(s, 'utf8').toString('utf8');
  const n = scratch.write(s, 0, 'utf8');
  return scratch.toString('utf8', 0, n);
}
