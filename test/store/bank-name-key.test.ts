// The bank-search key: a name typed in any case finds the stored one, whatever its letters.
import { describe, expect, it } from 'vitest';
import { bankNameKey } from '../../src/store/reference-data.js';

describe('bankNameKey', () => {
  it.each([
    ['Türk Bankası', 'TÜRK BANKASI'], // dotless ı upper-cases to I, which lower-cases to i
    ['Straße Bank', 'STRASSE BANK'],
    ['Τράπεζα Πειραιώς', 'ΤΡΆΠΕΖΑ ΠΕΙΡΑΙΏΣ'], // final ς vs σ
    ['Chase', '  chase '],
    ['ＡＢＣ Bank', 'abc bank'], // full-width letters
  ])('%s is found as %s', (stored, typed) => {
    expect(bankNameKey(typed)).toBe(bankNameKey(stored));
  });

  it('different names stay different', () => {
    expect(bankNameKey('Bank of A')).not.toBe(bankNameKey('Bank of B'));
  });
});
