// Location: resolves the place named in a title ("SEATTLE WA 98109", "TORONTO ON", "SYDNEY NS
// AUS", "//Hannover/DE", trailing "AMSTERDAM") against the gazetteer.
import { BUSINESS_WORDS, exactTradeTarget, listedTradeTarget } from './category-rules.js';
import { entityId } from './ids.js';
import { FNV_OFFSET, fnvExtend, StringTable } from './string-table.js';
import type { AdminRecord, CityRecord, CountryRecord, GazetteerFile, LocationData, ZipRecord } from './types.js';
import { fold, isTwoByte, nameKey, squash, titleCase } from './text.js';
import type { Tok } from './parse.js';

// Truncated state codes banks print (AU "VI", "QL", "NS"); mapped to the postal abbreviation.
const ADMIN_ALIASES: Record<string, Record<string, string>> = {
  AU: { VI: 'VIC', QL: 'QLD', NS: 'NSW', TA: 'TAS', AC: 'ACT', NW: 'NSW', SAU: 'SA', WAU: 'WA' },
};
// Words that are city names somewhere but, in a title, are far more often something else.
const NOT_CITIES = new Set([
  'STORE', 'STORES', 'MARKET', 'STATION', 'CENTER', 'CENTRE', 'CITY', 'TOWN', 'PARK', 'PLAZA', 'MALL', 'SHOP', 'BAR',
  'CAFE', 'GAS', 'OIL', 'FOOD', 'FOODS', 'MART', 'SUPER', 'EXPRESS', 'CLUB', 'HOUSE', 'HOME', 'INN', 'HOTEL', 'APP',
  'ONLINE', 'BILL', 'PAYMENT', 'TRAVEL', 'TAXI', 'GARDEN', 'UNION', 'LIBERTY', 'FRANKLIN',
  'HOPE', 'ORANGE', 'MEDIA', 'CORONA', 'GUARDA', 'SALE', 'DEAL', 'READING', 'ENERGY', 'ENGIE',
  'TELIA', 'METRO', 'PLUS', 'DIA', 'LIDL', 'NORTH', 'SOUTH', 'EAST', 'WEST', 'CENTRAL', 'SAN', 'SANTA', 'PORT',
  'MOUNT', 'SAINT', 'ST', 'NEW', 'LAKE', 'BEACH', 'RIVER', 'SPRINGS', 'HEIGHTS', 'VILLAGE', 'CO', 'SAVINGS', 'MEMO', 'SPLIT',
  'DINNER', 'RENT', 'PIZZA', 'TACOS', 'BOOKS', 'COFFEE', 'KITCHEN', 'BREAD', 'DELI', 'GRILL', 'CARD', 'BANK', 'MOBILE',
  'FAMILY', 'PREMIER', 'SERVICE', 'SERVICES', 'CASH', 'APPLE', 'AMAZON', 'GOOGLE', 'TARGET', 'COSTCO', 'SOLUTIONS',
  // words for a town's centre or main station that name a hamlet somewhere ("NAPOLI CENTRALE")
  'CENTRALE', 'CENTRO', 'CENTRUM', 'ZENTRUM',
  // (round 104) a bank's own words that name a town somewhere ("ATM CASH DEPOSIT": Deposit, New York)
  'DEPOSIT', 'WITHDRAWAL', 'REFUND', 'BALANCE', 'INTEREST', 'CHECK', 'CHEQUE', 'LOAN', 'PAYROLL', 'TRANSFER', 'SALARY',
]);
const CITY_STATES = new Set(['SG', 'HK', 'MO', 'MC', 'LU', 'VA', 'GI']);
const STREET_WORDS = new Set([
  'ST', 'STREET', 'AVE', 'AVENUE', 'RD', 'ROAD', 'BLVD', 'BOULEVARD', 'DR', 'DRIVE', 'LN', 'LANE', 'WAY', 'HWY',
  'HIGHWAY', 'PKWY', 'PL', 'CT', 'SQ', 'BROADWAY', 'STRASSE', 'STR', 'RUE', 'CALLE', 'VIA', 'RUA', 'AV', 'WEG', 'GATAN',
]);

export interface Gazetteer {
  cities: StringTable<CityRecord | CityRecord[]>; // nameKey -> city, or cities most populous first
  admins: Map<string, Map<string, AdminRecord>>; // country -> code -> admin
  zips: StringTable<ZipRecord>;
  countries: Map<string, CountryRecord>; // alpha2 and alpha3 -> record
  countryByCode: Map<string, CountryRecord>; // alpha2 -> record
  display: Map<CityRecord, string>; // display-name overrides
  other: Map<string, CityRecord | CityRecord[]>; // names in other scripts (two-byte keys), read only for their titles
  /** cities of 100,000 or more: a name cut short at the end of a title is looked up among them */
  big?: CityRecord[];
  /**
   * Names without their leading article ("The Bronx" -> BRONX, "Al Muharraq" -> MUHARRAQ), where no city
   * has that name: kept apart from `cities`, which the tagger's features read as trained.
   */
  bare?: StringTable<CityRecord | CityRecord[]>;
  /** Large cities named in two words or more by their first word's initial and the rest ("B.AIRES", "B.HORIZONTE"). */
  initialled?: StringTable<CityRecord | CityRecord[]>;
}

/** Leading articles GeoNames keeps in names that statements drop (English, Arabic with its assimilated forms). */
const NAME_ARTICLE_RE = /^(?:The|Al|El|Ad|Ar|As|Ash|Az)[ -]/;

const QUALIFIED_GERMAN: ReadonlySet<string> = new Set(['DE', 'AT', 'CH']);
const GERMAN_QUALIFIER_RE = /^(.+?) (?:in|vor der|auf der|auf dem) \S/;

function bareNames(g: GazetteerFile, cities: StringTable<CityRecord | CityRecord[]>): StringTable<CityRecord | CityRecord[]> {
  const bare = new StringTable<CityRecord | CityRecord[]>(1024);
  const put = (k: string, c: CityRecord) => {
    const hit = bare.get(k);
    if (hit === undefined) bare.set(k, c);
    else if (!Array.isArray(hit)) { if (hit !== c) bare.set(k, hit.population >= c.population ? [hit, c] : [c, hit]); }
    else if (!hit.includes(c)) { hit.push(c); hit.sort((a, b) => b.population - a.population); }
  };
  for (const c of g.cities) {
    for (const n of [c.name, ...c.altNames]) {
      const m = NAME_ARTICLE_RE.exec(n);
      if (!m) continue;
      const k = nameKey(n.slice(m[0].length));
      if (k.length < 4 || isTwoByte(k) || cities.get(k) !== undefined) continue;
      put(k, c);
    }
    // "Bad Homburg vor der Höhe", "Schwandorf in Bayern": a German town's qualifier that statements drop (the
    // build keeps the head of "am", "an der", "im", "in der", "bei", "ob der" names already).
    const q = c.population >= 10000 && QUALIFIED_GERMAN.has(c.country) ? GERMAN_QUALIFIER_RE.exec(c.name) : null;
    if (q) {
      const k = nameKey(q[1]!);
      if (k.length >= 5 && !cityIn(cities.get(k), (x) => x.country === c.country)) put(k, c);
    }
    // (round 79) "Xalapa de Enríquez", "Acapulco de Juárez", "Heroica Nogales": a Mexican town's official name with the
    // patriot it honours or its "Heroica" title, which statements drop (XALAPA VER, ACAPULCO GRO).
    const mx = c.country === 'MX' && c.population >= 20000 ? MX_HONOURED_RE.exec(c.name) : null;
    if (mx && mx[1]!.length >= 4) {
      const k = nameKey(mx[1]!);
      if (k.length >= 4 && !isTwoByte(k) && !cityIn(cities.get(k), (x) => x.country === 'MX')) put(k, c);
    }
    // "Donostia / San Sebastián", "Gasteiz / Vitoria": GeoNames' name of a town with two official languages holds
    // both, and statements print one. Each half names the town where no town of its country has that name
    // (towns of 10,000 or more: smaller ones are a town's quarters "Thalwil / Dorfkern").
    if (c.population >= 10000 && c.name.indexOf(' / ') > 0 && c.name.indexOf('(') < 0) {
      for (const part of c.name.split(' / ')) {
        const k = nameKey(part);
        if (k.length < 4 || isTwoByte(k) || cityIn(cities.get(k), (x) => x.country === c.country)) continue;
        put(k, c);
      }
    }
    // (round 63) "SAO JOSE CAMPOS", "SANTA CRUZ TENERIFE", "FRANKFURT ODER": a town of 50,000 or more named in three words or more
    // with a linking word (de, dos, del, am, an der, sur ...), printed without it where no town of its country has that name.
    if (c.population >= LINKLESS_MIN_POP) {
      for (const n of [c.name, ...c.altNames]) {
        const k = linklessKey(n);
        if (k === null || k.length < 8 || isTwoByte(k) || cityIn(cities.get(k), (x) => x.country === c.country)) continue;
        put(k, c);
      }
    }
    // (round 53) "NIZHNY NOVGOROD", "EKATERINBURG", "RISHON LEZION": the everyday romanization of a large city's name
    // where GeoNames keeps the BGN/PCGN one (see ROMANIZATION_VARIANTS).
    const variants = c.population >= 100000 ? ROMANIZATION_VARIANTS[c.country] : undefined;
    if (variants) {
      for (const n of [c.name, ...c.altNames]) {
        if (isTwoByte(n)) continue;
        for (const v of romanizedVariants(n, variants)) {
          const k = nameKey(v);
          if (k.length < 4 || cities.get(k) !== undefined) continue;
          put(k, c);
        }
      }
    }
  }
  return bare;
}

const LINKLESS_MIN_POP = 50000;
/** (round 79) A Mexican town's name without its honorific: "Heroica" before it, or "de <patriot>" after it. */
const MX_HONOURED_RE = /^(?:Heroica |Heróica )?(.+?)(?: de (?:Juárez|Juarez|Enríquez|Enriquez|Hidalgo|Morelos|Zaragoza|Allende|Ocampo|Degollado|Galeana|Guerrero|Madero|Mina|Matamoros|Comonfort|Mier|Rayón|Lerdo|Álvarez|Bravo|los Mina))?$/;
// (round 63) The linking words of place names statements drop ("São José dos Campos" -> SAO JOSE CAMPOS).
const NAME_LINK_WORDS: ReadonlySet<string> = new Set(['DE', 'DEL', 'DELLA', 'DEGLI', 'DEI', 'DI', 'DO', 'DOS', 'DA', 'DAS', 'DES', 'DU', 'LA', 'LOS', 'LAS', 'AM', 'AN', 'DER', 'IM', 'SUR', 'UPON', 'ON', 'EN']);

/** The key of a name of three words or more without its linking words, or null when it has none (or keeps fewer than two words). */
function linklessKey(name: string): string | null {
  const parts = fold(name).split(/[^A-Z0-9]+/).filter(Boolean);
  if (parts.length < 3) return null;
  const kept = parts.filter((w) => !NAME_LINK_WORDS.has(w));
  if (kept.length === parts.length || kept.length < 2) return null;
  return nameKey(kept.join(' '));
}

/**
 * (round 53) The BGN/PCGN romanizations GeoNames keeps beside the everyday ones statements print, by country: Russian and
 * other Cyrillic names' -IY / -YY endings (Nizhniy, Groznyy: Nizhny, Grozny) and initial YE (Yekaterinburg: Ekaterinburg);
 * Hebrew names' Q, W and doubled Y (Petah Tiqwa, Rishon LeZiyyon: Petah Tikva, Rishon LeZion).
 */
const CYRILLIC_ROMANIZATION: ReadonlyArray<readonly [RegExp, string]> = [[/iy\b/g, 'y'], [/yy\b/g, 'y'], [/yye\b/g, 'ye'], [/\bYe/g, 'E']];
const HEBREW_ROMANIZATION: ReadonlyArray<readonly [RegExp, string]> = [[/iyy/g, 'i'], [/q/g, 'k'], [/w/g, 'v']];
const ROMANIZATION_VARIANTS: Readonly<Record<string, ReadonlyArray<readonly [RegExp, string]>>> = {
  RU: CYRILLIC_ROMANIZATION, UA: CYRILLIC_ROMANIZATION, BY: CYRILLIC_ROMANIZATION, KZ: CYRILLIC_ROMANIZATION, IL: HEBREW_ROMANIZATION,
};

/** A name with each rule applied alone, and with all of them (the distinct results other than the name). */
function romanizedVariants(name: string, rules: ReadonlyArray<readonly [RegExp, string]>): string[] {
  const out = new Set<string>();
  let all = name;
  for (const [re, to] of rules) {
    const v = name.replace(re, to);
    if (v !== name) out.add(v);
    all = all.replace(re, to);
  }
  if (all !== name) out.add(all);
  return [...out];
}

/**
 * Other spellings of large cities that statements print, kept out of the data build (whose `cities` table the
 * tagger's features read) and looked up like names without their article (Gazetteer.bare, or `other` for
 * another script). By class, never one title's words: the official (BGN/PCGN, UN) romanizations of Arab
 * cities' names with their assimilated article ("Ad Dawhah", "Abu Zaby", "Al Qahirah"); the Albanian
 * definite / indefinite pair of a town's name ("Tirane", "Shkodra"); the short forms local banks and
 * acquirers print for a few large cities ("MPLS", "CHCH", "JHB", "STGO", "CAP FED"); the
 * Devanagari names of India's largest cities.
 */
