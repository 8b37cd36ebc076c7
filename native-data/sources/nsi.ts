// name-suggestion-index (BSD-3-Clause): brand and operator items -> merchant and bank
// candidates, merged per Wikidata id (or normalised name) and OSM tag; Wikidata extracts
// bundled with the package give description and website.
import { readPackageJson } from './packages.js';
import { WORD_TARGETS } from '../../workers/engine/category-rules.js';
import { asciiFold, compactKey, hostnameOf, isLatin, normKey, sorted, uniq } from './text.js';

interface NsiItem {
  id: string;
  displayName: string;
  locationSet: { include?: unknown[]; exclude?: unknown[] };
  matchNames?: string[];
  tags: Record<string, string>;
}
interface NsiFile {
  nsi: Record<string, { items: NsiItem[] }>;
}
interface WikidataEntry {
  label?: string;
  description?: string;
  identities?: { website?: string };
  officialWebsites?: string[];
  dissolutions?: unknown[];
}

/** Operator categories where people pay the operator (fees, tolls, utilities, tuition...). */
const OPERATOR_TAGS = new Set([
  'amenity=charging_station', 'amenity=parking', 'amenity=car_sharing', 'amenity=post_office',
  'amenity=hospital', 'amenity=clinic', 'amenity=doctors', 'amenity=veterinary',
  'amenity=university', 'amenity=college', 'amenity=school', 'amenity=kindergarten',
  'amenity=childcare', 'amenity=vending_machine', 'amenity=pub', 'amenity=marketplace',
  'amenity=library', 'amenity=townhall', 'shop=ticket', 'shop=mobile_phone', 'shop=mall',
  'shop=convenience', 'shop=bookmaker', 'office=water_utility', 'office=energy_supplier',
  'office=visa', 'tourism=museum', 'tourism=camp_site', 'highway=toll_gantry',
  'barrier=toll_booth', 'highway=services', 'healthcare=dialysis',
]);

/**
 * Name tags worth printing as aliases (statements print brand names, short forms, English).
 * A brand's `operator` is another company (Courtyard is operated by Marriott), so it only
 * counts in the operators tree.
 */
const ALIAS_TAG = {
  brands: /^(brand|name|brand:short|short_name|alt_name|official_name|int_name|(brand|name):[a-z]{2,3})$/,
  operators: /^(operator|operator:short|name|short_name|official_name|(operator|name):[a-z]{2,3})$/,
};

export interface NsiCandidate {
  key: string; // stable: "nsi:<wikidata>/<tag>" or "nsi:name:<normalised name>/<tag>"
  qid: string | null;
  tag: string; // OSM "key=value"
  tree: 'brands' | 'operators';
  name: string;
  names: string[]; // every printed form, original case, name first
  countries: string[] | null; // null = worldwide / unknown
  keywords: string[];
  description: string | null;
  website: string | null;
  domain: string | null;
  itemIds: string[];
}

export interface NsiResult {
  merchants: NsiCandidate[];
  banks: NsiCandidate[];
  stats: Record<string, number>;
  version: string;
}

/** Non-ISO codes NSI's country-coder accepts, mapped to the ISO country they belong to. */
const CODE_ALIASES: Record<string, string> = { fx: 'FR', ic: 'ES', el: 'GR', uk: 'GB', bu: 'MM', ea: 'ES' };

/**
 * ISO alpha-2 codes of a locationSet: "de", "us-ak" and NSI's subdivision areas
 * "us-wa.geojson" all count for their country. null when the set reaches beyond countries
 * ("001" world, M49 regions, points, custom areas): worldwide / unknown extent.
 */
function countriesOf(set: NsiItem['locationSet'], iso: Set<string>): string[] | null {
  const out: string[] = [];
  for (const loc of set.include ?? []) {
    if (typeof loc !== 'string') return null;
    const m = /^([a-z]{2})(-[a-z0-9_-]+)?(\.geojson)?$/.exec(loc);
    if (!m) return null;
    const code = CODE_ALIASES[m[1]!] ?? m[1]!.toUpperCase();
    if (!iso.has(code)) {
      if (m[3]) return null; // a custom area that only looks like a code
      continue; // an unknown pseudo-code: ignore it
    }
    out.push(code);
  }
  return out.length ? uniq(out) : null;
}

function itemName(item: NsiItem, tree: string): string {
  const t = item.tags;
  return (tree === 'operators' ? t.operator ?? t.name : t.brand ?? t.name) ?? item.displayName;
}

