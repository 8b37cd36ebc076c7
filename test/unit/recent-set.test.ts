import { describe, expect, it } from 'vitest';
import { RecentSet } from '../../src/recent-set.js';

describe('RecentSet', () => {
  it('keeps at least the last max keys and forgets older generations', () => {
    const ids = new RecentSet(3);
    for (const id of ['a', 'b', 'c']) ids.add(id);
    expect(['a', 'b', 'c'].every((id) => ids.has(id))).toBe(true);
    ids.add('d'); // starts a new generation; a-c still known
    expect(ids.has('a') && ids.has('d')).toBe(true);
    for (const id of ['e', 'f', 'g']) ids.add(id); // d-f fill it, g starts the next: a-c dropped
    expect(ids.has('a')).toBe(false);
    expect(['d', 'e', 'f', 'g'].every((id) => ids.has(id))).toBe(true);
    ids.add('g'); // a repeat is not added twice
    expect(ids.has('g')).toBe(true);
    ids.clear();
    expect(ids.has('g') || ids.has('d')).toBe(false);
  });
});