const CITY_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  'AE|Dubai': ['Dubayy'], 'AE|Abu Dhabi': ['Abu Zaby', 'Abu Zabi'], 'AE|Sharjah': ['Ash Shariqah', 'Al Shariqah'],
  'AE|Al Ain': ['Al Ayn'], 'AE|Ajman': ['Ujman'],
  'QA|Doha': ['Ad Dawhah', 'Ad Doha'], 'KW|Kuwait City': ['Al Kuwayt'], 'BH|Manama': ['Al Manamah'], 'OM|Muscat': ['Masqat'],
  'EG|Cairo': ['Al Qahirah', 'El Qahira', 'Al Qahira'], 'EG|Alexandria': ['Al Iskandariyah', 'El Iskandariya'], 'EG|Giza': ['Al Jizah', 'El Giza'],
  'SA|Riyadh': ['Ar Riyad', 'Ar Riyadh'], 'SA|Medina': ['Al Madinah'], 'SA|Dammam': ['Ad Dammam'], 'SA|Khobar': ['Al Khubar'],
  'LB|Beirut': ['Bayrut'], 'SY|Damascus': ['Dimashq'], 'MA|Rabat': ['Ar Ribat'], 'LY|Tripoli': ['Tarabulus'],
  'AL|Tirana': ['Tirane', 'Tiranë'], 'AL|Durrës': ['Durresi'], 'AL|Shkodër': ['Shkodra'], 'AL|Vlorë': ['Vlora'], 'AL|Korçë': ['Korca', 'Korça'],
  'AL|Elbasan': ['Elbasani'], 'AL|Fier': ['Fieri'], 'XK|Pristina': ['Prishtina', 'Prishtinë', 'Prishtine'],
  'US|Minneapolis': ['Mpls'], 'US|Philadelphia': ['Phila'], 'NZ|Christchurch': ['Chch'], 'ZA|Johannesburg': ['Jhb'],
  'CL|Santiago': ['Stgo'], 'AR|Buenos Aires': ['Cap Fed', 'Bs As'],
  // (round 53) the Castilian names of Spain's towns GeoNames names in Valencian, Catalan or Galician; the short name Italians
  // use for Reggio nell'Emilia; New Taipei City by its seat Banqiao (GeoNames has no record of the municipality)
  'ES|Castelló de la Plana': ['Castellón de la Plana', 'Castellón'], 'ES|Lleida': ['Lérida'], 'ES|Girona': ['Gerona'], 'ES|Ourense': ['Orense'],
  "IT|Reggio nell'Emilia": ['Reggio Emilia'], 'TW|Banqiao': ['New Taipei', 'New Taipei City'],
  // (round 63) the English names Malta's towns go by on card lines (GeoNames keeps the Maltese ones); Beersheba by its Hebrew name
  'MT|San Ġiljan': ["St Julian's", 'St Julians'], 'MT|San Pawl il-Baħar': ["St Paul's Bay", 'St Pauls Bay'], 'IL|Beersheba': ["Be'er Sheva", 'Beer Sheva'],
  'IN|Delhi': ['दिल्ली'], 'IN|New Delhi': ['नई दिल्ली'], 'IN|Mumbai': ['मुंबई', 'मुम्बई'], 'IN|Kolkata': ['कोलकाता'],
  'IN|Bengaluru': ['बेंगलुरु', 'बेंगलूरु'], 'IN|Chennai': ['चेन्नई'], 'IN|Hyderabad': ['हैदराबाद'], 'IN|Pune': ['पुणे'],
  'IN|Jaipur': ['जयपुर'], 'IN|Lucknow': ['लखनऊ'], 'IN|Ahmedabad': ['अहमदाबाद'],
  // (round 79) the short name Gran Canaria's capital goes by
  'ES|Las Palmas de Gran Canaria': ['Las Palmas'],
  // (round 79) the Devanagari names of more of India's and Nepal's large towns (Hindi, Marathi and Nepali statements)
  'IN|Nashik': ['नाशिक', 'नासिक'], 'IN|Nagpur': ['नागपुर'], 'IN|Indore': ['इंदौर', 'इन्दौर'], 'IN|Bhopal': ['भोपाल'], 'IN|Patna': ['पटना'],
  'IN|Kanpur': ['कानपुर'], 'IN|Varanasi': ['वाराणसी'], 'IN|Agra': ['आगरा'], 'IN|Surat': ['सूरत'], 'IN|Thāne': ['ठाणे'],
  'IN|Vadodara': ['वडोदरा'], 'IN|Chandigarh': ['चंडीगढ़'], 'IN|Aurangabad': ['औरंगाबाद'], 'IN|Kolhapur': ['कोल्हापुर'],
  'IN|Raipur': ['रायपुर'], 'IN|Ranchi': ['रांची'], 'IN|Dehradun': ['देहरादून'], 'IN|Gwalior': ['ग्वालियर'], 'IN|Jodhpur': ['जोधपुर'],
  'NP|Pokhara': ['पोखरा'], 'NP|Biratnagar': ['विराटनगर'], 'NP|Bharatpur': ['भरतपुर'],
};

/**
 * (round 79) The everyday Latin spellings of towns in Arab countries whose GeoNames name keeps the scholarly
 * transliteration (long vowels, -iyah, doubled letters: "Al Manşūrah", "As Sālimīyah", "Ḩawallī"), as card lines print
 * them ("MANSOURA", "SALMIYA", "HAWALLY"); looked up like CITY_SPELLINGS and reported in the form printed.
 */
const CITY_COMMON_NAMES: Readonly<Record<string, readonly string[]>> = {
  'EG|Al Manşūrah': ['Mansoura', 'El Mansoura', 'Mansura'], 'EG|Asyūţ': ['Assiut', 'Asyut'], 'EG|Al Fayyūm': ['Fayoum', 'Faiyum', 'El Fayoum'],
  'EG|Banī Suwayf': ['Beni Suef', 'Beni Sweif'], 'EG|Damanhūr': ['Damanhour'], 'EG|Qinā': ['Qena'],
  'KW|Ḩawallī': ['Hawally'], 'KW|As Sālimīyah': ['Salmiya', 'Salmiyah', 'Salmiyya'], 'KW|Al Farwānīyah': ['Farwaniya', 'Farwaniyah'],
  'KW|Al Faḩāḩīl': ['Fahaheel'], 'SA|Al Hufūf': ['Hofuf', 'Al Hofuf'], 'SA|Buraydah': ['Buraidah', 'Buraida'], 'SA|Jizan': ['Jazan'],
  'SA|Al Jubayl': ['Jubail', 'Al Jubail'], 'QA|Al Wakrah': ['Wakra', 'Al Wakra'],
};

/** (round 79) The key of a CITY_COMMON_NAMES spelling -> the city and the spelling, reported as printed (printedName). */
const COMMON_SHOWN = new Map<string, readonly [CityRecord, string]>();

/** CITY_SPELLINGS into the lookups that do not feed the tagger (the city must be in the data, else the spelling is skipped). */
function addSpellings(cities: StringTable<CityRecord | CityRecord[]>, other: Map<string, CityRecord | CityRecord[]>, bare: StringTable<CityRecord | CityRecord[]>): void {
  for (const [id, names] of [...Object.entries(CITY_SPELLINGS), ...Object.entries(CITY_COMMON_NAMES)]) {
    const shown = CITY_COMMON_NAMES[id] === names;
    const bar = id.indexOf('|');
    const cc = id.slice(0, bar), name = id.slice(bar + 1);
    const c = cityIn(cities.get(nameKey(name)), (x) => x.country === cc && x.name === name);
    if (!c) continue;
    for (const n of names) {
      const art = NAME_ARTICLE_RE.exec(n);
      for (const k of art ? [nameKey(n), nameKey(n.slice(art[0].length))] : [nameKey(n)]) {
        if (isTwoByte(k)) { if (!other.has(k)) other.set(k, c); continue; }
        if (k.length < 3 || cityIn(cities.get(k), (x) => x.country === cc) || bare.get(k) !== undefined) continue;
        bare.set(k, c);
        if (shown) COMMON_SHOWN.set(k, [c, n]);
      }
    }
  }
}

/** Adds c to the cities a name key stands for (one record, or several in the order added), once. */
function addCandidate(table: { get(k: string): CityRecord | CityRecord[] | undefined; set(k: string, v: CityRecord | CityRecord[]): void }, k: string, c: CityRecord): void {
  const hit = table.get(k);
  if (hit === undefined) table.set(k, c);
  else if (!Array.isArray(hit)) { if (hit !== c) table.set(k, [hit, c]); }
  else if (!hit.includes(c)) hit.push(c);
}

/**
 * "B.AIRES", "B.HORIZONTE", "P.ALEGRE": a large city's name printed with its first word cut to the initial, keyed
 * by the initial and the rest of the name (cities of 100,000 or more whose first word has three letters or more).
 */
function initialledNames(big: readonly CityRecord[]): StringTable<CityRecord | CityRecord[]> {
  const t = new StringTable<CityRecord | CityRecord[]>(1024);
  for (const c of big) {
    if (c.population >= TRUNCATED_CITY_MIN_POP) {
      const sp = c.name.search(/[ -]/);
      if (sp >= 3) {
        const k = nameKey(c.name.slice(0, 1)) + nameKey(c.name.slice(sp + 1));
        if (k.length >= 5 && !isTwoByte(k)) addCandidate(t, k, c);
      }
    }
    // (round 79) a name of three words or more with a linking word, its first one or two words cut to their initials and
    // the linking word kept or dropped: "S.S. DE JUJUY", "S.C. TENERIFE", "P. VARZIM", "C.DA RAINHA" (towns of 20,000 or more)
    if (c.population < CUT_THREE_WORDS_MIN_POP || isTwoByte(c.name)) continue;
    const parts = fold(c.name).split(/[^A-Z0-9]+/).filter(Boolean);
    if (parts.length < 3 || !parts.some((w) => NAME_LINK_WORDS.has(w))) continue;
    for (let n = 1; n <= 2 && n < parts.length - 1; n++) {
      if (parts.slice(0, n).some((w) => w.length < 3 || NAME_LINK_WORDS.has(w))) break;
      const rest = parts.slice(n), kept = rest.filter((w) => !NAME_LINK_WORDS.has(w));
      if (kept.length === 0 || NAME_LINK_WORDS.has(rest[rest.length - 1]!)) continue;
      const head = parts.slice(0, n).map((w) => w[0]).join('');
      for (const k of [head + rest.join(''), head + kept.join('')]) if (k.length >= 6) addCandidate(t, k, c);
    }
  }
  return t;
}

/** The half of a two-language name ("Donostia / San Sebastián") or the head of a qualified German name the title printed, or null. */
function namePart(c: CityRecord, key: string): string | null {
  const q = GERMAN_QUALIFIER_RE.exec(c.name);
  if (q && nameKey(q[1]!) === key) return q[1]!; // "Bad Homburg" (vor der Höhe)
  const mx = c.country === 'MX' ? MX_HONOURED_RE.exec(c.name) : null;
  if (mx && mx[1] !== c.name && nameKey(mx[1]!) === key) return mx[1]!; // "Xalapa" (de Enríquez)
  if (c.name.indexOf(' / ') < 0) return null;
  for (const part of c.name.split(' / ')) if (nameKey(part) === key) return part;
  return null;
}

/**
 * Precompiled city keys when they agree with nameKey on a sample (a changed key function
 * without a data rebuild falls back to computing them).
 */
function usableCityKeys(g: GazetteerFile, keys: readonly string[] | null | undefined): readonly string[] | null {
  if (!keys) return null;
  let n = 0;
  for (let i = 0; i < g.cities.length; i++) {
    const c = g.cities[i]!;
    if (i % 397 === 0 && keys[n] !== nameKey(c.name)) return null;
    n += 1 + c.altNames.length;
  }
  return n === keys.length ? keys : null;
}

export function buildGazetteer(g: GazetteerFile, precomputedKeys?: readonly string[] | null): Gazetteer {
  // Most keys name one city: stored bare, an array only for shared names (150k fewer arrays
  // to allocate and scan at start-up).
  const cities = new StringTable<CityRecord | CityRecord[]>(g.cities.length + g.cities.length / 4);
  const other = new Map<string, CityRecord | CityRecord[]>();
  const add = (k: string, c: CityRecord) => {
    // (Names in other scripts go to their own Map: a two-byte key in the table slows every Latin lookup, see MerchantIndex.other.)
    if (isTwoByte(k)) {
      if (k.length < 2) return;
      addCandidate(other, k, c);
      return;
    }
    if (k.length < 3) return;
    const hit = cities.get(k);
    if (hit === undefined) cities.set(k, c);
    else if (!Array.isArray(hit)) { if (hit !== c) cities.set(k, [hit, c]); }
    else if (hit[hit.length - 1] !== c) hit.push(c);
  };
  const keys = usableCityKeys(g, precomputedKeys);
  let n = 0;
  for (const c of g.cities) {
    add(keys ? keys[n++]! : nameKey(c.name), c);
    for (const a of c.altNames) add(keys ? keys[n++]! : nameKey(a), c);
  }
  // "New York City" is printed and known as "New York" (elsewhere "Quezon City", "Mexico City",
  // "Kuwait City" are the names people use).
  const display = new Map<CityRecord, string>();
  for (const c of g.cities) {
    if (c.population < 1_000_000 || !/ City$/.test(c.name) || c.country !== 'US') continue;
    const short = c.name.replace(/ City$/, '');
    const k = nameKey(short);
    display.set(c, short);
    if (!cityIn(cities.get(k), (x) => x === c)) add(k, c);
  }
  for (const list of cities.values()) if (Array.isArray(list)) list.sort((a, b) => b.population - a.population);
  const admins = new Map<string, Map<string, AdminRecord>>();
  for (const a of g.admins) {
    let m = admins.get(a.country);
    if (!m) admins.set(a.country, (m = new Map()));
    m.set(a.code.toUpperCase(), a);
  }
  const zips = new StringTable<ZipRecord>(g.zips.length);
  for (const z of g.zips) zips.set(z.zip, z);
  const countries = new Map<string, CountryRecord>();
  const countryByCode = new Map<string, CountryRecord>();
  for (const c of g.countries) {
    countries.set(c.code, c);
    countries.set(c.alpha3, c);
    countryByCode.set(c.code, c);
  }
  countries.set('USA', countryByCode.get('US')!);
  countries.set('UK', countryByCode.get('GB')!);
  const big: CityRecord[] = [];
  // (and towns of 20,000 or more named in two words or more: their cut is read over three words, or over two
  // after a printed state: "NEWPORT BEA CA")
  // (round 47) (and towns of 20,000 or more whose one-word name is longer than the US descriptor's 13-character city field:
  // "CHARLOTTESVIL VA")
  for (const c of g.cities) if (c.population >= TRUNCATED_CITY_MIN_POP || (c.population >= CUT_THREE_WORDS_MIN_POP && (c.name.split(/[ -]/).length >= 2 || c.name.length > US_CITY_FIELD))) big.push(c);
  const bare = bareNames(g, cities);
  addSpellings(cities, other, bare);
  return { cities, admins, zips, countries, countryByCode, display, other, big, bare, initialled: initialledNames(big) };
}

