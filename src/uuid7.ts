// Time-ordered UUIDs (RFC 9562 version 7): 48 bits of Unix milliseconds, then 74 random bits.
// Transaction ids are the primary key of the largest table and name its credit reservation:
// random (v4) keys put every insert on a random leaf page of those B-trees, so on a table
// larger than the buffer cache each insert reads and dirties a page of its own, and after every
// checkpoint writes that whole page to the WAL again. Keys that grow with time all land on the
// rightmost leaf. 74 random bits keep them unguessable (a v4 has 122; both far beyond guessing).
import { randomFillSync } from 'node:crypto';

const HEX: string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
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
  return (
    HEX[(high >>> 8) & 0xff]! + HEX[high & 0xff]! + HEX[low >>> 24]! + HEX[(low >>> 16) & 0xff]! + '-' +
    HEX[(low >>> 8) & 0xff]! + HEX[low & 0xff]! + '-' +
    HEX[0x70 | (pool[r]! & 0x0f)]! + HEX[pool[r + 1]!]! + '-' + // version 7
    HEX[0x80 | (pool[r + 2]! & 0x3f)]! + HEX[pool[r + 3]!]! + '-' + // variant 10
    HEX[pool[r + 4]!]! + HEX[pool[r + 5]!]! + HEX[pool[r + 6]!]! + HEX[pool[r + 7]!]! + HEX[pool[r + 8]!]! + HEX[pool[r + 9]!]!
  );
}
