import { describe, expect, it } from 'vitest';
import { uuid7 } from '../../src/uuid7.js';

describe('uuid7', () => {
  it('is an RFC 9562 version 7 UUID carrying the time in its first 48 bits', () => {
    const ms = Date.UTC(2026, 10, 26, 10, 0, 0, 123);
    const id = uuid7(ms);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(ms);
  });

  it('sorts by time and does not repeat', () => {
    const ids = new Set<string>();
    let last = '';
    for (let i = 0; i < 5000; i++) {
      const id = uuid7(1_700_000_000_000 + i);
      expect(id > last).toBe(true);
      last = id;
      ids.add(id);
      ids.add(uuid7(1_700_000_000_000)); // same millisecond: the random bits differ
    }
    expect(ids.size).toBe(10_000);
  });
});