export interface LocationHit {
  data: LocationData;
  confidence: number;
  start: number; // index in the word list where the place begins (merchant text ends before it)
  stateOnly: boolean;
}

interface Place {
  city: CityRecord | null;
  state: string | null;
  zip: string | null;
  country: string;
  street: string | null;
  start: number;
  confidence: number;
  key?: string | null; // the gazetteer key the title matched
}

/** The first city of a gazetteer entry that satisfies `ok` (entries are one city or a list). */
export function cityIn(hit: CityRecord | CityRecord[] | undefined, ok: (c: CityRecord) => boolean): CityRecord | null {
  if (hit === undefined) return null;
  if (!Array.isArray(hit)) return ok(hit) ? hit : null;
  for (const c of hit) if (ok(c)) return c;
  return null;
}

function lookupAdmin(gz: Gazetteer, country: string, code: string): string | null {
  const m = gz.admins.get(country);
  if (!m) return null;
  if (m.has(code)) return code;
  const alias = ADMIN_ALIASES[country]?.[code];
  return alias && m.has(alias) ? alias : null;
}

function findCity(gz: Gazetteer, words: string[], end: number, country: string, state: string | null, minStart: number, tagged = false): { city: CityRecord; start: number; key: string } | null {
  // Longest window first (4 words: "ALPHEN AAN DEN RIJN", "VILA NOVA DE GAIA"), ending at `end` (exclusive).
  let abbreviated = false;
  for (let i = Math.max(minStart, end - 4); i < end; i++) if (PLACE_ABBREVIATIONS.has(words[i]!) || (words[i] === 'A' && words[i + 1] === 'D')) { abbreviated = true; break; }
  // A town's name that ends a far larger city's name of another country is part of that name: "NEW YORK PIZZA"
  // on a British card is no shop in York (`foreign`: the largest such city of a million or more, seen in a longer window).
  let foreign = 0;
  for (let len = Math.min(linkedFive(words, end, minStart) ? 5 : 4, end - minStart); len >= 1; len--) {
    const start = end - len;
    // (A word in another script is read from the Map of such names: "ΑΘΗΝΑ", "東京", "الرياض".)
    if (words[end - 1]!.charCodeAt(0) > 0xff) {
      const hitOther = otherCity(gz, words, start, end, country, state);
      if (hitOther) return hitOther;
      continue;
    }
    // (A common word that is also a city counts when its state follows: "KWIK STOP #12 MOBILE AL".)
    // (or, a city of 100,000 or more, right after a store number: "TESCO STORES 3015 READING", "KONZUM 1234 SPLIT HR")
    // ((round 42) or right before the country's code: "PEKARNA KLARA I SINOVI SPLIT HR")
    const afterNumber = len === 1 && !state && NOT_CITIES.has(words[start]!) && ((start - 1 > minStart && isNumber(words[start - 1]!)) || tagged);
    if (len === 1 && ((NOT_CITIES.has(words[start]!) && !state && !afterNumber) || words[start]!.length < 3)) continue;
    // Hashed word by word: most windows are no place, and a miss then builds no joined string.
    let h = FNV_OFFSET, n = 0;
    for (let i = start; i < end; i++) { h = fnvExtend(h, words[i]!); n += words[i]!.length; }
    let hit = gz.cities.getJoined(h >>> 0, words, start, end, n);
    // ("BRONX NY", "MUHARRAQ": a name printed without its article)
    // (or one half of a two-language name, "DONOSTIA", "SAN SEBASTIAN", whose key may name towns abroad only)
    if (gz.bare && (hit === undefined || !cityIn(hit, (c) => c.country === country))) {
      const b = gz.bare.getJoined(h >>> 0, words, start, end, n);
      if (b !== undefined) hit = b;
    }
    let key: string | null = null;
    // "FT MYERS", "MT PLEASANT", "ST. INGBERT", "OKLAHOMA CTY": a name with a word in its postal short form.
    if (hit === undefined && len > 1 && abbreviated) { key = expandedKey(gz, words, start, end, country); if (key) hit = inCountry(gz.cities.get(key), country) ?? gz.bare?.get(key); }
    // ("B.AIRES", "B.HORIZONTE": the first word cut to its initial)
    if (hit === undefined && len > 1 && words[start]!.length === 1 && gz.initialled) hit = gz.initialled.getJoined(h >>> 0, words, start, end, n);
    if (hit === undefined) continue;
    if (key === null) key = len === 1 ? words[start]! : words.slice(start, end).join('');
    if (!Array.isArray(hit)) {
      if (hit.country === country && (!state || hit.admin === state) && (!afterNumber || hit.population >= 100000) && (foreign === 0 || hit.population * 10 > foreign)) return { city: hit, start, key };
      if (hit.country !== country && len > 1 && hit.population >= 1000000) foreign = Math.max(foreign, hit.population);
      continue;
    }
    for (const c of hit) {
      if (c.country !== country || (afterNumber && c.population < 100000)) continue;
      if (state && c.admin !== state) continue;
      if (foreign > 0 && c.population * 10 <= foreign) break;
      return { city: c, start, key };
    }
    if (len > 1 && hit[0]!.population >= 1000000 && !hit.some((c) => c.country === country)) foreign = Math.max(foreign, hit[0]!.population);
  }
  return null;
}

/** (round 98) Five words end at `end` and two of the middle ones are linking words: "L ISLE SUR LA SORGUE", "SAN SEBASTIAN DE LOS REYES". */
function linkedFive(words: readonly string[], end: number, minStart: number): boolean {
  if (end - 5 < minStart) return false;
  let links = 0;
  for (let i = end - 4; i < end - 1; i++) if (NAME_LINK_WORDS.has(words[i]!)) links++;
  return links >= 2;
}

/**
 * Postal short forms of words in place names (USPS suffix abbreviations and the saints' forms), with
 * the full words to try, in order: the first that names a city of the country wins.
 */
const PLACE_ABBREVIATIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ['FT', ['FORT']], ['MT', ['MOUNT']], ['MTN', ['MOUNTAIN']], ['PT', ['PORT', 'POINT']], ['PTE', ['POINTE']],
  // (the saints of Spanish, Portuguese and Italian names: S = São/San/Santo/Santa, STA, STO; "S JOSE DOS CAMPOS", "STA CRUZ")
  ['ST', ['SAINT', 'SANKT', 'SINT']], ['STE', ['SAINTE']], ['N', ['NORTH', 'NOVA']], ['S', ['SOUTH', 'SAO', 'SAN', 'SANTO', 'SANTA']], ['E', ['EAST']], ['W', ['WEST']],
  ['STA', ['SANTA']], ['STO', ['SANTO']], ['SN', ['SAN']], ['NTH', ['NORTH']], ['STH', ['SOUTH']],
  ['NO', ['NORTH']], ['SO', ['SOUTH']], ['CTY', ['CITY']], ['BCH', ['BEACH']], ['SPGS', ['SPRINGS']], ['SPRGS', ['SPRINGS']],
  ['HTS', ['HEIGHTS']], ['HGTS', ['HEIGHTS']], ['JCT', ['JUNCTION']], ['VLG', ['VILLAGE']], ['GDNS', ['GARDENS']],
  ['LK', ['LAKE']], ['VLY', ['VALLEY']], ['FLS', ['FALLS']], ['CRK', ['CREEK']], ['HBR', ['HARBOR', 'HARBOUR']],
  // (round 74) Spanish CD / CDAD (ciudad), PTO (puerto), GRAL (general), NVA / NVO (nueva / nuevo); Portuguese V (vila) and N (nova,
  // "V N GAIA", "V N FAMALICAO"); Austrian WR (Wiener, "WR. NEUSTADT"); German BD (Bad); Vietnamese TP (thanh pho, city)
  ['CD', ['CIUDAD']], ['CDAD', ['CIUDAD']], ['PTO', ['PUERTO']], ['GRAL', ['GENERAL']], ['NVA', ['NUEVA']], ['NVO', ['NUEVO']],
  ['V', ['VILA', 'VILLA']], ['WR', ['WIENER']], ['BD', ['BAD']], ['TP', ['THANHPHO']],
  // (round 79) Polish WLKP / MAZ / TRYB ("GORZOW WLKP", "OSTROW WLKP", "PIOTRKOW TRYB"), Czech CES ("CES. BUDEJOVICE",
  // "CES. LIPA"), Romanian TG (targu, "TG MURES", "TG JIU")
  ['WLKP', ['WIELKOPOLSKI']], ['MAZ', ['MAZOWIECKI', 'MAZOWIECKA']], ['TRYB', ['TRYBUNALSKI']], ['CES', ['CESKE', 'CESKY', 'CESKA']],
  ['TG', ['TARGU']],
  // (round 98) Danish KGS (kongens, "KGS. LYNGBY")
  ['KGS', ['KONGENS']],
]);

const LINK_A_D: readonly string[] = ['AANDEN', 'AANDE', 'ANDER'];

/** The entry when it holds a city of `country`, else undefined. */
function inCountry(hit: CityRecord | CityRecord[] | undefined, country: string): CityRecord | CityRecord[] | undefined {
  return cityIn(hit, (c) => c.country === country) ? hit : undefined;
}

/** The gazetteer key of a window with its short forms written out, if one names a city of `country`. */
function expandedKey(gz: Gazetteer, words: string[], start: number, end: number, country: string): string | null {
  let keys = [''];
  for (let i = start; i < end; i++) {
    // (round 79) Dutch and German "A/D" (aan de(n), an der) inside a name: "ALPHEN A/D RIJN", "CAPELLE A/D IJSSEL", "NEUSTADT A/D AISCH"
    if (words[i] === 'A' && words[i + 1] === 'D' && i > start && i + 2 < end) {
      const next: string[] = [];
      for (const k of keys) for (const f of LINK_A_D) next.push(k + f);
      keys = next; i++;
      continue;
    }
    const full = PLACE_ABBREVIATIONS.get(words[i]!);
    // (a single letter is a short form only as the first word: "N VANCOUVER", not "MARKET E"; (round 74) or inside the window,
    // before more of the name: "SESTO S GIOVANNI", "V N GAIA")
    if (!full || (words[i]!.length === 1 && i > start && i === end - 1)) { for (let k = 0; k < keys.length; k++) keys[k] += words[i]!; continue; }
    const next: string[] = [];
    for (const k of keys) for (const f of full) next.push(k + f);
    keys = next;
  }
  for (const k of keys) if (cityIn(gz.cities.get(k), (c) => c.country === country)) return k;
  // (round 63) "S.SEBASTIAN", "STA CRUZ TENERIFE": the written-out name may be a half of a two-language name or a name
  // printed without its linking words (Gazetteer.bare).
  if (gz.bare) for (const k of keys) if (cityIn(gz.bare.get(k), (c) => c.country === country)) return k;
  return null;
}

/** The suffixes Japanese, Chinese and Korean print after a city's name: metropolis, city, prefecture (都, 市, 府, 県, 시). */
const CITY_SUFFIXES: ReadonlySet<string> = new Set(['都', '市', '府', '県', '시']);

/** (round 74) The city glued at the head of a branch word ("대구수성점", "深圳南山店"): a city of 100,000 or more of the card's country. */
export function branchCity(gz: Gazetteer, branch: string, country: string, phone: string | null): LocationHit | null {
  const hit = otherCity(gz, [branch], 0, 1, country, null);
  if (!hit || hit.key === branch) return null;
  return toHit(gz, { city: hit.city, state: null, zip: null, country, street: null, start: 1, confidence: 70, key: hit.key }, [branch], phone);
}

/** (round 74) The words for a shop's branch Korean, Chinese and Japanese signs end in (점, 店). */
const BRANCH_SUFFIXES: ReadonlySet<string> = new Set(['점', '店']);

