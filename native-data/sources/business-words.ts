// The business-word vocabulary from @openstreetmap/id-tagging-schema (ISC): every preset whose
// OSM tag our osm-categories.json maps to a category contributes its name, aliases and search
// terms in every translated language. Each folded word votes for the preset's category (a
// one-word name counts most, a word inside a longer phrase least); words whose votes mostly
// agree become vocabulary entries (workers/engine/business-vocabulary.ts reads them).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BusinessVocabularyFile } from '../../workers/engine/business-vocabulary.js';
import type { MerchantRecord } from '../../workers/engine/types.js';
import { fold, UNSPACED_SCRIPT_RE, words } from '../../workers/engine/text.js';
import { LEXICON } from '../../workers/engine/lexicon.js';
import { FIRST_NAMES } from '../../workers/engine/names.js';
import { packageDir, packageInfo } from './packages.js';
import { isLatin } from './text.js';

export const OSM_PRESETS_PACKAGE = '@openstreetmap/id-tagging-schema';

const MIN_WORD = 4;
const MIN_PURITY = 0.7;
const MIN_WEIGHT = 2;
// Votes: a one-word preset name is the trade's own word; a one-word search term or alias is
// nearly as good; a word inside a longer name ("Dental Office") is weak evidence on its own.
const W_NAME = 4, W_TERM = 2, W_PHRASE = 1, W_PAIR = 2;
// Presets of places people pay (shops, trades, offices, health, leisure); masts, power lines,
// vending machines and the like name no business, and their words would only add noise.
const BUSINESS_KEYS = new Set(['shop', 'amenity', 'craft', 'office', 'healthcare', 'leisure', 'tourism', 'club']);
const NOT_A_BUSINESS = new Set([
  'bicycle_parking', 'bicycle_repair_station', 'drinking_water', 'fire_station', 'police', 'post_box', 'prison', 'public_bookcase',
  'recycling', 'shower', 'telephone', 'ticket_validator', 'toilets', 'trolley_bay', 'waste_basket', 'waste_disposal', 'fitness_station',
  'playground', 'park', 'nature_reserve', 'information', 'pitch', 'dog_park', 'parcel_locker', 'payment_terminal', 'weighbridge',
  'photo_booth', 'food_sharing', 'townhall', 'courthouse', 'government', 'social_facility',
]);
const NOT_A_TRADE = new Set([
  'Mobile Phone', 'Internet', 'Electricity', 'Water & Sewer', 'Natural Gas', 'Account Fees', 'ATM Cash Withdrawal',
  'Vending Machines', 'Advertising & Marketing', 'Government Fees', 'Court Fees & Fines',
]);

