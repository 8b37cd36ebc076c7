// Time-ordered UUIDs (RFC 9562 version 7): 48 bits of Unix milliseconds, then 74 random bits.
// Transaction ids are the primary key of the largest table and name its credit reservation:
// random (v4) keys put every insert on a random leaf page of those B-trees, so on a table
// larger than the buffer cache each insert reads and dirties a page of its own, and after every
// checkpoint writes that whole page to the WAL again. Keys that grow with time all land on the
// rightmost leaf. 74 random bits keep them unguessable (a v4 has 122; both far beyond guessing).
import { randomFillSync } from 'node:crypto';

// Hex digits as bytes: the id is written into a buffer and read back as one flat string. Joined
// from 17 pieces it was a rope of 14 nodes (488 bytes of heap instead of 65), and ids live long
// in the idempotency cache (src/flat-string.ts).
const DIGITS = Buffer.from('0123456789abcdef', 'latin1');
const out = Buffer.from('00000000-0000-0000-0000-000000000000', 'latin1');
/** Byte `b` as two hex digits at `at`. */
function hex(at: number, b: number): void {
  out[at] = DIGITS[b >>> 4]!;
  out[at + 1] = DIGITS[b & 0x0f]!;
}
const RANDOM_BYTES_PER_ID = 10;
// Random bytes drawn from the OS in blocks, as crypto.randomUUID does for v4.
const pool = Buffer.allocUnsafe(RANDOM_BYTES_PER_ID * 256);
let offset = pool.length;

/** A version 7 UUID for `ms` (default: now), lower-case hex as PostgreSQL prints it. */
export function uuid7(ms: number = Date.now()): string {
  if (offset + RANDOM_BYTES_PER_ID > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const r = offset;
  offset += RANDOM_BYTES_PER_ID;
  const high = Math.floor(ms / 0x100000000); // top 16 of the 48 timestamp bits
  const low = ms >>> 0; // bottom 32
  hex(0, (high >>> 8) & 0xff); hex(2, high & 0xff); hex(4, low >>> 24); hex(6, (low >>> 16) & 0xff);
  hex(9, (low >>> 8) & 0xff); hex(11, low & 0xff);
  hex(14, 0x70 | (pool[r]! & 0x0f)); hex(16, pool[r + 1]!); // version 7
  hex(19, 0x80 | (pool[r + 2]! & 0x3f)); hex(21, pool[r + 3]!); // variant 10
  for (let i = 0; i < 6; i++) hex(24 + 2 * i, pool[r + 4 + i]!);
  return out.toString('latin1');
}