/** findCity's window in another script, read from the Map of such names. */
function otherCity(gz: Gazetteer, words: string[], start: number, end: number, country?: string, state?: string | null): { city: CityRecord; start: number; key: string } | null {
  if (gz.other.size === 0 || (end - start === 1 && words[start]!.length < 2)) return null;
  const key = words.slice(start, end).join('');
  let hit = gz.other.get(key);
  // ("東京都", "京都市", "大阪府", "부산시": a city printed with its administrative suffix)
  if (hit === undefined && end - start === 1 && key.length >= 3 && CITY_SUFFIXES.has(key[key.length - 1]!)) hit = gz.other.get(key.slice(0, -1));
  // (round 74) "대구수성점", "深圳南山店": a branch's sign, a city of 100,000 or more glued before the branch's name and its 점 / 店.
  if (hit === undefined && end - start === 1 && key.length >= 4 && BRANCH_SUFFIXES.has(key[key.length - 1]!) && country !== undefined) {
    for (let n = Math.min(4, key.length - 2); n >= 2; n--) {
      const c = cityIn(gz.other.get(key.slice(0, n)), (x) => x.country === country && x.population >= 100000 && (!state || x.admin === state));
      if (c) return { city: c, start, key: key.slice(0, n) };
    }
  }
  // (round 74) "Запоріжжя", "ΚΟΖΑΝΗ", "ზუგდიდი": a town of the card's country the names in its script lack, romanized and matched loosely.
  if (hit === undefined && country !== undefined && !state && end - start <= 2) {
    const c = romanizedCity(gz, words, start, end, country);
    return c ? { city: c, start, key } : null;
  }
  if (hit === undefined) return null;
  const ok = (c: CityRecord) => (country === undefined || c.country === country) && (!state || c.admin === state);
  const c = cityIn(hit, ok);
  return c ? { city: c, start, key } : null;
}

// (round 74) Romanization of the alphabets whose towns the gazetteer names in Latin letters only: Cyrillic (Russian, Ukrainian,
// Belarusian, Bulgarian, Serbian, Kazakh), Greek, Georgian, Armenian. Ukrainian and Belarusian read Г as H.
const ROMAN: Readonly<Record<string, string>> = {
  А: 'A', Б: 'B', В: 'V', Г: 'G', Ґ: 'G', Д: 'D', Е: 'E', Є: 'YE', Ё: 'YO', Ж: 'ZH', З: 'Z', И: 'I', І: 'I', Ї: 'YI', Й: 'Y', К: 'K',
  Л: 'L', М: 'M', Н: 'N', О: 'O', П: 'P', Р: 'R', С: 'S', Т: 'T', У: 'U', Ў: 'U', Ф: 'F', Х: 'KH', Ц: 'TS', Ч: 'CH', Ш: 'SH',
  Щ: 'SHCH', Ъ: '', Ы: 'Y', Ь: '', Э: 'E', Ю: 'YU', Я: 'YA', Ђ: 'DJ', Ј: 'J', Љ: 'LJ', Њ: 'NJ', Ћ: 'C', Џ: 'DZ', Қ: 'K', Ғ: 'G',
  Ң: 'N', Ө: 'O', Ұ: 'U', Ү: 'U', Һ: 'H', Ә: 'A',
  Α: 'A', Β: 'V', Γ: 'G', Δ: 'D', Ε: 'E', Ζ: 'Z', Η: 'I', Θ: 'TH', Ι: 'I', Κ: 'K', Λ: 'L', Μ: 'M', Ν: 'N', Ξ: 'X', Ο: 'O', Π: 'P',
  Ρ: 'R', Σ: 'S', Τ: 'T', Υ: 'I', Φ: 'F', Χ: 'CH', Ψ: 'PS', Ω: 'O',
  ა: 'A', ბ: 'B', გ: 'G', დ: 'D', ე: 'E', ვ: 'V', ზ: 'Z', თ: 'T', ი: 'I', კ: 'K', ლ: 'L', მ: 'M', ნ: 'N', ო: 'O', პ: 'P', ჟ: 'ZH',
  რ: 'R', ს: 'S', ტ: 'T', უ: 'U', ფ: 'P', ქ: 'K', ღ: 'GH', ყ: 'Q', შ: 'SH', ჩ: 'CH', ც: 'TS', ძ: 'DZ', წ: 'TS', ჭ: 'CH', ხ: 'KH', ჯ: 'J', ჰ: 'H',
  Ա: 'A', Բ: 'B', Գ: 'G', Դ: 'D', Ե: 'E', Զ: 'Z', Է: 'E', Ը: 'Y', Թ: 'T', Ժ: 'ZH', Ի: 'I', Լ: 'L', Խ: 'KH', Ծ: 'TS', Կ: 'K', Հ: 'H',
  Ձ: 'DZ', Ղ: 'GH', Ճ: 'CH', Մ: 'M', Յ: 'Y', Ն: 'N', Շ: 'SH', Ո: 'O', Չ: 'CH', Պ: 'P', Ջ: 'J', Ռ: 'R', Ս: 'S', Վ: 'V', Տ: 'T', Ր: 'R',
  Ց: 'TS', Ւ: 'V', Փ: 'P', Ք: 'K', Օ: 'O', Ֆ: 'F',
};
const ROMAN_H_COUNTRIES: ReadonlySet<string> = new Set(['UA', 'BY']);
/**
 * (round 79) The national readings of letters in Serbian, Montenegrin, Bosnian and Macedonian Cyrillic (their Latin
 * alphabets write Č, Ć, Ž, Š, Dž, whose folds GeoNames' names give: ЧАЧАК Čačak -> CACAK, not CHACHAK) and Bulgarian
 * (Ъ a, Щ sht, Х h: ВЕЛИКО ТЪРНОВО).
 */
const SOUTH_SLAVIC_ROMAN: Readonly<Record<string, string>> = { Ч: 'C', Ћ: 'C', Ж: 'Z', Ш: 'S', Х: 'H', Ц: 'C', Џ: 'DZ', Ђ: 'DJ', Ѕ: 'DZ' };
const BULGARIAN_ROMAN: Readonly<Record<string, string>> = { Ъ: 'A', Щ: 'SHT', Х: 'H' };
const NATIONAL_ROMAN: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  RS: SOUTH_SLAVIC_ROMAN, ME: SOUTH_SLAVIC_ROMAN, BA: SOUTH_SLAVIC_ROMAN, MK: SOUTH_SLAVIC_ROMAN, BG: BULGARIAN_ROMAN,
};
const ROMANIZED_MIN_POP = 30000;
const ROMAN_SCRIPT_RE = /^[\u0370-\u03ff\u0400-\u04ff\u0531-\u0587\u10a0-\u10ff\u1c90-\u1cbf]+$/;

/** (round 74) A word of those alphabets in Latin capitals, or null (another script, or a letter without a reading). */
function romanize(w: string, country: string): string | null {
  if (!ROMAN_SCRIPT_RE.test(w)) return null;
  // (Greek digraphs first: ΟΥ ou, ΜΠ b, ΝΤ d, ΓΚ / ΓΓ g; Armenian ՈՒ u)
  const up = w.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/ΟΥ/g, 'U').replace(/^ΜΠ/, 'B').replace(/^ΝΤ/, 'D').replace(/Γ[ΚΓ]/g, 'G').replace(/ՈՒ/g, 'U').replace(/ς/g, 'Σ');
  let out = '';
  const national = NATIONAL_ROMAN[country];
  for (const ch of up) {
    if (/[A-Z]/.test(ch)) { out += ch; continue; }
    const r = national?.[ch] ?? (ch === 'Г' && ROMAN_H_COUNTRIES.has(country) ? 'H' : ch === 'И' && country === 'UA' ? 'Y' : ROMAN[ch] ?? ROMAN[ch.toLowerCase()]);
    if (r === undefined) return null;
    out += r;
  }
  return out;
}

/** (round 74) A loose key of a romanized name: Y and I one letter, iotated vowels plain, KH as H, doubled letters and syllables once. */
function looseKey(k: string): string {
  return k.replace(/[^A-Z]/g, '').replace(/[YI]([AEOU])/g, '$1').replace(/Y/g, 'I').replace(/W/g, 'V').replace(/KH/g, 'H').replace(/(..)\1/g, '$1').replace(/(.)\1/g, '$1');
}

const LOOSE_KEYS = new WeakMap<Gazetteer, Map<string, Map<string, CityRecord[]>>>();
/** A country's towns of 30,000 or more by the loose keys of their Latin names (built on first use). */
function looseKeys(gz: Gazetteer, cc: string): Map<string, CityRecord[]> {
  let m = LOOSE_KEYS.get(gz);
  if (!m) LOOSE_KEYS.set(gz, (m = new Map()));
  let t = m.get(cc);
  if (!t) {
    t = new Map();
    for (const list of gz.cities.values()) {
      for (const c of Array.isArray(list) ? list : [list]) {
        if (c.country !== cc || c.population < ROMANIZED_MIN_POP) continue;
        for (const n of [c.name, ...c.altNames]) {
          if (isTwoByte(n)) continue;
          const k = looseKey(fold(n));
          if (k.length < 4) continue;
          const l = t.get(k);
          if (!l) t.set(k, [c]); else if (!l.includes(c)) l.push(c);
        }
      }
    }
    m.set(cc, t);
  }
  return t;
}

/** (round 74) The one town of 30,000 or more of `cc` whose Latin name the romanized window names (exactly, or loosely), or null. */
function romanizedCity(gz: Gazetteer, words: readonly string[], start: number, end: number, cc: string): CityRecord | null {
  let k = '';
  for (let i = start; i < end; i++) { const r = romanize(words[i]!, cc); if (r === null) return null; k += r; }
  if (k.length < 4) return null;
  const exact = cityIn(gz.cities.get(k), (c) => c.country === cc && c.population >= ROMANIZED_MIN_POP);
  if (exact) return exact;
  const l = looseKeys(gz, cc).get(looseKey(k));
  return l && l.length === 1 ? l[0]! : null;
}

function isNumber(w: string): boolean {
  return /^\d+$/.test(w);
}

/**
 * Finds the place in the word list `words` (folded tokens, separators removed). `minStart` is
 * the first index the place may start at (after a processor prefix / the merchant's first word).
 */
export function resolveLocation(
  gz: Gazetteer, words: string[], country: string, minStart: number, explicitCity: string | null,
  explicitCountry: string | null, phone: string | null, afterPrefix = false,
): LocationHit | null {
  let place: Place | null = null;
  if (explicitCity) {
    const cc = explicitCountry && gz.countryByCode.has(explicitCountry) ? explicitCountry : country;
    let key = nameKey(explicitCity);
    let city = cityIn(gz.cities.get(key), (c) => c.country === cc);
    // (round 79) "//BAD HOMBURG/DE": a name printed as the title elsewhere would be read (without its German qualifier, its
    // article, its linking words: Gazetteer.bare).
    if (!city && gz.bare) city = cityIn(gz.bare.get(key), (c) => c.country === cc);
    // "Berlin-Kreuzberg", "Hamburg-Altona": a city and its district joined by a hyphen.
    const dash = city ? -1 : explicitCity.indexOf('-');
    if (dash >= 3) {
      key = nameKey(explicitCity.slice(0, dash));
      city = cityIn(gz.cities.get(key), (c) => c.country === cc && c.population >= 100000);
    }
    if (city) place = { city, state: null, zip: null, country: cc, street: null, start: words.length, confidence: 95, key };
    // (round 74) "//FRANKFURT AM MA/DE": the city field cut by its width, read like a cut name ending a title.
    if (!place) {
      const ew = fold(explicitCity).split(/[^A-Z0-9]+/).filter(Boolean);
      const cut = ew.length > 0 && ew.length <= 5 ? truncatedCity(gz, ['', ...ew], ew.length + 1, cc, null, 0) : null;
      if (cut && cut.start === 1 && cut.city) place = { ...cut, start: words.length, confidence: 85 };
    }
  }
  if (!place) {
    // "AUSTINTX", "VANCOUVERBC", "BERLINDE": the city glued to its state or country code.
    const split = gluedTail(gz, words, country, minStart);
    const glued = split ? trailingPlace(gz, split, country, minStart, afterPrefix) : null;
    if (glued && glued.city && (glued.state === split![split!.length - 1] || !glued.state) && glued.start < split!.length - 1) return toHit(gz, glued, split!, phone);
    // (round 47) "BOUL DES HALLES 69LYON": a French town glued to its department's number is read without it (same word count).
    const dept = country === 'FR' ? gluedDepartment(words, minStart) : null;
    // (round 53) "DUNNES STORES DROGHEDA CO LOUTH": an Irish town printed with its county after it is read without the county.
    const county = country === 'IE' && words.length - 3 > minStart && (words[words.length - 2] === 'CO' || words[words.length - 2] === 'COUNTY') && IRISH_COUNTIES.has(words[words.length - 1]!);
    const town = county ? trailingPlace(gz, words.slice(0, -2), country, minStart, afterPrefix) : null;
    place = (town && town.city ? town : null) ?? (dept ? trailingPlace(gz, dept, country, minStart, afterPrefix) : null) ?? trailingPlace(gz, words, country, minStart, afterPrefix);
    // (round 47) "LIBRAIRIE MOLLAT 33 BORDEAUX": the department's number printed before the town belongs to the address.
    if (place && place.city && country === 'FR' && place.start - 1 > minStart && FR_DEPARTMENT.test(words[place.start - 1]!)) place = { ...place, start: place.start - 1 };
    // "KIRKCALDY KY1 1XX", "ATHLONE N37 X2Y3": a British postcode or an Irish Eircode after the town.
    if ((!place || !place.city) && (country === 'GB' || country === 'IE')) {
      const code = trailingPostcode(words, country, minStart);
      const town = code ? trailingPlace(gz, words.slice(0, words.length - code.words), country, minStart, afterPrefix) : null;
      if (town && town.city && code) place = { ...town, zip: town.zip ?? code.code };
    }
    // (round 74) "DUNNES STORES BLANCHARDSTOWN D15", "PRET CAMDEN TOWN NW1": a Dublin postal district's routing key or a London
    // postcode's outward code names the city; the place printed before it is the district.
    const metro = (country === 'GB' || country === 'IE') && !explicitCity ? metroPostcode(gz, words, country, minStart) : null;
    if (metro && (!place || !place.city || kmBetween(place.city, metro.city) <= 30)) {
      place = { city: metro.city, state: null, zip: metro.zip, country, street: null, start: place && place.city && place.start < metro.start ? place.start : metro.start, confidence: 85, key: null };
    }
  }
  // (round 63) "APOTHEKE AM MARKTKARLSRUHE", "SLAGERIJ DE BOERAMSTERDA": a name that fills its field runs into the city.
  if ((!place || !place.city) && !explicitCity) {
    const glued = gluedCityAtEnd(gz, words, country, minStart);
    if (glued) return toHit(gz, glued, words, phone);
  }
  if (!place) return null;
  return toHit(gz, place, words, phone);
}