const hasLetter = (s: string): boolean => /\p{L}/u.test(s);

const namesCache = new WeakMap<NsiItem, string[]>();

function itemNames(item: NsiItem, tree: 'brands' | 'operators'): string[] {
  const cached = namesCache.get(item);
  if (cached) return cached;
  const names = [itemName(item, tree)];
  for (const [tag, value] of Object.entries(item.tags)) {
    if (!ALIAS_TAG[tree].test(tag)) continue;
    // Names in every script: statements print a brand the way its own country writes it
    // ("セブン-イレブン", "Пятёрочка"); the record's display name stays Latin where it has one.
    // (Only names with a letter: "36,6" or "911" would match amounts and references.)
    for (const v of value.split(';')) if (hasLetter(v)) names.push(v.trim());
  }
  for (const m of item.matchNames ?? []) if (hasLetter(m)) names.push(m);
  const out = uniq(names);
  namesCache.set(item, out);
  return out;
}

function keywordsOf(tag: string, tags: Record<string, string>): string[] {
  const words = [tag.split('=')[1]!.replace(/_/g, ' ')];
  for (const c of (tags.cuisine ?? '').split(';')) if (c) words.push(c.replace(/_/g, ' '));
  return uniq(words.map((w) => w.toLowerCase()));
}

function pickWebsite(wd: WikidataEntry | undefined): string | null {
  return wd?.identities?.website ?? wd?.officialWebsites?.[0] ?? null;
}

interface Group {
  qid: string | null;
  tag: string;
  tree: 'brands' | 'operators';
  items: NsiItem[];
}

