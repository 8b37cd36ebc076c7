// Turning source candidates into the engine's records: categorising NSI brands, letting
// curated merchants/banks win over NSI on the same name, attaching icons.
import type {
  BankRecord, IntermediaryRecord, MerchantRecord, P2PPlatformRecord,
} from '../../workers/engine/types.js';
import { entityId } from '../../workers/engine/ids.js';
import { parseTitle, wordList } from '../../workers/engine/parse.js';
import { LEXICON } from '../../workers/engine/lexicon.js';
import { fold, words } from '../../workers/engine/text.js';
import type { CuratedBank, CuratedIntermediary, CuratedMerchant, CuratedP2P } from './curated.js';
import type { IconIndex } from './icons.js';
import type { OriginCountry } from './origin-country.js';
import { aliasesOf, type NsiCandidate } from './nsi.js';
import { compactKey, hostnameOf, isLatin, sorted, uniq } from './text.js';

export interface MergeStats {
  [k: string]: number | Record<string, number>;
}

function byKey<T extends { key: string }>(a: T, b: T): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

function upperAliases(list: string[]): string[] {
  return uniq(list.map((a) => a.trim().toUpperCase()));
}

/**
 * NSI candidates -> merchants, via the OSM tag -> level-3 category map. Groups of the same
 * brand (Wikidata id, else normalised name) that land in the same category merge into one
 * record (e.g. a fuel brand's "fuel" and "price totem" items); the key keeps the main tag.
 */