/**
 * (round 63) "EL CHARRO TAQUERIASAN ANTONIO TX": a city of two to four words before its state, whose first word (SAN, ST,
 * NEW, FORT, LOS ...) is glued to the end of the name's last word. The state proves the place; three letters of the name
 * stay before it. The place starts after the glued word: the merchant's text keeps it.
 */
function gluedCityHead(gz: Gazetteer, words: string[], end: number, cc: string, state: string, minStart: number): { city: CityRecord; start: number; key: string } | null {
  for (let k = 1; k <= 3; k++) {
    const i = end - k - 1;
    const w = words[i];
    if (!w || i <= minStart || !/^[A-Z]{5,}$/.test(w)) return null;
    const rest = words.slice(i + 1, end).join('');
    for (let n = 2; n <= 5 && w.length - n >= 3; n++) {
      const head = w.slice(-n);
      const city = cityIn(gz.cities.get(head + rest), (c) => c.country === cc && c.admin === state && nameKey(c.name.split(/[ -]/)[0]!) === head);
      if (city) return { city, start: i + 1, key: head + rest };
    }
  }
  return null;
}

const GLUED_CITY_MIN = 6; // letters a city glued to the name keeps at least (ESSEN, HALLE end compounds)
const GLUED_CITY_MIN_POP = 100000;
const GLUED_CUT_MIN_POP = 200000;

/**
 * (round 63) The city of the card's country glued without a blank to the end of the name's last word (fixed-width
 * columns, the name filling its own): a city of 100,000 or more printed whole ("HUBERSALZBURG"), or, ending the title,
 * one of 200,000 or more cut by the field's end with at most three letters lost ("BOERAMSTERDA"). The word before a
 * trailing country code or number is read too. Three letters of the name stay before it; the word itself is no city or
 * trade word. The place starts after the glued word: the merchant's text keeps it.
 */
function gluedCityAtEnd(gz: Gazetteer, words: string[], country: string, minStart: number): Place | null {
  let end = words.length;
  while (end > minStart && isNumber(words[end - 1]!)) end--;
  let tagged = false;
  if (end - 1 > minStart && gz.countries.get(words[end - 1]!)?.code === country) { end--; tagged = true; }
  const i = end - 1;
  const w = words[i];
  if (!w || i <= minStart || w.length < GLUED_CITY_MIN + 3 || !/^[A-Z]+$/.test(w)) return null;
  if (gz.cities.get(w) !== undefined || BUSINESS_WORDS.get(w)) return null;
  const atTitleEnd = !tagged && end === words.length;
  for (let head = 3; head <= w.length - GLUED_CITY_MIN; head++) {
    const tail = w.slice(head);
    if (NOT_CITIES.has(tail)) continue;
    let city = cityIn(gz.cities.get(tail), (c) => c.country === country && c.population >= GLUED_CITY_MIN_POP);
    if (!city && atTitleEnd && tail.length >= GLUED_CITY_MIN + 1) city = cutCityKey(gz, tail, country);
    if (city) return { city, state: null, zip: null, country, street: null, start: i + 1, confidence: 70, key: tail };
  }
  return null;
}

/** The one city of 200,000 or more of `cc` whose key `p` begins, at most three letters short, or null. */
function cutCityKey(gz: Gazetteer, p: string, cc: string): CityRecord | null {
  const list = bigCityKeys(gz, cc).get(p.slice(0, CUT_MIN));
  let found: CityRecord | null = null;
  for (const [k, c] of list ?? []) {
    if (!k.startsWith(p) || k.length === p.length || k.length - p.length > 3 || c.population < GLUED_CUT_MIN_POP) continue;
    if (found && found !== c) return null;
    found = c;
  }
  return found;
}

// (round 53) The counties of the island of Ireland, printed after a town as "CO LOUTH" (Derry also as LONDONDERRY).
const IRISH_COUNTIES: ReadonlySet<string> = new Set([
  'CARLOW', 'CAVAN', 'CLARE', 'CORK', 'DONEGAL', 'DUBLIN', 'GALWAY', 'KERRY', 'KILDARE', 'KILKENNY', 'LAOIS', 'LEITRIM', 'LIMERICK',
  'LONGFORD', 'LOUTH', 'MAYO', 'MEATH', 'MONAGHAN', 'OFFALY', 'ROSCOMMON', 'SLIGO', 'TIPPERARY', 'WATERFORD', 'WESTMEATH', 'WEXFORD',
  'WICKLOW', 'ANTRIM', 'ARMAGH', 'DOWN', 'FERMANAGH', 'DERRY', 'LONDONDERRY', 'TYRONE',
]);

// A French department's number as card lines print it before the town: 01-95, Corsica's 2A / 2B, overseas 971-976.
const FR_DEPARTMENT = /^(?:0[1-9]|[1-8]\d|9[0-5]|2[AB]|97[1-6])$/;
const FR_DEPARTMENT_GLUED = /^(0[1-9]|[1-8]\d|9[0-5]|97[1-6])([A-Z]{3,})$/;

/** The words with the last word (before trailing numbers) cut from its department's number ("69LYON" -> "LYON"), or null. */
function gluedDepartment(words: string[], minStart: number): string[] | null {
  let end = words.length;
  while (end > minStart && isNumber(words[end - 1]!)) end--;
  if (end - 1 <= minStart) return null;
  const m = FR_DEPARTMENT_GLUED.exec(words[end - 1]!);
  if (!m) return null;
  const out = words.slice(0, end);
  out[end - 1] = m[2]!;
  return out;
}

const GB_OUTWARD = /^[A-Z]{1,2}\d[A-Z\d]?$/, GB_INWARD = /^\d[A-Z]{2}$/;
// (round 74) The outward codes of London's postal areas (E, EC, N, NW, SE, SW, W, WC) and Dublin's routing keys (D01-D24, D6W).
const LONDON_OUTWARD = /^(?:EC|WC|NW|SE|SW|E|N|W)\d{1,2}[A-Z]?$/, DUBLIN_ROUTING = /^D(?:0[1-9]|1\d|2[0-4]|6W)$/;

/**
 * (round 74) A London or Dublin postal district at the title's end ("... CAMDEN TOWN NW1", "... SW19 5AB", "... D15"): the city,
 * the code, and where the code begins (a word of the name must stay before it), or null.
 */
function metroPostcode(gz: Gazetteer, words: string[], country: string, minStart: number): { city: CityRecord; zip: string; start: number } | null {
  const n = words.length;
  let i = n - 1;
  if (country === 'GB' && n - 2 > minStart && GB_INWARD.test(words[n - 1]!)) i = n - 2;
  const w = words[i];
  if (!w || i <= minStart || !(country === 'GB' ? LONDON_OUTWARD : DUBLIN_ROUTING).test(w)) return null;
  const city = cityIn(gz.cities.get(country === 'GB' ? 'LONDON' : 'DUBLIN'), (c) => c.country === country);
  return city ? { city, zip: words.slice(i).join(' '), start: i } : null;
}
const EIRCODE_ROUTING = /^(?:[A-Z]\d{2}|D6W)$/, EIRCODE_UNIQUE = /^[A-Z\d]{4}$/;

/**
 * A British postcode ("KY1 1XX") or an Irish Eircode ("N37 X2Y3", or its routing key alone when the statement
 * dropped the rest as a reference) at the title's end, with the number of words it takes, or null.
 */
function trailingPostcode(words: string[], country: string, minStart: number): { code: string; words: number } | null {
  const n = words.length;
  if (n - 1 <= minStart + 1) return null;
  const a = words[n - 2]!, b = words[n - 1]!;
  if (n - 2 > minStart + 1 && GB_OUTWARD.test(a) && GB_INWARD.test(b)) return { code: `${a} ${b}`, words: 2 };
  if (country !== 'IE') return null;
  if (n - 2 > minStart + 1 && EIRCODE_ROUTING.test(a) && EIRCODE_UNIQUE.test(b) && /\d/.test(b) && /[A-Z]/.test(b)) return { code: `${a} ${b}`, words: 2 };
  return EIRCODE_ROUTING.test(b) ? { code: b, words: 1 } : null;
}

/**
 * The words with a last word split where a city of the card's country is glued to its state code or to the
 * country's code (fixed-width columns printed without their blank: "SHELL 1234 AUSTINTX", "LIDL BERLINDE"),
 * or null. The city must be of that state (checked by the ordinary reading of the split words) and, before a
 * country code, a town of 10,000 or more.
 */
function gluedTail(gz: Gazetteer, words: string[], country: string, minStart: number): string[] | null {
  let end = words.length;
  while (end > minStart && isNumber(words[end - 1]!)) end--;
  const w = words[end - 1];
  if (!w || end - 1 <= minStart || w.length < 4 || !/^[A-Z]+$/.test(w)) return null;
  if (cityIn(gz.cities.get(w), (c) => c.country === country)) return null; // a town's whole name ("TACOMA" is no TACO MA)
  for (const n of [2, 3]) {
    const code = w.slice(-n), head = w.slice(0, -n);
    // ((round 53) or the cut end of a 13-character city field printed over several words: "NORTH LAS VEGNV")
    if (head.length < 4 && !(head.length >= 2 && fieldCut(words, end - 1, head.length, minStart))) continue;
    if (w.length < 6 && head.length >= 4) continue;
    const state = lookupAdmin(gz, country, code);
    const rec = state ? null : gz.countries.get(code);
    // (round 38) "CURITIBAPR": a country whose states the gazetteer lacks; a large city before two letters.
    if (!state && n === 2 && !gz.admins.has(country) && (!rec || rec.code !== country) && cityIn(gz.cities.get(head), (c) => c.country === country && c.population >= TRUNCATED_CITY_MIN_POP)) return [...words.slice(0, end - 1), head, code];
    if (!state && (!rec || rec.code !== country)) continue;
    // ((round 74) or a name of two words or more cut by its field before the country's code: "BELO HORIZONTBRA")
    if (!state && !cityIn(gz.cities.get(head), (c) => c.country === country && c.population >= 10000)) {
      const cut = n === 3 && head.length >= 4 ? truncatedCity(gz, [...words.slice(0, end - 1), head], end, country, null, minStart) : null;
      if (!cut || !cut.city || cut.start >= end - 1) continue;
    }
    return [...words.slice(0, end - 1), head, state ?? code];
  }
  return null;
}

/** (round 53) Whether 1 to 3 whole words before `end`, then a word of `tail` letters, print a full 13-character city field. */
function fieldCut(words: readonly string[], end: number, tail: number, minStart: number): boolean {
  for (let k = 1; k <= 3 && end - k > minStart; k++) if (printedLength(words, end - k, end) + 1 + tail === US_CITY_FIELD) return true;
  return false;
}

/** (round 53) Whether 2 or 3 words ending at `end` print a full 13-character city field. */
function fieldEndsAt(words: readonly string[], end: number, minStart: number): boolean {
  for (let k = 2; k <= 3 && end - k > minStart; k++) if (printedLength(words, end - k, end) === US_CITY_FIELD) return true;
  return false;
}

/**
 * How many words from `start` print the place `hit` reported (the longest window of 1 to 4), or 0: the title's own spelling
 * ("MUENCHEN" for München, "ΑΘΗΝΑ" for Athens, "SAO PAULO"), which the reported name need not fold to.
 */
export function placeWordsAt(gz: Gazetteer, words: readonly string[], start: number, hit: LocationHit): number {
  const at = hit.data.structured.coordinates;
  if (!at) return 0;
  const same = (c: CityRecord) => c.lat === at.latitude && c.lon === at.longitude;
  let key = '', longest = 0;
  for (let n = 1; n <= 4 && start + n <= words.length; n++) {
    key += words[start + n - 1]!;
    if (cityIn(gz.cities.get(key), same) || cityIn(gz.other.get(key), same) || cityIn(gz.bare?.get(key), same)) longest = n;
  }
  return longest;
}

/**
 * Whether the words from `from` to `to` are, all of them, one town of the card's country: read next to a
 * known brand ("SANKT AUGUSTIN ALDI SUED", "PAYCONIQ DELHAIZE LEUVEN"), where the town is not the shop's name.
 */
export function placeSpanning(gz: Gazetteer, words: string[], from: number, to: number, country: string): LocationHit | null {
  if (to - from < 1 || to - from > 4) return null;
  const hit = findCity(gz, words, to, country, null, from);
  if (!hit || hit.start !== from) return null;
  return toHit(gz, { city: hit.city, state: null, zip: null, country, street: null, start: from, confidence: 75, key: hit.key }, words, null);
}

