// Taxonomy lookups: a level-3 name (from a merchant or a rule) -> the three-level category
// with codes. Rule targets that the curated taxonomy lacks fall back to their level-1 branch.
import type { CategoryRef, ClassifiedCategory, TaxonomyEntry } from './types.js';
import type { Target } from './category-rules.js';

export interface ResolvedCategory {
  primary: CategoryRef;
  secondary: CategoryRef;
  tertiary: CategoryRef;
  l3: string;
}

export interface Taxonomy {
  byName: Map<string, TaxonomyEntry>; // lowercased name -> entry
  resolved: Map<string, ResolvedCategory>; // level-3 name (lowercase) -> refs
  firstLeaf: Map<string, string>; // level-1 or level-2 name (lowercase) -> default level-3 name
  entries: TaxonomyEntry[];
}

// Frozen: every result of a category returns these very objects (their JSON text is kept, workers/result-json.ts).
const ref = (e: TaxonomyEntry): CategoryRef => Object.freeze({ name: e.name, code: Object.freeze({ mcc: e.mcc, sic: e.sic, naics: e.naics }) });

export function buildTaxonomy(entries: TaxonomyEntry[]): Taxonomy {
  const byName = new Map<string, TaxonomyEntry>();
  for (const e of entries) byName.set(e.name.toLowerCase(), e);
  const resolved = new Map<string, ResolvedCategory>();
  const firstLeaf = new Map<string, string>();
  for (const e of entries) {
    if (e.level !== 3) continue;
    const l2 = e.parent ? byName.get(e.parent.toLowerCase()) : undefined;
    const l1 = l2?.parent ? byName.get(l2.parent.toLowerCase()) : undefined;
    if (!l2 || !l1) continue;
    resolved.set(e.name.toLowerCase(), { primary: ref(l1), secondary: ref(l2), tertiary: ref(e), l3: e.name });
    if (!firstLeaf.has(l2.name.toLowerCase())) firstLeaf.set(l2.name.toLowerCase(), e.name);
    if (!firstLeaf.has(l1.name.toLowerCase())) firstLeaf.set(l1.name.toLowerCase(), e.name);
  }
  return { byName, resolved, firstLeaf, entries };
}

/** The category for a level-3 (or level-2/level-1) name; null when the taxonomy has no such branch. */
export function categoryFor(tx: Taxonomy, name: string): ResolvedCategory | null {
  // Names come from a closed set (records, rules): answers are memoised by the name as given.
  let memo = MEMO.get(tx);
  if (!memo) MEMO.set(tx, (memo = new Map()));
  const m = memo.get(name);
  if (m !== undefined) return m;
  const r = resolveName(tx, name);
  if (memo.size < 10_000) memo.set(name, r);
  return r;
}

const MEMO = new WeakMap<Taxonomy, Map<string, ResolvedCategory | null>>();

function resolveName(tx: Taxonomy, name: string): ResolvedCategory | null {
  const k = name.toLowerCase();
  const hit = tx.resolved.get(k);
  if (hit) return hit;
  const leaf = tx.firstLeaf.get(k);
  return leaf ? tx.resolved.get(leaf.toLowerCase()) ?? null : null;
}

export function categoryForTarget(tx: Taxonomy, t: Target): ResolvedCategory | null {
  return categoryFor(tx, t.name) ?? categoryFor(tx, t.l1);
}

export function classified(c: ResolvedCategory, confidence: number): ClassifiedCategory {
  return { primary: c.primary, secondary: c.secondary, tertiary: c.tertiary, confidence };
}
