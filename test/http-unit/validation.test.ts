// Unit tests of the HTTP layer's pure validation helpers (no server).
import { describe, expect, it } from 'vitest';
import { collectErrors, parseQuery, parseTimestamp, addFieldError } from '../../src/http/validation.js';
import { validateEnrichBody, validateBankSearchQuery, BANK_SEARCH_INTS, validateKeyCreateBody, validateOrgCreateBody } from '../../src/http/schemas.js';
import type { FieldErrors } from '../../src/http/envelope.js';

function errorsOf(validate: (x: unknown) => boolean, value: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (!validate(value)) collectErrors((validate as unknown as { errors: never }).errors, out);
  return out;
}

describe('enrich body', () => {
  it('accepts a valid body', () => {
    expect(validateEnrichBody({ title: 'STARBUCKS', country: 'us', type: 'expense' })).toBe(true);
  });
  it('names every bad field at once, unknown fields included', () => {
    const fe = errorsOf(validateEnrichBody, { title: '  ', country: 'USA', type: 'gift', extra: 1 });
    expect(Object.keys(fe).sort()).toEqual(['country', 'extra', 'title', 'type']);
  });
  it('reports missing fields', () => {
    expect(Object.keys(errorsOf(validateEnrichBody, {})).sort()).toEqual(['country', 'title', 'type']);
  });
  it('rejects control characters, lone surrogates and over-long titles', () => {
    expect(errorsOf(validateEnrichBody, { title: 'A\u0000B', country: 'US', type: 'expense' }).title).toBeDefined();
    expect(errorsOf(validateEnrichBody, { title: 'A\uD800B', country: 'US', type: 'expense' }).title).toBeDefined();
    expect(errorsOf(validateEnrichBody, { title: 'x'.repeat(257), country: 'US', type: 'expense' }).title).toBeDefined();
    expect(validateEnrichBody({ title: 'x'.repeat(256), country: 'US', type: 'expense' })).toBe(true);
    expect(validateEnrichBody({ title: 'Café 😀 Zürich', country: 'CH', type: 'expense' })).toBe(true);
  });
  it('treats "__proto__" and "constructor" as plain unknown fields', () => {
    const body = JSON.parse('{"title":"A","country":"US","type":"expense","__proto__":{"x":1},"constructor":1}');
    const fe = errorsOf(validateEnrichBody, body);
    expect(Object.keys(fe).sort()).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
  });
});

describe('query parsing', () => {
  it('converts only plain integers', () => {
    const { query } = parseQuery('name=Chase&page=2&size=1.5', BANK_SEARCH_INTS);
    expect(query).toEqual({ name: 'Chase', page: 2, size: '1.5' });
    const fe = errorsOf(validateBankSearchQuery, query);
    expect(Object.keys(fe)).toEqual(['size']);
    expect(fe.size![0]).toMatch(/integer/);
  });
  it('reports duplicates and keeps "__proto__" as a field', () => {
    const { query, duplicates } = parseQuery('name=a&name=b&__proto__=x', BANK_SEARCH_INTS);
    expect(duplicates).toEqual(['name']);
    expect(Object.keys(errorsOf(validateBankSearchQuery, query))).toEqual(['__proto__']);
  });
});

describe('field names', () => {
  it('array item errors are reported under the array field', () => {
    const fe = errorsOf(validateKeyCreateBody, { permissions: ['enrich', 'root'] });
    expect(Object.keys(fe)).toEqual(['permissions']);
    expect(fe.permissions![0]).toMatch(/^item 2: /);
  });
  it('multi-type messages read well', () => {
    const fe = errorsOf(validateOrgCreateBody, { name: 'x', plan: 'free', credits: 'lots' });
    expect(fe.credits).toEqual(['must be an integer or null']);
  });
  it('addFieldError never touches prototypes', () => {
    const out: FieldErrors = {};
    addFieldError(out, '__proto__', 'bad');
    addFieldError(out, '__proto__', 'worse');
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(JSON.stringify(out)).toBe('{"__proto__":["bad","worse"]}');
  });
});

describe('timestamps', () => {
  it('accepts ISO dates and date-times, rejects impossible dates', () => {
    expect(parseTimestamp('2024-05-01')).toBe(Date.UTC(2024, 4, 1));
    expect(parseTimestamp('2024-05-01T10:00:00Z')).toBe(Date.UTC(2024, 4, 1, 10));
    expect(parseTimestamp('2024-05-01T10:00:00+0200')).toBe(Date.UTC(2024, 4, 1, 8));
    expect(parseTimestamp('2024-05-01T10:00:00.123456Z')).toBe(Date.UTC(2024, 4, 1, 10, 0, 0, 123));
    expect(parseTimestamp('2024-02-31')).toBeNaN();
  });
});