// Street words printed after / before the street's own name (a subset of STREET_WORDS without the short forms that are also
// state or country codes or saints: ST, CT, PL, DR, SQ).
const STREET_AFTER_NAME: ReadonlySet<string> = new Set(['ROAD', 'RD', 'STREET', 'AVENUE', 'AVE', 'LANE', 'BLVD', 'BOULEVARD', 'HIGHWAY', 'HWY', 'STRASSE', 'STR', 'WEG', 'GATAN', 'GATE', 'VEJ']);
// (not AVENIDA, AVENUE, CORSO: also shops' names, "PASTELARIA AVENIDA BRAGA")
const STREET_BEFORE_NAME: ReadonlySet<string> = new Set(['VIA', 'VIALE', 'PIAZZA', 'RUE', 'CALLE', 'CARRER', 'RUA', 'UL', 'ULICA', 'STRADA', 'BULEVARDUL']);

// (round 53) The linking words between a street's word and its name ("RUE DE LYON", "VIA DI ROMA", "RUA DO PORTO"), and the avenue
// words read as a street's only before a house number.
const STREET_LINKS: ReadonlySet<string> = new Set(['DE', 'DU', 'DES', 'DEL', 'DELLA', 'DI', 'DO', 'DA', 'DOS', 'DAS', 'LA', 'LE']);
const AVENUE_WORDS: ReadonlySet<string> = new Set(['AV', 'AVE', 'AVDA', 'AVENIDA', 'AVENUE', 'ALAMEDA', 'BD', 'BLVD', 'BOULEVARD']);

/** (round 53) Whether the place read at words[start..e) is a street's name: after a street word and a linking word, or an avenue's word before a house number. */
function streetNameAt(words: readonly string[], start: number, e: number, minStart: number): boolean {
  if (start - 1 <= minStart) return false;
  return (STREET_LINKS.has(words[start - 1]!) && STREET_BEFORE_NAME.has(words[start - 2]!)) || (AVENUE_WORDS.has(words[start - 1]!) && /^\d{1,5}$/.test(words[e] ?? ''));
}

/** (round 98) "ZARA GRAN VIA BILBAO": the street word is the end of a whole street's name (Spain's Gran Vía), not the head of one. */
function wholeStreetBefore(words: readonly string[], street: number, minStart: number): boolean {
  return words[street] === 'VIA' && street - 1 >= minStart && words[street - 1] === 'GRAN';
}

// (round 63) The words that put a host's first name in a venue's name ("TRATTORIA DA GINO", "CHEZ MARCEL", "BEI ANTONIO").
const HOST_WORDS: ReadonlySet<string> = new Set(['DA', 'DAL', 'CHEZ', 'BEI']);

const LEAD_ARTICLES: ReadonlySet<string> = new Set(['THE', 'LE', 'LA', 'LES', 'EL', 'LOS', 'LAS', 'IL', 'LO', 'DE', 'HET', 'DIE', 'DER', 'DAS', 'O', 'A', 'OS', 'AS']);

function trailingPlace(gz: Gazetteer, words: string[], country: string, minStart: number, afterPrefix: boolean): Place | null {
  let end = words.length;
  // Drop trailing numbers that are not ZIP codes (store numbers, references).
  while (end > minStart && isNumber(words[end - 1]!) && !(country === 'US' && /^\d{5}$/.test(words[end - 1]!))) end--;
  let cc = country;
  let countryTagged = false;
  const last = words[end - 1];
  if (last && end - 1 > minStart) {
    const rec = gz.countries.get(last);
    // A trailing country code ("AUS", "SGP", "BR") unless it is also a state of this country ("CA", "IN").
    // Its city may stand before a district number or a region code ("PRAHA 1 CZE", "CANCUN QROO MEX").
    let cityEnd = end - 1;
    while (cityEnd - 1 > minStart && isNumber(words[cityEnd - 1]!)) cityEnd--;
    let tagged = rec && rec.code !== country ? findCity(gz, words, cityEnd, rec.code, null, minStart) : null;
    if (rec && rec.code !== country && !tagged && cityEnd - 1 > minStart && /^[A-Z]{2,4}$/.test(words[cityEnd - 1]!) && !lookupAdmin(gz, rec.code, words[cityEnd - 1]!)) {
      cityEnd--;
      tagged = findCity(gz, words, cityEnd, rec.code, null, minStart);
    }
    const known = rec && (rec.code === country || !!tagged);
    if (rec && known && (last.length === 3 || !lookupAdmin(gz, country, last))) {
      // (On a US card a two-letter code counts only after a large city of that country that is at most a small town in
      // the US: "HARRODS LONDON GB".)
      const us = country === 'US' && last.length === 2 && rec.code !== 'US' && tagged && tagged.city.population >= 100000 ? findCity(gz, words, cityEnd, 'US', null, tagged.start) : null;
      if (!(country === 'US' && last.length === 2 && rec.code !== 'US') || (tagged && tagged.city.population >= 100000 && (!us || us.city.population * 10 < tagged.city.population))) {
        cc = rec.code;
        countryTagged = true;
        end--;
      }
    }
  }
  let zip: string | null = null;
  if (cc === 'US' && end > minStart && /^\d{5}$/.test(words[end - 1]!)) {
    zip = words[end - 1]!;
    end--;
  }
  let state: string | null = null;
  // (round 53) "SAO BERNARDO DO": a name cut right after its linking word (before the word is read as a region's code).
  if (!countryTagged && !zip && end - 2 > minStart && PLACE_LINK_WORDS.has(words[end - 1]!) && !lookupAdmin(gz, cc, words[end - 1]!)) {
    const cut = truncatedCity(gz, words, end, cc, null, minStart);
    if (cut) return cut;
  }
  if (end > minStart) {
    const s = lookupAdmin(gz, cc, words[end - 1]!);
    // "MIRAFLORES LIMA": a region named like its capital, after a tiny place, is the capital.
    const capital = s && end - 1 > minStart ? findCity(gz, words, end, cc, null, end - 1) : null;
    const before = capital && capital.city.population >= 100000 ? findCity(gz, words, end - 1, cc, s, minStart) : null;
    if (capital && capital.city.population >= 100000 && (!before || before.city.population < 20000)) {
      return { city: capital.city, state: null, zip: null, country: cc, street: null, start: end - 1, confidence: 80, key: capital.key };
    }
    if (s) { state = s; end--; }
    // An unknown short region code ("JAL", "NL" in Mexico, "SI" in Singapore) after a city.
    else if (!gz.admins.has(cc) && /^[A-Z]{2,4}$/.test(words[end - 1]!) && end - 1 > minStart && regionCodeAfterCity(gz, words, end, cc, minStart)) end--;
  }
  // City states: the country tag alone names the city.
  if (countryTagged && CITY_STATES.has(cc)) {
    // ((round 63) Luxembourg is a country of towns named after its capital: a town of it printed before the tag is the place,
    // "ESCH-SUR-ALZETTE LU")
    const town = cc === 'LU' ? findCity(gz, words, end, cc, null, minStart) ?? truncatedCity(gz, words, end, cc, null, minStart) : null;
    if (town && town.start > minStart) return { city: town.city, state: null, zip: null, country: cc, street: null, start: town.start, confidence: 88, key: town.key };
    const city = cityIn(gz.cities.get(nameKey(gz.countryByCode.get(cc)?.name ?? '')), (c) => c.country === cc);
    if (city) {
      // ((round 77) the city's own name printed before the tag is the place too: "WING LEE CONGEE HONG KONG HK")
      const key = nameKey(city.name);
      let from = end;
      for (let k = 1; k <= 3 && end - k > minStart; k++) if (words.slice(end - k, end).join('') === key) { from = end - k; break; }
      return { city, state: null, zip: null, country: cc, street: null, start: from, confidence: 85 };
    }
  }
  while (end > minStart && isNumber(words[end - 1]!)) end--;
  if (state || zip) {
    const hit = findCity(gz, words, end, cc, state, minStart);
    if (hit) return { city: hit.city, state, zip, country: cc, street: streetBefore(words, hit.start, minStart), start: hit.start, confidence: 92, key: hit.key };
    if (zip) {
      const z = gz.zips.get(zip);
      if (z) {
        const city = cityIn(gz.cities.get(nameKey(z.city)), (c) => c.country === 'US' && c.admin === z.state);
        return { city, state: z.state, zip, country: 'US', street: null, start: end, confidence: 85 };
      }
    }
    if (countryTagged && !state) return null;
    const glued = state ? gluedCityHead(gz, words, end, cc, state, minStart) : null;
    if (glued) return { city: glued.city, state, zip, country: cc, street: null, start: glued.start, confidence: 85, key: glued.key };
    const cut = truncatedCity(gz, words, end, cc, state, minStart);
    if (cut) return { ...cut, state, zip };
    // A state alone (an online or phone order's head-office state): never invent a city.
    return state ? { city: null, state, zip: null, country: cc, street: null, start: end + 1, confidence: 0 } : null;
  }
  // (round 53) "SAN PEDRO GAR NL": a 13-character city field cut by the card network before a region code the gazetteer
  // lacks. The cut name is read before its shorter whole words.
  if (!countryTagged && end - 3 > minStart && /^[A-Z]{2,3}$/.test(words[end - 1]!) && fieldEndsAt(words, end - 1, minStart)) {
    const cut = truncatedCity(gz, words, end - 1, cc, null, minStart);
    if (cut) return cut;
  }
  // No state: the right-most city of the country among the last few words.
  const lowest = Math.max(minStart, end - 5);
  for (let e = end; e > lowest; e--) {
    const hit = findCity(gz, words, e, cc, null, Math.max(minStart, lowest - 1), countryTagged && e === end);
    if (hit) {
      // Far from the end, only well-known places count (fewer false hits on ordinary words).
      const tail = end - e;
      if (tail > 0 && hit.city.population < 50000) continue;
      if (hit.start === minStart && hit.city.population < 100000 && !countryTagged) continue; // the first word is the merchant
      // "PESAPAL*NAIROBI JAVA HOUSE": a city that opens a processor's descriptor with more of the name after it is the name's word.
      // (also after an article: "PAYFAST*THE CAPE TOWN BOOK CO")
      if (afterPrefix && tail > 0 && !countryTagged && (hit.start === minStart || (hit.start === minStart + 1 && LEAD_ARTICLES.has(words[minStart]!)))) continue;
      // "PADARIA E CONFEITARIA ESTRELA": a small place after nothing but trade words is the shop's name.
      if (hit.start > minStart && hit.city.population < 50000 && !countryTagged && onlyTradeWordsBefore(words, minStart, hit.start)) continue;
      // (round 37) "HOTEL BERLIN", "KAHVILA HELSINKI", "CAFE DE PARIS": a one-word city of any size ending a line
      // (no processor) after nothing but a venue word is the venue's name (hotels, restaurants, cafés and bars
      // are so named; "PEKSEG SZEGED", a bakery in Szeged, keeps its town).
      if (tail === 0 && hit.start === e - 1 && hit.start > minStart && !afterPrefix && !countryTagged && onlyVenueWordsBefore(words, minStart, hit.start)) continue;
      // (round 37) "ROMA PIZZERIA", "ATHENS DINER", "MADRAS CAFE": a one-word city opening the line before a single venue
      // word that ends it is the venue's name (the mirror of the rule above).
      if (hit.start === minStart && hit.start === e - 1 && tail === 1 && !afterPrefix && !countryTagged && onlyVenueWordsBefore(words, e, end)) continue;
      // (round 63) "PIZZERIA DA CIRO", "CHEZ LAURENT", "BEI TONI": a small town named after DA / CHEZ / BEI is the host's first name.
      if (hit.start - 1 > minStart && hit.city.population < 50000 && !countryTagged && HOST_WORDS.has(words[hit.start - 1]!)) continue;
      // (round 47) "LONDON ROAD GARAGE", "BAR VIA ROMA 12": a town's name inside a street's name is no place (the street's word
      // follows it in English and German, leads it in Romance and Slavic languages).
      if (!countryTagged && (STREET_AFTER_NAME.has(words[e] ?? '') || (hit.start > minStart && STREET_BEFORE_NAME.has(words[hit.start - 1]!) && !wholeStreetBefore(words, hit.start - 1, minStart)))) continue;
      // ((round 53) also after a linking word, "RUE DE LYON", "CALLE DE ALCALA"; and an avenue's name with its house number,
      // "AV PAULISTA 1578", "AVENIDA BRASIL 500", where the avenue's word alone may be a shop's name)
      if (!countryTagged && streetNameAt(words, hit.start, e, minStart)) continue;
      // (round 74) "PRET A MANGER OXFORD ST": a street's short word ending the line (ST, SQ, PL ... are saints or states elsewhere).
      if (!countryTagged && e === end - 1 && end === words.length && STREET_WORDS.has(words[e]!)) continue;
      // (round 74) "DR M LINCOLN DDS", "DR K AUSTIN DMD": a town's name after a person's title and initial, or before a degree, is a surname.
      if (!countryTagged && hit.start === e - 1 && surnameAt(words, hit.start, e, minStart)) continue;
      // (round 74) "SAO JOSE DOS CA": a town's name continued by a linking word and a cut word is a longer name cut by the field.
      // (and, before a country's code, "RIBEIRAO PRET BRA": a name cut by the field the code was glued to)
      // ((round 79) and a town's name continued by a place name's short word, "BURY ST EDMUND", "NEWPORT PT RICHEY": the longer name)
      if (tail > 0 && (PLACE_LINK_WORDS.has(words[e]!) || (countryTagged && e === end - 1 && /^[A-Z]{3,}$/.test(words[e]!)) || (PLACE_ABBREVIATIONS.has(words[e]!) && words[e]!.length >= 2 && lettersOnly(words, e, end)))) {
        const cut = truncatedCity(gz, words, end, cc, null, minStart);
        if (cut && cut.start === hit.start && cut.city !== hit.city) return { ...cut, confidence: countryTagged ? 88 : 75 };
      }
      const confidence = countryTagged ? 88 : tail === 0 ? 82 : 75;
      const city = cityBeforeDistrict(gz, words, hit, minStart);
      if (city) return { city: city.city, state: null, zip: null, country: cc, street: streetBefore(words, city.start, minStart), start: city.start, confidence, key: city.key };
      const start = wardBefore(words, numberedDistrictBefore(words, districtBefore(gz, words, hit.start, hit.city, minStart), minStart), minStart);
      return { city: hit.city, state: null, zip: null, country: cc, street: streetBefore(words, start, minStart), start, confidence, key: hit.key };
    }
  }
  const cut = truncatedCity(gz, words, end, cc, null, minStart);
  if (cut && (countryTagged || !streetNameAt(words, cut.start, end, minStart))) return cut;
  // (round 42) "GDYNIA KWIACIARNIA U BASI I ZBYSZKA", "NAPOLI PIZZERIA DA CIRO E FIGLI": a layout that prints the town before a
  // long name leaves it out of the last words read above; a town of 50,000 or more opening the text, a trade word right after it, is the place.
  if (!afterPrefix && lowest > minStart) {
    for (let e = minStart + 1; e <= minStart + 3 && e <= lowest; e++) {
      const hit = findCity(gz, words, e, cc, null, minStart);
      if (hit && hit.start === minStart && hit.city.population >= 50000 && BUSINESS_WORDS.get(words[e]!)) {
        return { city: hit.city, state: null, zip: null, country: cc, street: null, start: minStart, confidence: 75, key: hit.key };
      }
    }
  }
  return null;
}

