// The gazetteer in columns (native-data/build/engine/gazetteer-columns.msgpack): decoding 170k
// small records from gazetteer.msgpack took ~0.5 s per worker; the same data as a few joined
// strings and typed arrays decodes in a few milliseconds and is rebuilt into the identical
// GazetteerFile. The file carries the SHA-1 of the gazetteer.msgpack it was made from, so a
// stale copy is never used.
import { createHash } from 'node:crypto';
import type { AdminRecord, CityRecord, CountryRecord, GazetteerFile, ZipRecord } from './types.js';

const SEP = '\u001f';

export interface GazetteerColumns {
  version: 1;
  sourceSha1: string;
  cityCount: number;
  names: string; // joined by SEP
  altCounts: Uint16Array;
  altNames: string; // joined by SEP, in city order
  strings: string[]; // shared table: countries, admin codes, timezones, zip cities and states
  country: Uint32Array; // index into strings
  admin: Int32Array; // index into strings, -1 = null
  timezone: Int32Array; // index into strings, -1 = null
  lat: Float64Array;
  lon: Float64Array;
  population: Float64Array;
  zipCount: number;
  zips: string; // joined by SEP
  zipCity: Uint32Array;
  zipState: Uint32Array;
  zipLat: Float64Array;
  zipLon: Float64Array;
  admins: AdminRecord[];
  countries: CountryRecord[];
  /** nameKey of each city's name then of each of its altNames, in city order, joined by SEP. */
  keys?: string;
}

export function sha1(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}

export function toColumns(g: GazetteerFile, sourceSha1: string, nameKey?: (s: string) => string): GazetteerColumns {
  const table = new Map<string, number>();
  const strings: string[] = [];
  const idx = (s: string): number => {
    let i = table.get(s);
    if (i === undefined) { i = strings.length; strings.push(s); table.set(s, i); }
    return i;
  };
  const n = g.cities.length;
  const cols = {
    altCounts: new Uint16Array(n), country: new Uint32Array(n), admin: new Int32Array(n), timezone: new Int32Array(n),
    lat: new Float64Array(n), lon: new Float64Array(n), population: new Float64Array(n),
  };
  const alts: string[] = [];
  g.cities.forEach((c, i) => {
    for (const s of [c.name, ...c.altNames]) if (s.includes(SEP)) throw new Error(`gazetteer name contains the column separator: ${s}`);
    cols.altCounts[i] = c.altNames.length;
    alts.push(...c.altNames);
    cols.country[i] = idx(c.country);
    cols.admin[i] = c.admin === null ? -1 : idx(c.admin);
    cols.timezone[i] = c.timezone === null ? -1 : idx(c.timezone);
    cols.lat[i] = c.lat;
    cols.lon[i] = c.lon;
    cols.population[i] = c.population;
  });
  const z = g.zips.length;
  const zipCity = new Uint32Array(z), zipState = new Uint32Array(z), zipLat = new Float64Array(z), zipLon = new Float64Array(z);
  g.zips.forEach((r, i) => {
    zipCity[i] = idx(r.city);
    zipState[i] = idx(r.state);
    zipLat[i] = r.lat;
    zipLon[i] = r.lon;
  });
  const bytes = (a: ArrayBufferView) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength) as unknown as never;
  return {
    version: 1, sourceSha1, cityCount: n, names: g.cities.map((c) => c.name).join(SEP), altNames: alts.join(SEP), strings,
    // Typed arrays go out as their bytes (msgpackr would narrow the elements to bytes); the
    // build and the workers run on the same little-endian machine kind.
    altCounts: bytes(cols.altCounts), country: bytes(cols.country), admin: bytes(cols.admin), timezone: bytes(cols.timezone),
    lat: bytes(cols.lat), lon: bytes(cols.lon), population: bytes(cols.population),
    zipCount: z, zips: g.zips.map((r) => r.zip).join(SEP), zipCity: bytes(zipCity), zipState: bytes(zipState), zipLat: bytes(zipLat),
    zipLon: bytes(zipLon), admins: g.admins, countries: g.countries,
    ...(nameKey ? { keys: g.cities.flatMap((c) => [nameKey(c.name), ...c.altNames.map(nameKey)]).join(SEP) } : {}),
  };
}

type TypedCtor = Uint16ArrayConstructor | Uint32ArrayConstructor | Int32ArrayConstructor | Float64ArrayConstructor;
const TYPED: Array<[keyof GazetteerColumns, TypedCtor]> = [
  ['altCounts', Uint16Array], ['country', Uint32Array], ['admin', Int32Array], ['timezone', Int32Array], ['lat', Float64Array],
  ['lon', Float64Array], ['population', Float64Array], ['zipCity', Uint32Array], ['zipState', Uint32Array], ['zipLat', Float64Array], ['zipLon', Float64Array],
];

/** msgpackr writes typed arrays as plain bytes: view them again as their element type (copied, so aligned). */
function withTypedArrays(c: GazetteerColumns): GazetteerColumns {
  const out = { ...c } as unknown as Record<string, unknown>;
  for (const [key, Ctor] of TYPED) {
    const v = c[key] as unknown;
    if (v instanceof Ctor && !(v instanceof Uint8Array)) continue;
    if (!(v instanceof Uint8Array)) throw new Error(`gazetteer columns: ${String(key)} is not binary`);
    out[key] = new Ctor(new Uint8Array(v).buffer); // a copy: Buffer views share a pool
  }
  return out as unknown as GazetteerColumns;
}

const NO_NAMES: string[] = Object.freeze([]) as unknown as string[];

/** The GazetteerFile the columns were made from (records with the same fields in the same order). */
/** The precompiled name keys (see GazetteerColumns.keys), or null when absent or malformed. */
export function columnKeys(c: GazetteerColumns, g: GazetteerFile): string[] | null {
  if (typeof c.keys !== 'string') return null;
  const keys = c.keys.split(SEP);
  let n = 0;
  for (const city of g.cities) n += 1 + city.altNames.length;
  return keys.length === n ? keys : null;
}

export function fromColumns(packed: GazetteerColumns): GazetteerFile {
  const c = withTypedArrays(packed);
  const n = c.cityCount;
  const names = n ? c.names.split(SEP) : [];
  const alts = c.altNames.length ? c.altNames.split(SEP) : [];
  if (names.length !== n) throw new Error('gazetteer columns: city count mismatch');
  const s = c.strings;
  const cities: CityRecord[] = new Array(n);
  let a = 0;
  for (let i = 0; i < n; i++) {
    const k = c.altCounts[i]!;
    const adm = c.admin[i]!, tz = c.timezone[i]!;
    cities[i] = {
      name: names[i]!, altNames: k === 0 ? NO_NAMES : alts.slice(a, a + k), country: s[c.country[i]!]!,
      admin: adm < 0 ? null : s[adm]!, lat: c.lat[i]!, lon: c.lon[i]!, population: c.population[i]!, timezone: tz < 0 ? null : s[tz]!,
    };
    a += k;
  }
  const zipCodes = c.zipCount ? c.zips.split(SEP) : [];
  const zips: ZipRecord[] = new Array(c.zipCount);
  for (let i = 0; i < c.zipCount; i++) {
    zips[i] = { zip: zipCodes[i]!, city: s[c.zipCity[i]!]!, state: s[c.zipState[i]!]!, lat: c.zipLat[i]!, lon: c.zipLon[i]! };
  }
  return { cities, admins: c.admins, zips, countries: c.countries };
}