// Presets of trades, offices and places osm-categories.json leaves unmapped (it maps the tags
// brands carry in name-suggestion-index): their names and terms are trade words all the same, so
// they vote in the vocabulary (only here: the merchant data keeps its own table).
export const VOCABULARY_TAGS: Readonly<Record<string, string>> = {
  'craft=joiner': 'Contractors & Trades', 'craft=carpenter': 'Contractors & Trades', 'craft=roofer': 'Contractors & Trades',
  'craft=plasterer': 'Contractors & Trades', 'craft=tiler': 'Contractors & Trades', 'craft=floorer': 'Contractors & Trades',
  'craft=parquet_layer': 'Contractors & Trades', 'craft=stonemason': 'Contractors & Trades', 'craft=scaffolder': 'Contractors & Trades',
  'craft=insulation': 'Contractors & Trades', 'craft=metal_construction': 'Contractors & Trades', 'craft=carpet_layer': 'Contractors & Trades',
  'craft=blacksmith': 'Contractors & Trades', 'craft=tinsmith': 'Contractors & Trades', 'craft=hvac': 'Plumbing & HVAC',
  'craft=chimney_sweeper': 'Contractors & Trades', 'craft=gardener': 'Landscaping & Gardening', 'craft=upholsterer': 'Contractors & Trades',
  'craft=key_cutter': 'Locksmiths', 'craft=locksmith': 'Locksmiths', 'craft=shoemaker': 'Shoe Repair', 'craft=tailor': 'Tailors & Alterations',
  'craft=dressmaker': 'Tailors & Alterations', 'craft=watchmaker': 'Watch & Jewelry Repair', 'craft=clockmaker': 'Watch & Jewelry Repair',
  'craft=photographer': 'Photography', 'craft=photographic_laboratory': 'Photography', 'craft=caterer': 'Catering',
  'craft=confectionery': 'Candy & Chocolate Shops', 'craft=brewery': 'Breweries & Wineries', 'craft=winery': 'Breweries & Wineries',
  'craft=distillery': 'Breweries & Wineries', 'craft=pottery': 'Arts & Crafts', 'craft=bookbinder': 'Printing & Copying', 'craft=saddler': 'Specialty Shops',
  'healthcare=dentist': 'Dentists', 'healthcare=optometrist': 'Optometrists', 'healthcare=podiatrist': 'Doctors & Clinics',
  'healthcare=psychotherapist': 'Mental Health', 'healthcare=occupational_therapist': 'Physiotherapy', 'healthcare=speech_therapist': 'Doctors & Clinics',
  'healthcare=midwife': 'Doctors & Clinics', 'office=physician': 'Doctors & Clinics', 'office=therapist': 'Mental Health',
  'office=accountant': 'Accounting', 'office=architect': 'Architecture & Engineering', 'office=surveyor': 'Architecture & Engineering',
  'office=notary': 'Legal Services', 'office=translator': 'Business Services', 'office=graphic_design': 'Business Services',
  'office=advertising_agency': 'Advertising & Marketing', 'office=travel_agent': 'Travel Agencies & Booking Sites',
  'office=property_management': 'HOA & Property Management', 'office=private_investigator': 'Security Services',
  'amenity=nightclub': 'Nightclubs', 'amenity=biergarten': 'Bars & Pubs', 'amenity=hookah_lounge': 'Bars & Pubs', 'amenity=food_court': 'Restaurants',
  'amenity=theatre': 'Concerts & Theatre', 'amenity=arts_centre': 'Concerts & Theatre', 'amenity=events_venue': 'Concerts & Theatre',
  'amenity=driver_training': 'Driving Schools', 'amenity=dancing_school': 'Arts & Music Lessons', 'amenity=dojo': 'Sports Instruction',
  'amenity=dive_centre': 'Sports Instruction', 'amenity=taxi': 'Taxis', 'amenity=coworking_space': 'Business Services',
  'amenity=crematorium': 'Funeral Services', 'amenity=funeral_hall': 'Funeral Services', 'amenity=public_bath': 'Spas',
  'amenity=boat_rental': 'Equipment Rental', 'amenity=nursing_home': 'Nursing & Care Homes', 'amenity=veterinary_pharmacy': 'Veterinarians',
  'shop=antiques': 'Art & Antiques', 'shop=boutique': 'Clothing Stores', 'shop=fashion': 'Clothing Stores', 'shop=farm': 'Greengrocers & Farmers Markets',
  'shop=ice_cream': 'Ice Cream & Desserts', 'shop=pasta': 'Specialty Food Stores', 'shop=honey': 'Specialty Food Stores', 'shop=rice': 'Specialty Food Stores',
  'shop=pet_grooming': 'Pet Grooming & Boarding', 'shop=piercing': 'Tattoo & Piercing', 'shop=hobby': 'Arts & Crafts', 'shop=sewing': 'Fabric & Sewing',
  'shop=wigs': 'Beauty Salons', 'shop=water_sports': 'Sporting Goods', 'shop=scuba_diving': 'Sporting Goods', 'shop=hunting': 'Sporting Goods',
  'shop=trophy': 'Gifts & Souvenirs', 'shop=collector': 'Arts & Crafts', 'shop=fireplace': 'Home Furnishings & Decor', 'shop=fuel': 'Gas Stations',
  'leisure=golf_course': 'Golf Courses', 'leisure=ice_rink': 'Recreational Activities', 'leisure=sports_hall': 'Sports Clubs',
  'leisure=swimming_pool': 'Recreational Activities', 'leisure=water_park': 'Theme Parks', 'leisure=horse_riding': 'Sports Instruction',
  'leisure=marina': 'Recreational Activities', 'leisure=resort': 'Hotels', 'leisure=beach_resort': 'Hotels',
  // (round 25) Places to stay the table lacked: their words in every language were never read
  // (PENSIUNE, GUESTHOUSE, AFFITTACAMERE, CHALET named no trade). (Tried and left out: zoos and galleries,
  // SAFARI then outranked TOURS in a tour operator's name; holiday flats, alpine huts and love hotels,
  // whose terms are everyday words: APARTMENT, CONDO, SEMESTER, MONTANHA, LOVE, AMOR.)
  'tourism=guest_house': 'Bed & Breakfasts', 'tourism=chalet': 'Vacation Rentals',
};