// (round 74) Titles before a person's name and the degrees and post-nominals printed after it.
const PERSON_TITLES: ReadonlySet<string> = new Set(['DR', 'MR', 'MRS', 'MS', 'MISS', 'PROF', 'DOCTOR', 'DRA', 'SR', 'SRA']);
const DEGREES: ReadonlySet<string> = new Set(['DDS', 'DMD', 'MD', 'DO', 'DC', 'OD', 'DPM', 'DVM', 'PHD', 'CPA', 'ESQ', 'LCSW', 'LPC', 'PT', 'DPT', 'PSYD', 'RN', 'NP', 'PA']);

const STREET_SHORT_WORDS: ReadonlySet<string> = new Set(['ST', 'RD', 'AVE', 'SQ', 'LN', 'BLVD', 'HWY', 'PKWY']);

/** (round 74) Whether the one word at words[i] (to e) is a person's surname: after a title and an initial, or right before a degree. */
function surnameAt(words: readonly string[], i: number, e: number, minStart: number): boolean {
  if (i - 2 >= minStart && words[i - 1]!.length === 1 && PERSON_TITLES.has(words[i - 2]!)) return true;
  if (i - 1 >= minStart && PERSON_TITLES.has(words[i - 1]!) && DEGREES.has(words[e] ?? '')) return true;
  return i - 1 >= minStart && words[i - 1]!.length === 1 && DEGREES.has(words[e] ?? '');
}

const US_CITY_FIELD = 13; // characters of the city field of a US / Canadian card descriptor

/** How many characters words[start..end) take printed with single blanks. */
function printedLength(words: readonly string[], start: number, end: number): number {
  let n = end - start - 1;
  for (let i = start; i < end; i++) n += words[i]!.length;
  return n;
}

// Words that join the parts of a town's name ("STRATFORD UPON AVON", "STOKE ON TRENT", "FRANKFURT AM MAIN", "ALCALA DE HENARES").
const PLACE_LINK_WORDS: ReadonlySet<string> = new Set(['UPON', 'ON', 'UNDER', 'AM', 'AN', 'IM', 'SUR', 'LES', 'DE', 'DEL', 'DO', 'DA', 'DOS', 'DAS', 'DI']);

/** (round 47) "STRATFORD-UPON": a name of three words or more cut right after its linking word (the cut is plain, not a guess). */
function linkCut(words: readonly string[], start: number, c: CityRecord): boolean {
  return PLACE_LINK_WORDS.has(words[start + 1]!) && c.name.split(/[ -]/).length >= 3;
}

const REGION_CODE_MAX_POP = 50000;
const TRUNCATED_CITY_MIN_POP = 100000;
const CUT_THREE_WORDS_MIN_POP = 20000;
const BIG_CITY_KEYS = new WeakMap<Gazetteer, Map<string, Map<string, Array<[string, CityRecord]>>>>();
const CUT_MIN = 6; // letters a cut name keeps at least

/** A country's large cities and three-word towns (names and Latin alternate names) by the first six letters of their key. */
function bigCityKeys(gz: Gazetteer, cc: string): Map<string, Array<[string, CityRecord]>> {
  let m = BIG_CITY_KEYS.get(gz);
  if (!m) BIG_CITY_KEYS.set(gz, (m = new Map()));
  let byHead = m.get(cc);
  if (!byHead) {
    byHead = new Map();
    for (const c of gz.big ?? []) {
      if (c.country !== cc) continue;
      const ks = new Set<string>();
      for (const n of [c.name, ...c.altNames]) { const k = nameKey(n); if (k.length >= CUT_MIN + 1 && !isTwoByte(k)) ks.add(k); }
      for (const k of ks) {
        const h = k.slice(0, CUT_MIN);
        const list = byHead.get(h);
        if (list) list.push([k, c]); else byHead.set(h, [[k, c]]);
      }
    }
    m.set(cc, byHead);
  }
  return byHead;
}

/**
 * "DROGARIA POPULAR BELO HORIZONT", "PIZZERIA DA ANTONIO REGGIO EMIL": a large city's name cut by
 * the statement's field width at the very end of the title (at most four letters lost, two
 * thirds kept, six letters or more printed: "STUTTG", "BARCEL", "MANCHES"); the last word must be no trade word or first name.
 */
function truncatedCity(gz: Gazetteer, words: string[], end: number, cc: string, state: string | null, minStart: number): Place | null {
  const last = words[end - 1];
  if (!last || end - 1 <= minStart) return null;
  // (Cheap tests first: most titles end in no cut city at all.)
  for (let i = 0; i < last.length; i++) { const c = last.charCodeAt(i); if (c < 65 || c > 90) return null; }
  let checked = false;
  // (three words: "NEWCASTLE UPON T", "ALCALA DE HENAR": the whole words before the cut narrow it down)
  // ((round 47) and four: "SANT CUGAT DEL V", "SAN SEBASTIAN DE LOS R", names of four words or more)
  // ((round 53) and five: "LAS PALMAS DE GRAN C", "SAN CRISTOBAL DE LA L")
  for (let len = 5; len >= 1; len--) {
    const start = end - len;
    // (round 47) A US descriptor's city field is 13 characters: cut there before the state, more may be lost ("SOUTH SAN FRA CA"),
    // down to two letters of the last word ("HUNTINGTON BE CA") or inside one long word ("CHARLOTTESVIL VA").
    // ((round 53) and, over two words or more, a full 13-character field at the end without its state: the card network's
    // city field, "GARMISCH-PART", "BALNEARIO CAM", "BOULOGNE-BILL")
    const field = (state !== null || len >= 2) && start > minStart && printedLength(words, start, end) === US_CITY_FIELD;
    if (start <= minStart || (len < 3 && last.length < 3 && !(field && len === 2))) continue; // the shop's name comes first
    if (len > 1 && (!/^[A-Z]{2,}$/.test(words[start]!) || !lettersOnly(words, start + 1, end - 1))) continue;
    const p = words.slice(start, end).join('');
    if (p.length < CUT_MIN) continue;
    const list = bigCityKeys(gz, cc).get(p.slice(0, CUT_MIN));
    if (!list) continue;
    if (!checked) {
      const bad = BUSINESS_WORDS.get(last) || NOT_CITIES.has(last);
      if (bad && !(field && len >= 2)) return null;
      if (!bad) checked = true;
    }
    let found: CityRecord | null = null;
    let key = '';
    for (const [k, c] of list) {
      if (!k.startsWith(p)) continue;
      // ((round 47) a name of three words or more printed over as many: its whole words are the proof, up to eight letters may be lost,
      // half kept: "SANT CUGAT DEL V")
      const words3 = len >= 3 && c.name.split(/[ -]/).length >= len;
      if (k.length === p.length || (!field && !words3 && (k.length - p.length > 4 || p.length * 3 < k.length * 2))) continue;
      if (words3 && !field && (k.length - p.length > 8 || p.length * 2 < k.length)) continue;
      if (len >= 4 && !words3) continue;
      if (state && c.admin !== state) continue;
      // ((round 53) a field without its state is cut inside a word: "SANTO ANTONIO" is two whole words, no cut name)
      if (field && !state && !cutInsideWord(c, k, len, last)) continue;
      // ("WELWYN GARDEN CIT": smaller towns over three words only, or over two words in the state printed after them)
      // ((round 47) or over two words whose cut word keeps six letters or more: "CESKE BUDEJOVI")
      if (c.population < TRUNCATED_CITY_MIN_POP && ((len === 1 && !field) || (len === 2 && !state && !field && !linkCut(words, start, c) && (last.length < 6 || c.population < CUT_THREE_WORDS_MIN_POP)) || (len === 3 && c.name.split(/[ -]/).length < 3))) continue;
      // (two cities begin so: no guess; (round 53) but GeoNames' two records of one town, its seat and its municipality, are one)
      if (found && found !== c) { if (kmBetween(found, c) > 10) return null; if (found.population >= c.population) continue; }
      found = c; key = k;
    }
    if (found) return { city: found, state: null, zip: null, country: cc, street: null, start, confidence: 70, key };
  }
  return null;
}

/** Whether every word of words[from..to) is capital letters only. */
function lettersOnly(words: readonly string[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!/^[A-Z]+$/.test(words[i]!)) return false;
  return true;
}

/** (round 53) Whether the name keyed `k` has its len-th word printed cut short as `last` (not whole). */
function cutInsideWord(c: CityRecord, k: string, len: number, last: string): boolean {
  for (const n of [c.name, ...c.altNames]) {
    if (nameKey(n) !== k) continue;
    const w = nameKey(n.split(/[ -]/)[len - 1] ?? '');
    return w.length > last.length && w.startsWith(last);
  }
  return false;
}

/**
 * "SALUMERIA GIOVANNI VOMERO NAPOLI", "IYA BASIRAT BUKA IKEJA LAGOS": a smaller place printed right
 * before a city of 200,000 or more and within 30 km of it is its district or suburb; it belongs to the address, not
 * to the name (the city stays the place reported). Two words of the name must stay before it.
 */
function districtBefore(gz: Gazetteer, words: string[], cityStart: number, city: CityRecord, minStart: number): number {
  // (Districts of large cities only: next to a small town a place name is as often the shop's name.)
  if (city.population < 200000) return cityStart;
  for (let len = 2; len >= 1; len--) {
    const start = cityStart - len;
    if (start - minStart < 2) continue;
    if (words[start]!.charCodeAt(0) > 0xff || (len === 1 && (NOT_CITIES.has(words[start]!) || words[start]!.length < 4))) continue;
    let h = FNV_OFFSET, n = 0;
    for (let i = start; i < cityStart; i++) { h = fnvExtend(h, words[i]!); n += words[i]!.length; }
    const hit = gz.cities.getJoined(h >>> 0, words, start, cityStart, n);
    if (hit === undefined) continue;
    const near = (c: CityRecord) => c !== city && c.country === city.country && c.population < city.population && kmBetween(c, city) <= 30;
    if (!cityIn(hit, near)) continue;
    // ("BAGERI SÖDERMALM STOCKHOLM": a bakery named after its district keeps it)
    const name = words.slice(minStart, start).filter((w) => !isNumber(w));
    if (name.length < 2 || name.every((w) => BUSINESS_WORDS.get(w) || NAME_JOINERS.has(w))) continue;
    return start;
  }
  return cityStart;
}

/**
 * "GETRAENKE HOFFMANN BERLIN-NEUKOELLN", "BIM ANKARA CANKAYA": a smaller place printed right after a
 * city of 200,000 or more, within 30 km and at most a third of its size, is the city's district; the city is
 * the place reported ("KAROL BAGH NEW DELHI": two places of a size are the district and its city).
 */
function cityBeforeDistrict(gz: Gazetteer, words: string[], hit: { city: CityRecord; start: number; key?: string }, minStart: number): { city: CityRecord; start: number; key: string } | null {
  if (hit.start - 1 <= minStart) return null;
  const before = findCity(gz, words, hit.start, hit.city.country, null, minStart + 1);
  if (!before || before.city.population < 200000) return null;
  const district = (c: CityRecord) => c.country === hit.city.country && before.city.population >= 3 * c.population && kmBetween(before.city, c) <= 30;
  if (district(hit.city)) return before;
  // ((round 74) "CARREFOURSA IZMIR KARSIYAKA": the district's name is also a larger town's far away, the record read first)
  return hit.key !== undefined && kmBetween(before.city, hit.city) > 30 && cityIn(gz.cities.get(hit.key), district) ? before : null;
}

