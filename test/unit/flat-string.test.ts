import { describe, expect, it } from 'vitest';
import { flat } from '../../src/flat-string.js';

describe('flat', () => {
  it('returns the same text for ASCII, non-Latin and astral characters', () => {
    for (const s of ['', 'a', `${'org'.repeat(12)}\0key-1`, 'Kartenzahlung Bäckerei Müller', 'カード利用 ｾﾌﾞﾝｲﾚﾌﾞﾝ', '🍕 pizza 🍕']) {
      expect(flat(s)).toBe(s);
    }
  });

  it('handles text longer than its scratch buffer', () => {
    const long = 'é'.repeat(3000) + 'x'.repeat(5000);
    expect(flat(long)).toBe(long);
    expect(flat(long).length).toBe(8000);
  });
});