export function loadNsi(iso: Set<string>): NsiResult {
  const nsi = readPackageJson<NsiFile & { _meta: { version: string } }>('name-suggestion-index', 'dist/json/nsi.json');
  const wikidata = readPackageJson<{ wikidata: Record<string, WikidataEntry> }>(
    'name-suggestion-index', 'dist/wikidata/wikidata.json',
  ).wikidata;
  const stats: Record<string, number> = {
    brandItems: 0, operatorItems: 0, operatorItemsSkipped: 0, dissolvedSkipped: 0, nonLatinNameSkipped: 0,
  };

  const groups = new Map<string, Group>();
  for (const path of sorted(Object.keys(nsi.nsi))) {
    const [tree, key, value] = path.split('/') as [string, string, string];
    if (tree !== 'brands' && tree !== 'operators') continue;
    const tag = `${key}=${value}`;
    for (const item of nsi.nsi[path]!.items) {
      if (tree === 'operators' && !OPERATOR_TAGS.has(tag)) {
        stats.operatorItemsSkipped!++;
        continue;
      }
      stats[tree === 'brands' ? 'brandItems' : 'operatorItems']!++;
      const qid = item.tags[tree === 'brands' ? 'brand:wikidata' : 'operator:wikidata'] ?? null;
      if (qid && wikidata[qid]?.dissolutions?.length) {
        stats.dissolvedSkipped!++;
        continue;
      }
      const names = itemNames(item, tree);
      if (names.length === 0 || !names.some(hasLetter)) {
        stats.nonLatinNameSkipped!++; // no name with a letter ("36.6", "76"): nothing safe to match on
        continue;
      }
      const gk = `${qid ?? `name:${normKey(itemName(item, tree))}`}/${tag}`;
      let g = groups.get(gk);
      if (!g) groups.set(gk, (g = { qid, tag, tree, items: [] }));
      g.items.push(item);
    }
  }

  // Items without a Wikidata id join the one Wikidata group of the same name and tag.
  const byNameTag = new Map<string, string[]>();
  for (const [gk, g] of groups) {
    if (!g.qid) continue;
    for (const item of g.items) {
      const k = `${normKey(itemName(item, g.tree))}/${g.tag}`;
      const list = byNameTag.get(k) ?? [];
      if (!list.includes(gk)) list.push(gk);
      byNameTag.set(k, list);
    }
  }
  for (const [gk, g] of [...groups]) {
    if (g.qid) continue;
    const targets = byNameTag.get(gk.slice('name:'.length));
    if (targets?.length === 1) {
      groups.get(targets[0]!)!.items.push(...g.items);
      groups.delete(gk);
      stats.mergedByName = (stats.mergedByName ?? 0) + 1;
    }
  }

  // Operators named like an administrative unit ("District I", "Department of Education")
  // exist many times over with different Wikidata ids: such a name identifies nobody, so
  // those operators are left out rather than guessed between.
  const ownersOfName = new Map<string, Set<string>>();
  for (const [gk, g] of groups) {
    if (g.tree !== 'operators') continue;
    const k = `${compactKey(itemName(g.items[0]!, g.tree))}/${g.tag}`;
    const owners = ownersOfName.get(k) ?? new Set<string>();
    owners.add(g.qid ?? gk);
    ownersOfName.set(k, owners);
  }
  const generic = readPackageJson<{ genericWords: string[] }>('name-suggestion-index', 'dist/json/genericWords.json')
    .genericWords.map((w) => new RegExp(w, 'i'));
  for (const [gk, g] of [...groups]) {
    const name = itemName(g.items[0]!, g.tree);
    if (generic.some((re) => re.test(name.trim())) || onlyTradeWords(name)) {
      groups.delete(gk);
      stats.genericNameSkipped = (stats.genericNameSkipped ?? 0) + 1;
    } else if (g.tree === 'operators' && (ownersOfName.get(`${compactKey(name)}/${g.tag}`)?.size ?? 0) > 1) {
      groups.delete(gk);
      stats.ambiguousOperatorSkipped = (stats.ambiguousOperatorSkipped ?? 0) + 1;
    }
  }

  const candidates: NsiCandidate[] = [];
  for (const gk of sorted(groups.keys())) {
    const g = groups.get(gk)!;
    // Representative item: Latin name, widest reach, then NSI id (deterministic).
    const items = [...g.items].sort((a, b) => {
      const la = isLatin(itemName(a, g.tree)) ? 0 : 1;
      const lb = isLatin(itemName(b, g.tree)) ? 0 : 1;
      const ca = countriesOf(a.locationSet, iso);
      const cb = countriesOf(b.locationSet, iso);
      const wa = ca === null ? 1e6 : ca.length;
      const wb = cb === null ? 1e6 : cb.length;
      return la - lb || wb - wa || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    });
    const rep = items[0]!;
    let countries: string[] | null = [];
    for (const it of items) {
      const c = countriesOf(it.locationSet, iso);
      if (c === null || countries === null) countries = null;
      else countries.push(...c);
    }
    const wd = g.qid ? wikidata[g.qid] : undefined;
    const website = pickWebsite(wd);
    const repName = itemName(rep, g.tree);
    const allNames = uniq([repName, ...items.flatMap((it) => itemNames(it, g.tree))]);
    const name = isLatin(repName) ? repName : allNames.find(isLatin) ?? (hasLetter(repName) ? repName : allNames.find(hasLetter)!);
    const names = uniq([name, ...allNames.filter(hasLetter)]);
    candidates.push({
      key: `nsi:${gk}`,
      qid: g.qid,
      tag: g.tag,
      tree: g.tree,
      name,
      names,
      countries: countries === null ? null : sorted(uniq(countries)),
      keywords: keywordsOf(g.tag, rep.tags),
      description: wd?.description ?? null,
      website,
      domain: hostnameOf(website),
      itemIds: sorted(items.map((i) => i.id)),
    });
  }

  const banks = candidates.filter((c) => c.tag === 'amenity=bank' && c.tree === 'brands');
  stats.groups = candidates.length;
  return { merchants: candidates, banks, stats, version: nsi._meta.version };
}

/** Statement-style aliases: upper case, plus the ASCII-folded form; never the bare name. */
export function aliasesOf(name: string, names: string[]): string[] {
  const own = name.toUpperCase();
  const out: string[] = [];
  for (const n of names) {
    for (const form of [n.toUpperCase(), asciiFold(n).toUpperCase()]) {
      if (form !== own && compactKey(form).length >= 2) out.push(form);
    }
  }
  return uniq(out);
}

// Words that join trade words in a generic shop name ("Warung Makan", "Padaria e Confeitaria").
const JOINERS = new Set(['E', 'Y', 'ET', 'AND', 'DE', 'DI', 'DA', 'DO', 'LA', 'LE', 'EL', 'THE', 'UND', '&']);

/**
 * A name made only of trade words ("Warung Makan", "Cafe Bar", "Pizzeria Ristorante") names a
 * kind of shop, not a brand: as a record it would swallow every small business of that trade.
 */
export function onlyTradeWords(name: string): boolean {
  const ws = asciiFold(name).toUpperCase().split(/[^A-Z0-9&]+/).filter(Boolean);
  const trade = ws.filter((w) => WORD_TARGETS[w]);
  return trade.length > 0 && ws.every((w) => WORD_TARGETS[w] || JOINERS.has(w));
}
