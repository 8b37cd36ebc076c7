// A string-keyed hash table over typed arrays (open addressing, linear probing, FNV-1a).
// Why not Map: the engine's big indexes (167k place names, 30k merchant keys) are built in
// every worker at start-up, and growing a JS Map that size costs hundreds of milliseconds of
// rehashing and garbage; here a build is one hash and a few integer probes per key. Lookups
// cost about the same as Map.get on a fresh string.

export const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a continued over s: fnvExtend(fnvExtend(FNV_OFFSET, a), b) >>> 0 === fnv1a(a + b). */
export function fnvExtend(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h;
}

export function fnv1a(s: string): number {
  return fnvExtend(FNV_OFFSET, s) >>> 0;
}

/** Whether k equals words[from..to) concatenated (len = their total length). */
function equalsJoined(k: string, words: readonly string[], from: number, to: number, len: number): boolean {
  if (k.length !== len) return false;
  let p = 0;
  for (let w = from; w < to; w++) {
    const word = words[w]!;
    for (let i = 0; i < word.length; i++) if (k.charCodeAt(p++) !== word.charCodeAt(i)) return false;
  }
  return true;
}

export class StringTable<V> {
  private keys: string[] = [];
  private vals: V[] = [];
  // Pairs per slot: [key index + 1 (0 = empty), hash | 0]. The hash sits next to the index so a
  // probe that misses (most window lookups do) touches one cache line, not the key arrays too.
  private slots: Int32Array;
  private mask: number; // slot count - 1
  // A one-bit-per-hash filter, 4 bits per slot (a 16th of the slots' bytes, so it stays in
  // cache): most lookups are misses (title windows that are no place or brand), and the
  // filter answers them without the random read into the slots that dominated the probes.
  private bits: Uint32Array;
  private bitShift: number; // filter bit = (h * golden) >>> bitShift: high bits, unlike the slot index

  constructor(expected = 16) {
    let cap = 16;
    while (cap < expected * 2) cap *= 2;
    this.slots = new Int32Array(cap * 2);
    this.mask = cap - 1;
    this.bits = new Uint32Array(cap / 8);
    this.bitShift = 32 - Math.log2(cap * 4);
  }

  private mayHave(h: number): boolean {
    const b = Math.imul(h, 0x9e3779b1) >>> this.bitShift;
    return (this.bits[b >>> 5]! & (1 << (b & 31))) !== 0;
  }

  private mark(h: number): void {
    const b = Math.imul(h, 0x9e3779b1) >>> this.bitShift;
    this.bits[b >>> 5]! |= 1 << (b & 31);
  }

  get size(): number { return this.keys.length; }

  private find(k: string, h: number): number {
    const slots = this.slots, mask = this.mask, h32 = h | 0;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const s = slots[2 * i]!;
      if (s === 0) return -1 - i; // free slot, encoded
      if (slots[2 * i + 1] === h32 && this.keys[s - 1] === k) return s - 1;
    }
  }

  /**
   * The value of the key words[from..to) joined, given its hash (fnvExtend over the words, >>> 0)
   * and length: window lookups without building the joined string.
   */
  getJoined(h: number, words: readonly string[], from: number, to: number, len: number): V | undefined {
    if (!this.mayHave(h)) return undefined;
    const slots = this.slots, mask = this.mask, h32 = h | 0;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const s = slots[2 * i]!;
      if (s === 0) return undefined;
      if (slots[2 * i + 1] === h32 && equalsJoined(this.keys[s - 1]!, words, from, to, len)) return this.vals[s - 1];
    }
  }

  get(k: string): V | undefined {
    const h = fnv1a(k);
    if (!this.mayHave(h)) return undefined;
    const i = this.find(k, h);
    return i >= 0 ? this.vals[i] : undefined;
  }

  has(k: string): boolean {
    const h = fnv1a(k);
    return this.mayHave(h) && this.find(k, h) >= 0;
  }

  set(k: string, v: V): void {
    const h = fnv1a(k);
    const i = this.find(k, h);
    if (i >= 0) { this.vals[i] = v; return; }
    this.keys.push(k);
    this.vals.push(v);
    const slot = -1 - i;
    this.slots[2 * slot] = this.keys.length;
    this.slots[2 * slot + 1] = h | 0;
    this.mark(h);
    if (this.keys.length * 2 > this.mask + 1) this.grow();
  }

  /** Every key, in insertion order. */
  keyList(): readonly string[] { return this.keys; }

  /** Every value, in insertion order. */
  values(): readonly V[] { return this.vals; }

  private grow(): void {
    const old = this.slots;
    const cap = (this.mask + 1) * 2;
    const slots = new Int32Array(cap * 2);
    const mask = cap - 1;
    for (let o = 0; o < old.length; o += 2) {
      if (old[o] === 0) continue;
      const h = old[o + 1]!;
      let i = h & mask;
      while (slots[2 * i] !== 0) i = (i + 1) & mask;
      slots[2 * i] = old[o]!;
      slots[2 * i + 1] = h;
    }
    this.slots = slots;
    this.mask = mask;
    this.bits = new Uint32Array(cap / 8);
    this.bitShift = 32 - Math.log2(cap * 4);
    for (let o = 1; o < slots.length; o += 2) if (slots[o - 1] !== 0) this.mark(slots[o]!);
  }
}
