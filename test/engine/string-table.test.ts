// The engine's typed-array hash table: its miss filter must never hide a key (a false "absent"
// would silently drop a merchant or a place), through growth and joined-window lookups.
import { describe, expect, it } from 'vitest';
import { FNV_OFFSET, fnvExtend, StringTable } from '../../workers/engine/string-table.js';

function joinedHash(words: string[], from: number, to: number): [number, number] {
  let h = FNV_OFFSET, len = 0;
  for (let i = from; i < to; i++) { h = fnvExtend(h, words[i]!); len += words[i]!.length; }
  return [h >>> 0, len];
}

describe('StringTable', () => {
  it('finds every key it holds after growing from the smallest size, and misses the others', () => {
    const t = new StringTable<number>(1); // 16 slots: 20,000 keys force ten rebuilds of slots and filter
    const keys: string[] = [];
    for (let i = 0; i < 20000; i++) keys.push(`K${(i * 7919) % 100003}X${i % 13}`);
    keys.forEach((k, i) => t.set(k, i));
    expect(t.size).toBe(new Set(keys).size);
    const last = new Map(keys.map((k, i) => [k, i]));
    for (const [k, i] of last) {
      expect(t.get(k)).toBe(i);
      expect(t.has(k)).toBe(true);
    }
    let misses = 0;
    for (let i = 0; i < 20000; i++) {
      const k = `Q${i}`;
      if (t.get(k) === undefined && !t.has(k)) misses++;
    }
    expect(misses).toBe(20000);
  });

  it('looks up word windows without joining them, with the same answers as the joined key', () => {
    const t = new StringTable<string>(4);
    for (const k of ['SANJOSE', 'BURGERKING', 'PARIS', 'NEWYORKCITY', 'A']) t.set(k, k.toLowerCase());
    const words = ['BURGER', 'KING', 'NEW', 'YORK', 'CITY', 'SAN', 'JOSE', 'PARIS', 'A'];
    const found: string[] = [];
    for (let i = 0; i < words.length; i++) {
      for (let j = i + 1; j <= Math.min(words.length, i + 3); j++) {
        const [h, len] = joinedHash(words, i, j);
        const v = t.getJoined(h, words, i, j, len);
        expect(v).toBe(t.get(words.slice(i, j).join('')));
        if (v !== undefined) found.push(v);
      }
    }
    expect(found.sort()).toEqual(['a', 'burgerking', 'newyorkcity', 'paris', 'sanjose']);
  });
});
