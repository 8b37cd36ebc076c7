// Unit tests of the source helpers the data build relies on.
import { describe, expect, it } from 'vitest';
import { altNamesFor } from '../../native-data/sources/cities.js';
import { loadCountries, normaliseAdmin } from '../../native-data/sources/countries.js';
import { IconIndex } from '../../native-data/sources/icons.js';
import { aliasesOf } from '../../native-data/sources/nsi.js';
import { OriginCountry } from '../../native-data/sources/origin-country.js';
import { asciiFold, hostnameOf } from '../../native-data/sources/text.js';

describe('text', () => {
  it('folds to ASCII', () => {
    expect(asciiFold('São Paulo')).toBe('Sao Paulo');
    expect(asciiFold('Taupō')).toBe('Taupo');
    expect(asciiFold('Łódź Straße Øresund')).toBe('Lodz Strasse Oresund');
  });
  it('takes hostnames without www', () => {
    expect(hostnameOf('https://www.starbucks.com/')).toBe('starbucks.com');
    expect(hostnameOf('not a url')).toBeNull();
  });
  it('aliases are upper case, folded, and never the bare name', () => {
    expect(aliasesOf('Café Nero', ['Café Nero', 'caffè nero'])).toEqual(['CAFE NERO', 'CAFFÈ NERO', 'CAFFE NERO']);
  });
});

describe('cities', () => {
  it('adds folded, umlaut, English/local and short forms', () => {
    expect(altNamesFor('BR', 'São Paulo')).toContain('Sao Paulo');
    expect(altNamesFor('DE', 'Munich')).toEqual(expect.arrayContaining(['München', 'Muenchen']));
    expect(altNamesFor('NZ', 'Taupo')).toContain('Taupō');
    expect(altNamesFor('US', 'New York City')).toContain('New York');
    expect(altNamesFor('DE', 'Frankfurt am Main')).toContain('Frankfurt');
    expect(altNamesFor('US', 'St. Louis')).toContain('Saint Louis');
    expect(altNamesFor('US', 'Kansas City')).toEqual([]);
  });
  it('maps GeoNames admin1 codes to postal abbreviations for CA and AU', () => {
    expect(normaliseAdmin('CA', '08')).toBe('ON');
    expect(normaliseAdmin('AU', '02')).toBe('NSW');
    expect(normaliseAdmin('US', 'WA')).toBe('WA');
    expect(normaliseAdmin('NL', '07')).toBe('07');
  });
});

describe('bank country of origin from a description', () => {
  const origin = new OriginCountry(loadCountries());
  it.each([
    ['Turkish private sector bank', 'TR'],
    ['credit union based in Santa Fe, New Mexico, United States', 'US'],
    ['Chilean subsidiary of Brazilian banking institution', 'CL'],
    ['South African bank', 'ZA'],
    ['Nordic financial institution', null],
    ['bank in Northern Cyprus', null],
  ])('%s -> %s', (description, code) => {
    expect(origin.of(description)).toBe(code);
  });
});

describe('icon matching is conservative', () => {
  const icons = new IconIndex();
  it('matches a brand whose domain agrees', () => {
    expect(icons.match('Starbucks', 'starbucks.com')?.slug).toBe('starbucks');
    expect(icons.match("McDonald's", 'mcdonalds.co.il')?.slug).toBe('mcdonalds');
  });
  it('does not match on a bare name, or a short title on another site', () => {
    expect(icons.match('Starbucks', null)).toBeNull();
    expect(icons.match('AMP', 'amp.com.au')).toBeNull();
    expect(icons.match('Origin Bank', 'origin.bank')).toBeNull();
  });
});