export function nsiMerchants(
  candidates: NsiCandidate[], osm: Map<string, string> | null, stats: MergeStats,
): MerchantRecord[] {
  const unmapped: Record<string, number> = {};
  const merged = new Map<string, NsiCandidate[]>();
  for (const c of candidates) {
    const category = osm?.get(c.tag);
    if (!category) {
      unmapped[c.tag] = (unmapped[c.tag] ?? 0) + 1;
      continue;
    }
    const k = `${c.qid ?? `name:${compactKey(c.name)}`}\u0000${category}`;
    const list = merged.get(k) ?? [];
    list.push(c);
    merged.set(k, list);
  }
  // A brand's alias must not be another brand's name: NSI matchNames such as "coles" on
  // Shell (Coles Express stations) would otherwise send Coles supermarket payments to Shell.
  const brandOfName = new Map<string, string>();
  for (const c of candidates) {
    const k = compactKey(c.name);
    const owner = c.qid ?? `name:${k}`;
    const prev = brandOfName.get(k);
    brandOfName.set(k, prev === undefined || prev === owner ? owner : '*');
  }
  let droppedAliases = 0;
  const out: MerchantRecord[] = [];
  for (const [k, group] of merged) {
    // The brand's main tag (most NSI items, then name order) gives key, name and website.
    // (A tag whose items carry only names in another script never gives the name when one with a Latin name exists.)
    group.sort((a, b) => latinFirst(a) - latinFirst(b) || b.itemIds.length - a.itemIds.length || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
    const first = group[0]!;
    const owner = first.qid ?? `name:${compactKey(first.name)}`;
    const names = uniq(group.flatMap((c) => c.names)).filter((n) => {
      const o = brandOfName.get(compactKey(n));
      const foreign = o !== undefined && o !== owner && compactKey(n) !== compactKey(first.name);
      if (foreign) droppedAliases++;
      return !foreign;
    });
    const worldwide = group.some((c) => c.countries === null);
    out.push({
      id: entityId('merchant', first.key),
      key: first.key,
      name: first.name,
      alias: aliasesOf(first.name, names),
      keywords: uniq(group.flatMap((c) => c.keywords)),
      category: k.slice(k.indexOf('\u0000') + 1),
      countries: worldwide ? [] : sorted(uniq(group.flatMap((c) => c.countries ?? []))),
      channel: null,
      subscription: null,
      iconSlug: null,
      color: null,
      description: first.description,
      website: first.website,
      domain: first.domain,
      source: 'nsi',
    });
  }
  stats.nsiUnmappedByTag = unmapped;
  stats.nsiUnmapped = Object.values(unmapped).reduce((a, b) => a + b, 0);
  stats.nsiMergedSameCategory = [...merged.values()].reduce((a, g) => a + g.length - 1, 0);
  stats.nsiForeignAliasesDropped = droppedAliases;
  return out;
}

const latinFirst = (c: NsiCandidate): number => (isLatin(c.name) ? 0 : 1);

/** Curated merchants win over NSI merchants of the same (compacted) name; NSI aliases merge in. */
/** "Nederlandse Spoorwegen" -> "NS", "Life Insurance Corporation" -> "LIC" (compact-key letters). */
function initials(name: string): string {
  return compactKey(name.split(/[\s&-]+/).filter((w) => w.length > 0 && !/^(?:of|and|the|de|du|des|la|le)$/i.test(w)).map((w) => w[0]!).join(''));
}

export function mergeCuratedMerchants(
  nsi: MerchantRecord[], curated: CuratedMerchant[], stats: MergeStats,
): MerchantRecord[] {
  const nsiByName = new Map<string, MerchantRecord[]>();
  for (const m of nsi) {
    const k = compactKey(m.name);
    const list = nsiByName.get(k) ?? [];
    list.push(m);
    nsiByName.set(k, list);
  }
  const replaced = new Set<MerchantRecord>();
  const out: MerchantRecord[] = [];
  // Same name in countries the curated merchant does not cover is another company
  // ("Target" US vs Target Australia; "Coop" in five countries): those NSI records stay.
  const overlaps = (c: CuratedMerchant, m: MerchantRecord) =>
    c.countries.length === 0 || m.countries.length === 0 || m.countries.some((x) => c.countries.includes(x));
  for (const c of curated) {
    const same = (nsiByName.get(compactKey(c.name)) ?? []).filter((m) => overlaps(c, m));
    for (const m of same) replaced.add(m);
    const website = c.website ?? same.find((m) => m.website)?.website ?? null;
    const name = c.name;
    out.push({
      id: entityId('merchant', `curated:${c.key}`),
      key: `curated:${c.key}`,
      name,
      alias: upperAliases([...c.alias, ...same.flatMap((m) => m.alias)]).filter((a) => a !== name.toUpperCase()),
      keywords: uniq(c.keywords.map((k) => k.toLowerCase())),
      category: c.category,
      countries: sorted(uniq(c.countries)),
      channel: c.channel,
      subscription: c.subscription,
      iconSlug: c.iconSlug,
      color: c.color,
      description: c.description ?? same.find((m) => m.description)?.description ?? null,
      website,
      domain: c.domain ?? hostnameOf(website),
      source: 'curated',
    });
  }
  stats.nsiReplacedByCurated = replaced.size;
  const kept = nsi.filter((m) => !replaced.has(m));
  // Sub-brands stand as their own records: a curated parent that lists a sub-brand's name as an
  // alias ("S Group": PRISMA, "Kesko": K-MARKET) would otherwise answer for it wherever NSI has
  // the sub-brand itself, with its own name and category.
  const ownNames = new Map<string, MerchantRecord[]>();
  for (const m of [...out, ...kept]) {
    const k = compactKey(m.name);
    ownNames.set(k, [...(ownNames.get(k) ?? []), m]);
  }
  let dropped = 0;
  for (const c of out) {
    const before = c.alias.length;
    // Only names of four or more letters of a brand in the parent's own countries, and not a
    // format of the parent itself ("BP EXPRESS" stays BP's): short keys and foreign namesakes collide.
    // A record that is the parent under another form (its full or short name, its initials) is no sub-brand.
    const own = compactKey(c.name);
    const sameEntity = (m: MerchantRecord) => {
      const k = compactKey(m.name);
      return k.includes(own) || own.includes(k) || initials(m.name) === own;
    };
    c.alias = c.alias.filter((a) => /[#_]/.test(a) || compactKey(a).length < 4 || !(ownNames.get(compactKey(a)) ?? []).some((m) => m !== c
      && !sameEntity(m) && m.countries.some((x) => c.countries.includes(x))));
    dropped += before - c.alias.length;
  }
  stats.subBrandAliasesDropped = dropped;
  return [...out, ...kept].sort(byKey);
}

/** Sets iconSlug/color where an icon matches; keeps curated colours. Returns slugs used. */
export function attachIcons<T extends { name: string; iconSlug: string | null; color: string | null; domain: string | null }>(
  records: T[], icons: IconIndex,
): number {
  let matched = 0;
  for (const r of records) {
    const m = r.iconSlug ? icons.bySlugName(r.iconSlug) : icons.match(r.name, r.domain);
    if (!m) continue;
    r.iconSlug = m.slug;
    r.color = r.color ?? m.color;
    matched++;
  }
  return matched;
}

/**
 * NSI bank brands + curated banks. A curated bank wins over NSI banks of the same name whose
 * country is unknown or the same ("Fidelity Bank" exists in several countries: only the
 * curated one's own is replaced) and inherits the description/website it lacks.
 */
export function buildBanks(
  nsi: NsiCandidate[], curated: CuratedBank[], origin: OriginCountry, stats: MergeStats,
): BankRecord[] {
  // Country of origin: the one country NSI lists it in, else the one its description names.
  const countryOf = (c: NsiCandidate) =>
    (c.countries && c.countries.length === 1 ? c.countries[0]! : origin.of(c.description));
  const curatedByName = new Map<string, CuratedBank[]>();
  for (const b of curated) {
    const k = compactKey(b.name);
    curatedByName.set(k, [...(curatedByName.get(k) ?? []), b]);
  }
  const absorbed = new Map<CuratedBank, NsiCandidate>();
  const out: BankRecord[] = [];
  for (const c of nsi) {
    const country = countryOf(c);
    const cur = (curatedByName.get(compactKey(c.name)) ?? []).find((b) => country === null || b.country === country);
    if (cur) {
      if (!absorbed.has(cur) || countryOf(absorbed.get(cur)!) === null) absorbed.set(cur, c);
      continue; // emitted from the curated record below
    }
    const key = c.key.replace(/\/amenity=bank$/, '');
    out.push({
      id: entityId('bank', key), key, name: c.name.slice(0, 200), country,
      foundedYear: null, foundedOn: null, description: c.description,
      iconSlug: null, color: null, website: c.website, domain: c.domain,
    });
  }
  for (const b of curated) {
    const n = absorbed.get(b);
    const website = b.website ?? n?.website ?? null;
    const key = `curated:${b.key}`;
    out.push({
      id: entityId('bank', key), key, name: b.name, country: b.country,
      foundedYear: b.foundedYear, foundedOn: b.foundedOn,
      description: b.description ?? n?.description ?? null,
      iconSlug: null, color: null, website, domain: b.domain ?? hostnameOf(website),
    });
  }
  stats.curatedBanks = curated.length;
  stats.bankCountryFromDescription = nsi.filter((c) => !(c.countries?.length === 1) && origin.of(c.description)).length;
  stats.nsiBanksReplacedByCurated = nsi.length - out.length + curated.length;
  return out.sort(byKey);
}

export function buildIntermediaries(list: CuratedIntermediary[]): IntermediaryRecord[] {
  return list.map((c) => ({
    id: entityId('intermediary', `curated:${c.key}`), key: `curated:${c.key}`, name: c.name,
    prefixes: upperAliases(c.prefixes), iconSlug: c.iconSlug, color: c.color,
    description: c.description, website: c.website, domain: c.domain ?? hostnameOf(c.website),
  })).sort(byKey);
}

export function buildP2P(list: CuratedP2P[]): P2PPlatformRecord[] {
  return list.map((c) => ({
    id: entityId('p2p', `curated:${c.key}`), key: `curated:${c.key}`, name: c.name,
    alias: upperAliases(c.alias), countries: sorted(uniq(c.countries)), iconSlug: c.iconSlug,
    color: c.color, website: c.website, domain: c.domain ?? hostnameOf(c.website),
  })).sort(byKey);
}

/**
 * Aliases whose distinctive first word is bank vocabulary ("ATM SPA MILANO": ATM is a cash
 * machine on a statement) lose that word to the title parser, and what is left ("SPA MILANO")
 * would match any company of that city. Those aliases are dropped; the name and others stay.
 */
export function dropNoiseLedAliases(merchants: MerchantRecord[], stats: MergeStats): void {
  let dropped = 0;
  for (const m of merchants) {
    const before = m.alias.length;
    m.alias = m.alias.filter((a) => {
      const first = words(fold(a))[0];
      if (!first || !LEXICON.byFirst.has(first)) return true;
      const kept = wordList(parseTitle(a, 'XX').toks);
      return kept[0] === first || kept.length === 0;
    });
    dropped += before - m.alias.length;
  }
  stats.noiseLedAliasesDropped = dropped;
}