interface Preset { tags?: Record<string, string>; searchable?: boolean }
interface PresetText { name?: string; terms?: string | string[]; aliases?: string | string[] }

/** Variants a statement prints: "BÄCKEREI" -> BACKEREI and BAECKEREI, "KØBMAND" -> KOBMAND. */
function spellings(text: string): string[] {
  const plain = fold(text);
  const expanded = fold(text.replace(/[äÄ]/g, 'ae').replace(/[öÖ]/g, 'oe').replace(/[üÜ]/g, 'ue').replace(/[åÅ]/g, 'aa'));
  return plain === expanded ? [plain] : [plain, expanded];
}

// Articles and prepositions make no trade pair ("DU VILLAGE", "DE LA").
const FUNCTION_WORDS = new Set(['THE', 'AND', 'FOR', 'DES', 'DEL', 'LES', 'LOS', 'LAS', 'DOS', 'DAS', 'VON', 'VAN', 'DER', 'DEN', 'DIE', 'HET', 'UND', 'CON', 'PER', 'AUX', 'PARA', 'POUR']);
const pairWord = (w: string): boolean => w.length >= 3 && /^[A-Z]+$/.test(w) && !FUNCTION_WORDS.has(w);

const list = (v: string | string[] | undefined): string[] =>
  v === undefined ? [] : Array.isArray(v) ? v : v.split(',');

/**
 * Brand names as a second, weaker witness: a word in the names of several brands of one trade
 * ("... AUTOSERVICE", "... TANDARTSEN") is that trade's word. One vote per brand.
 */
const W_BRAND = 1;
const MIN_BRANDS = 4;
const MIN_BRAND_PURITY = 0.8; // brand names mix trades more than preset names do
// Operator trees (school boards, dioceses, councils, utilities) name places and owners, not trades.
const OPERATOR_CATEGORIES = new Set([
  'School Fees', 'Daycare & Preschool', 'Libraries', 'EV Charging', 'University Tuition', 'Community Colleges',
  'Clubs & Social Organizations', 'Ambulance Services', 'Hospitals', 'Charitable Donations', 'Religious Donations',
]);