/** Words that number a city's districts: Vietnamese QUAN, Guatemalan ZONA, DISTRICT, SECTOR. */
const DISTRICT_NUMBER_WORDS: ReadonlySet<string> = new Set(['QUAN', 'ZONA', 'DISTRICT', 'DISTRITO', 'SECTOR', 'SEKTOR']);

/**
 * "TIEM TOC MINH ANH QUAN 3 HCM", "PAIZ ZONA 10 GUATEMALA": a numbered district printed right before
 * the city belongs to the address, not to the name (a word of the name must stay before it).
 */
function numberedDistrictBefore(words: string[], start: number, minStart: number): number {
  const n = words[start - 1], w = words[start - 2];
  if (n === undefined || w === undefined || start - 2 <= minStart || !/^\d{1,2}$/.test(n) || !DISTRICT_NUMBER_WORDS.has(w)) return start;
  return start - 2;
}

/** The romanized suffixes of a city's wards: Japanese -KU, Korean -GU, Chinese QU ("SHIBUYA-KU", "GANGNAM-GU", "JINGAN QU"). */
const WARD_SUFFIXES: ReadonlySet<string> = new Set(['KU', 'GU', 'QU']);

/**
 * "CAFE KOMOREBI SHIBUYA-KU TOKYO", "HANUL BAKERY GANGNAM-GU SEOUL": a ward printed right before the city, its
 * name then its suffix, belongs to the address, not to the name (a word of the name must stay before it).
 */
function wardBefore(words: string[], start: number, minStart: number): number {
  if (start - 2 <= minStart || !WARD_SUFFIXES.has(words[start - 1]!) || !/^[A-Z]{3,}$/.test(words[start - 2]!)) return start;
  return start - 2;
}

function kmBetween(a: CityRecord, b: CityRecord): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const x = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(x)));
}

/**
 * Whether the last word is a region code after a city ("GUADALAJARA JAL") rather than the end
 * of a city name ("QUEZON CITY") or a bigger city itself ("MIRAFLORES LIMA").
 */
function regionCodeAfterCity(gz: Gazetteer, words: string[], end: number, cc: string, minStart: number): boolean {
  // (round 37) "MADRAS CAFE", "LIMA DELI": a trade word is the shop's, never a region code.
  if (exactTradeTarget(words[end - 1]!)) return false;
  // (round 74) "PRET A MANGER OXFORD ST": an English street's short word is no region's code; nor is the cut end of a city's name
  // ("RIBEIRAO PRET").
  if (STREET_SHORT_WORDS.has(words[end - 1]!)) return false;
  if (words[end - 1]!.length >= 4) { const cut = truncatedCity(gz, words, end, cc, null, minStart); if (cut && cut.start < end - 1) return false; }
  const before = findCity(gz, words, end - 1, cc, null, minStart);
  if (!before) return false;
  const here = findCity(gz, words, end, cc, null, minStart);
  if (!here) return true;
  if (here.start < end - 1) return false;
  // (round 37) "RESTAURACE PRAHA BRNO", "HOTEL KYIV LVIV": a city of 50,000 or more is the place itself, not a
  // region code; the bigger city before it is then the shop's name.
  return here.city.population < before.city.population && here.city.population < REGION_CODE_MAX_POP;
}

function streetBefore(words: string[], cityStart: number, minStart: number): string | null {
  // "1250 BROADWAY NEW YORK": a house number followed by 1-3 words ending in a street word.
  for (let n = cityStart - 2; n >= Math.max(minStart, cityStart - 4); n--) {
    if (!isNumber(words[n]!)) continue;
    const rest = words.slice(n + 1, cityStart);
    if (rest.length >= 1 && rest.length <= 3 && STREET_WORDS.has(rest[rest.length - 1]!)) {
      return titleCase([words[n]!, ...rest].join(' '));
    }
  }
  return null;
}

const ADDRESS_CACHE = new Map<string, { formatted: string; id: string }>();

function toHit(gz: Gazetteer, p: Place & { key?: string | null }, _words: string[], phone: string | null): LocationHit {
  const country = gz.countryByCode.get(p.country) ?? null;
  const adminName = p.state ? gz.admins.get(p.country)?.get(p.state)?.name ?? null : null;
  const cityName = p.city ? gz.display.get(p.city) ?? withoutCitySuffix(p.city, printedName(p.city, p.key ?? null)) : null;
  const state = p.state ?? null;
  const countryName = country?.name ?? p.country;
  // The same places recur: their formatted address and id (a fold, a regex and a SHA-1) are memoised.
  const memoKey = `${p.street ?? ''}\u0001${cityName ?? ''}\u0001${state ?? ''}\u0001${p.zip ?? ''}\u0001${countryName}`;
  let memo = ADDRESS_CACHE.get(memoKey);
  if (memo === undefined) {
    const parts = [p.street, cityName, [state, p.zip].filter(Boolean).join(' ') || null, countryName]
      .filter((x): x is string => !!x);
    const formatted = parts.join(', ');
    memo = { formatted, id: cachedId('location', squashSpaces(fold(formatted))) };
    if (ADDRESS_CACHE.size >= 50_000) ADDRESS_CACHE.clear();
    ADDRESS_CACHE.set(memoKey, memo);
  }
  const formatted = memo.formatted;
  const data: LocationData = {
    id: memo.id,
    name: cityName ? (state ? `${cityName}, ${state}` : cityName) : adminName ?? state ?? formatted,
    formatted,
    structured: {
      street: p.street,
      city: cityName,
      state,
      postalCode: p.zip,
      country: p.country,
      countryName: country?.name ?? null,
      coordinates: p.city ? { latitude: p.city.lat, longitude: p.city.lon } : null,
      timezone: p.city?.timezone ?? null,
    },
    phoneNumber: phone,
  };
  return { data, confidence: p.confidence, start: p.start, stateOnly: !p.city };
}

// nameKey of a city's canonical name, memoised for the cities titles actually name (bounded).
const CITY_KEYS = new Map<CityRecord, string>();
function cityKey(c: CityRecord): string {
  let k = CITY_KEYS.get(c);
  if (k === undefined) {
    if (CITY_KEYS.size >= 50_000) CITY_KEYS.clear();
    k = nameKey(c.name);
    CITY_KEYS.set(c, k);
  }
  return k;
}

const ABBREVIATION = /^[A-Z][A-Z ]{1,7}$/;

/** The city's name in the form the title printed it ("Sevilla", "Frankfurt", "Bangalore"). */
function printedName(c: CityRecord, key: string | null): string {
  // "WROCLAW", "LODZ": Polish names lose Ł in ASCII statements and in English ("Wroclaw");
  // it is the one letter accent folding cannot restore, so the printed form is kept.
  if (!key || cityKey(c) === key) return c.name.indexOf('ł') >= 0 || c.name.indexOf('Ł') >= 0 ? c.name.replace(/ł/g, 'l').replace(/Ł/g, 'L') : c.name;
  // "MUENCHEN", "KOELN": a transliteration of the canonical name, not another name.
  if (nameKey(c.name.replace(/ü/g, 'ue').replace(/ö/g, 'oe').replace(/ä/g, 'ae')) === key) return c.name;
  // "MUENCHEN" for Munich: the local name with its umlauts, not the transliteration.
  for (const a of c.altNames) if (/[äöüÄÖÜ]/.test(a) && nameKey(a.replace(/ü/g, 'ue').replace(/ö/g, 'oe').replace(/ä/g, 'ae').replace(/Ü/g, 'Ue').replace(/Ö/g, 'Oe').replace(/Ä/g, 'Ae')) === key) return a;
  // A name printed in another script ("ΑΘΗΝΑ", "Львів") is given in the Latin form most labels and
  // integrators expect ("Athens", "Lviv").
  // ((round 74) a name GeoNames romanized with the soft sign's apostrophe, "Homyel'", is given by its plain English form, "Gomel")
  if (key.charCodeAt(0) > 0xff) return /['’ʼ]/.test(c.name) ? c.altNames.find((a) => /^[A-Za-z][A-Za-z .-]+$/.test(a)) ?? c.name.replace(/['’ʼ]/g, '') : c.name;
  // An abbreviation ("CDMX", "CABA", "HCMC": the alternate names written in capitals) is reported in full.
  // ((round 74) and so is a French saint's short form, "Ste-Julie", "St-Étienne" for Sainte-Julie, Saint-Étienne;
  // a name with its word for city added, "Thanh pho Ho Chi Minh" for Ho Chi Minh City)
  for (const a of c.altNames) if (nameKey(a) === key) return ABBREVIATION.test(a) || sameNameShortened(a, c.name) ? c.name : a;
  // (round 79) "MANSOURA", "SALMIYA": an everyday spelling of an Arab town's name, as printed.
  const common = COMMON_SHOWN.get(key);
  if (common && common[0] === c) return common[1];
  // "DONOSTIA": the half of a two-language name the title printed.
  const part = namePart(c, key);
  if (part) return part;
  // "BRONX": the name as printed, without the article ("Bronx", not "The Bronx").
  const art = NAME_ARTICLE_RE.exec(c.name);
  if (art && nameKey(c.name.slice(art[0].length)) === key) return c.name.slice(art[0].length);
  // (round 53) "RISHON LEZION": the everyday romanization the title printed (bareNames' variants).
  const rules = ROMANIZATION_VARIANTS[c.country];
  if (rules) {
    let found: string | null = null;
    for (const n of [c.name, ...c.altNames]) for (const v of romanizedVariants(n, rules)) {
      if (nameKey(v) !== key) continue;
      if (/^[\x20-\xff]+$/.test(v)) return v; // (the plain letters statements print: "Petah Tikva", not "Petaẖ Tikva")
      found ??= v;
    }
    if (found) return found;
  }
  return c.name;
}

// (round 74) A name's words for "city" (dropped or added by statements and alternate names) and its saints' short forms.
const NAME_CITY_WORDS = /\b(?:CITY|CIUDAD|CIDADE|THANH PHO|KOTA)\b/g;
const NAME_SHORT_SAINTS: ReadonlyArray<readonly [RegExp, string]> = [[/\bSTE\b/g, 'SAINTE'], [/\bST\b/g, 'SAINT']];
const FRENCH_SHORT_SAINT = /(?:^|[ -])Ste?-/;
/** (round 74) Whether the alternate name `a` is the name `n` with a French saint's word cut short ("St-", "Ste-") or with its word for city added. */
function sameNameShortened(a: string, n: string): boolean {
  // (a name printed without its word for city keeps that form: "Makati" for Makati City)
  const norm = (x: string, city: boolean) => {
    let f = ` ${fold(x).replace(/[^A-Z0-9]+/g, ' ')} `;
    for (const [re, to] of NAME_SHORT_SAINTS) f = f.replace(re, to);
    return (city ? f.replace(NAME_CITY_WORDS, ' ') : f).replace(/ +/g, '');
  };
  // (French names only: "St-Étienne" abbreviates Saint-Étienne, while the English "St Kilda", "St Albans" are the names in use)
  if (FRENCH_SHORT_SAINT.test(a) && norm(a, false) === norm(n, false)) return true;
  NAME_CITY_WORDS.lastIndex = 0;
  return NAME_CITY_WORDS.test(fold(a)) && norm(a, true) === norm(n, true);
}

/** (round 53) A Korean city's name without the "-si" (city) GeoNames keeps on some ("Seongnam-si", "Goyang-si"): "Seongnam". */
function withoutCitySuffix(c: CityRecord, name: string): string {
  return c.country === 'KR' && name.endsWith('-si') ? name.slice(0, -3) : name;
}

// UUIDv5 costs a SHA-1 per call; the same places and derived names recur, so ids are memoised
// (bounded: the map is cleared when it grows past its cap).
const ID_CACHE = new Map<string, string>();
/** The id of a merchant the engine derived from a title, by its name's key (nameKey). */
export function derivedMerchantId(key: string): string {
  return cachedId('merchant', `derived:${key.toLowerCase()}`);
}

export function cachedId(kind: 'location' | 'merchant', key: string): string {
  const k = kind + '|' + key;
  let id = ID_CACHE.get(k);
  if (id === undefined) {
    if (ID_CACHE.size >= 50_000) ID_CACHE.clear();
    id = entityId(kind, key);
    ID_CACHE.set(k, id);
  }
  return id;
}

function squashSpaces(s: string): string {
  return s.replace(/\s+/g, ' ').trim().toLowerCase();
}

export { squash };
export type { Tok };

const NAME_JOINERS: ReadonlySet<string> = new Set(['E', 'Y', 'ET', 'AND', 'DE', 'DI', 'DA', 'DO', 'LA', 'LE', 'EL', 'THE', 'UND', 'EN']);

// (round 37) Trades whose houses are named after a place ("Hotel Berlin", "Café Wien", "Bar Milano", "Pizzeria Napoli").
const VENUE_TRADES: ReadonlySet<string> = new Set(['Hotels', 'Hostels', 'Restaurants', 'Coffee Shops', 'Bars & Pubs']);
/** Whether the words from `from` to `to` are venue words printed as listed (no compounds, no inflected forms) and joining words only. */
function onlyVenueWordsBefore(words: string[], from: number, to: number): boolean {
  let venue = false;
  for (let i = from; i < to; i++) {
    const t = listedTradeTarget(words[i]!);
    if (t && VENUE_TRADES.has(t.name)) venue = true;
    else if (!NAME_JOINERS.has(words[i]!)) return false;
  }
  return venue;
}

function onlyTradeWordsBefore(words: string[], from: number, to: number): boolean {
  let trade = false;
  for (let i = from; i < to; i++) {
    if (BUSINESS_WORDS.get(words[i]!)) trade = true;
    else if (!NAME_JOINERS.has(words[i]!)) return false;
  }
  return trade;
}