export function buildBusinessWords(
  osmCategories: Map<string, string>, merchants: readonly MerchantRecord[] = [], placeWords: ReadonlySet<string> = new Set(),
  log: (m: string) => void = () => {}, level1Of: (category: string) => string | undefined = () => undefined,
): BusinessVocabularyFile {
  const dir = join(packageDir(OSM_PRESETS_PACKAGE), 'dist');
  const presets = JSON.parse(readFileSync(join(dir, 'presets.json'), 'utf8')) as Record<string, Preset>;
  // Preset id -> category, through the first of its tags our table maps.
  const presetCategory = new Map<string, string>();
  for (const [id, p] of Object.entries(presets)) {
    if (id.startsWith('@') || !p.tags) continue;
    for (const [k, v] of Object.entries(p.tags)) {
      const c = BUSINESS_KEYS.has(k) && !NOT_A_BUSINESS.has(v) ? osmCategories.get(`${k}=${v}`) ?? VOCABULARY_TAGS[`${k}=${v}`] : undefined;
      if (c) { if (!NOT_A_TRADE.has(c)) presetCategory.set(id, c); break; }
    }
  }
  // Bank boilerplate and first names ("MARIA" is slang for a trade somewhere) are never trade words.
  const boiler = new Set<string>([...LEXICON.byFirst].filter(([, l]) => l.some((ph) => ph.toks.length === 1)).map(([w]) => w));
  for (const n of FIRST_NAMES) boiler.add(n);
  // Evidence per (word, preset): the best weight any language gave it. Language variants
  // (en-GB, en-AU ...) repeat one another, so counting every language would inflate a phrase
  // word like "street" (from "street parking") into a trade word.
  const perPreset = new Map<string, Map<string, number>>(); // word -> preset id -> weight
  const files = readdirSync(join(dir, 'translations')).filter((f) => /^[a-z]{2,3}(?:-[A-Za-z]+)?\.json$/.test(f) && !f.endsWith('.min.json')).sort();
  for (const file of files) {
    const json = JSON.parse(readFileSync(join(dir, 'translations', file), 'utf8')) as Record<string, { presets?: { presets?: Record<string, PresetText> } }>;
    const texts = Object.values(json)[0]?.presets?.presets ?? {};
    for (const [id, t] of Object.entries(texts)) {
      if (!presetCategory.has(id)) continue;
      const take = (s: string, single: number) => {
        for (const form of spellings(s)) {
          const ws = latinWords(form);
          const put = (w: string, n: number) => {
            let m = perPreset.get(w);
            if (!m) perPreset.set(w, (m = new Map()));
            m.set(id, Math.max(m.get(id) ?? 0, n));
          };
          for (const w of ws) {
            if (w.length < MIN_WORD || !/^[A-Z]+$/.test(w) || boiler.has(w)) continue;
            put(w, ws.length === 1 ? single : W_PHRASE);
          }
          // Words of other scripts (Cyrillic, Greek, Hebrew, Arabic ... and the unspaced Han, kana,
          // Hangul, Thai terms whole): the engine reads them in names printed in those scripts.
          const other = words(form).filter((w) => w.charCodeAt(0) > 0xff && !/\d/.test(w));
          for (const w of other) {
            if (w.length < (UNSPACED_SCRIPT_RE.test(w) ? 2 : MIN_WORD)) continue;
            put(w, other.length === 1 ? single : W_PHRASE);
          }
          // Two adjacent words of a name or term are also kept whole, squashed ("AUTO REPAIR" ->
          // AUTOREPAIR): the engine reads a pair of title words with it before either word alone.
          // Pairs inside longer phrases ("CAR REPAIR SHOP") count less, and make generic pairs
          // ("REPAIR SHOP", shared by many trades) impure.
          if (ws.length >= 2 && ws.length <= 4) {
            for (let i = 0; i + 1 < ws.length; i++) {
              const a = ws[i]!, b = ws[i + 1]!;
              if (pairWord(a) && pairWord(b) && a.length + b.length >= 6) put(a + b, ws.length === 2 ? single : W_PAIR);
            }
          }
        }
      };
      if (t.name) take(t.name, W_NAME);
      for (const s of [...list(t.terms), ...list(t.aliases)]) take(s.trim(), W_TERM);
    }
  }
  const votes = new Map<string, Map<string, number>>();
  for (const [w, m] of perPreset) {
    const v = new Map<string, number>();
    for (const [id, n] of m) { const c = presetCategory.get(id)!; v.set(c, (v.get(c) ?? 0) + n); }
    votes.set(w, v);
  }
  const brandVotes = new Map<string, Map<string, number>>();
  for (const r of merchants) {
    if (NOT_A_TRADE.has(r.category) || OPERATOR_CATEGORIES.has(r.category)) continue;
    if (r.source === 'nsi' && !isLatin(r.name)) continue; // a brand named only in another script
    for (const w of new Set(latinWords(fold(r.name)))) {
      if (w.length < MIN_WORD || !/^[A-Z]+$/.test(w) || boiler.has(w)) continue;
      let m = brandVotes.get(w);
      if (!m) brandVotes.set(w, (m = new Map()));
      m.set(r.category, (m.get(r.category) ?? 0) + W_BRAND);
    }
  }
  let brandWords = 0;
  for (const [w, m] of brandVotes) {
    let total = 0;
    for (const n of m.values()) total += n;
    if (total < MIN_BRANDS) continue;
    // A place name shared by several brands ("... ESSEX") says where, not what.
    if (!votes.has(w) && placeWords.has(w)) continue;
    const v = votes.get(w) ?? new Map<string, number>();
    if (!votes.has(w)) { votes.set(w, v); brandWords++; }
    for (const [c, n] of m) v.set(c, (v.get(c) ?? 0) + n);
  }
  const categories: string[] = [];
  const catIndex = new Map<string, number>();
  const kept: Array<[string, number, number, number]> = [];
  for (const [w, m] of votes) {
    let total = 0, top = '', topN = 0;
    for (const [c, n] of m) { total += n; if (n > topN || (n === topN && c < top)) { top = c; topN = n; } }
    const minPurity = perPreset.has(w) ? MIN_PURITY : MIN_BRAND_PURITY;
    if (topN < MIN_WEIGHT) continue;
    if (topN / total < minPurity) {
      // "APOTHEEK" (pharmacy 4, drugstore 2), "BLOMMOR" (florist, garden centre): trades that split a
      // word but share their level-1 category still tell that category; the word keeps its top trade.
      const l1 = level1Of(top);
      let same = 0;
      if (l1) for (const [c, n] of m) if (level1Of(c) === l1) same += n;
      // (round 25) "APOTHEEK" names the pharmacy preset (a one-word name) and is only a search term of
      // the drugstore: a word some language names a trade with, and no other trade by name, is that
      // language's word for it even at 60 %.
      const pp = perPreset.get(w);
      let named = false, namedElsewhere = false;
      if (pp) for (const [id, n] of pp) if (n >= W_NAME) { if (presetCategory.get(id) === top) named = true; else namedElsewhere = true; }
      const headword = named && !namedElsewhere && topN / total >= 0.6;
      if (!headword && (!l1 || same / total < minPurity || !perPreset.has(w))) continue;
    }
    let ci = catIndex.get(top);
    if (ci === undefined) { ci = categories.length; categories.push(top); catIndex.set(top, ci); }
    kept.push([w, ci, Math.round((topN / total) * 100), Math.min(255, topN)]);
  }
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const info = packageInfo(OSM_PRESETS_PACKAGE);
  log(`business words: ${kept.length} words for ${categories.length} categories from ${presetCategory.size} presets in ${files.length} languages (${info.name}@${info.version}) and brand names (${brandWords} words only they name)`);
  return {
    version: 1,
    source: `${info.name}@${info.version}`,
    categories,
    words: kept.map((k) => k[0]),
    category: kept.map((k) => k[1]),
    purity: kept.map((k) => k[2]),
    weight: kept.map((k) => k[3]),
  };
}

/** A-Z words of a folded string (the vocabulary is Latin; other scripts only separate words here, as they did before). */
function latinWords(folded: string): string[] {
  return folded.replace(/'/g, '').split(/[^A-Z0-9]+/).filter((w) => w.length > 0);
}

/** Every word of every city name and alternative spelling (folded). */
export function placeWords(cities: ReadonlyArray<{ name: string; altNames: readonly string[] }>): Set<string> {
  const out = new Set<string>();
  for (const c of cities) for (const n of [c.name, ...c.altNames]) for (const w of words(fold(n))) out.add(w);
  return out;
}
