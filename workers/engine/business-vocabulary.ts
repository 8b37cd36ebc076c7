// The multilingual business-word vocabulary (engine/business-words.msgpack, compiled by the data
// build from OpenStreetMap's iD tagging-schema presets): word -> level-3 category, with how pure
// the word's evidence was. It names the trade of an unknown business when the hand-written
// business words (category-rules.ts) know none of its words: exact words, compounds built on a
// vocabulary word ("MUELLERBAECKEREI") and printed abbreviations ("SUPERMERC", "FARMAC").

/** The compiled vocabulary: parallel arrays, `words` sorted (binary search for abbreviations). */
import { GENERIC_WORDS } from './generic-words.js';
import { UNSPACED_SCRIPT_RE } from './text.js';

export interface BusinessVocabularyFile {
  version: 1;
  source: string; // package@version it was built from
  categories: string[]; // level-3 names
  words: string[]; // folded words, sorted (A-Z, and since round 6 words of other scripts)
  category: number[]; // index into categories, per word
  purity: number[]; // 0..100: share of the word's evidence that named this category
  weight: number[]; // how much evidence (names count more than search terms)
}

export interface VocabularyHit { category: string; purity: number; how: 'word' | 'compound' | 'abbreviation' | 'contraction' }

const MIN_COMPOUND_PART = 5; // the trade word a compound ends in
const MIN_HEAD = 3; // letters before it
const MIN_ABBREVIATION = 6; // shorter cuts, and whole words like HOUSE or MARIE, begin too many words
const MIN_CUT = 2; // letters a printed abbreviation drops at least
const MAX_PREFIX_SCAN = 64;
// (round 25) A word this long that is no word of the vocabulary but begins its words is their head, cut or
// printed without the shop noun ("SCHREIBWAREN" of SCHREIBWARENLADEN, -GESCHAEFT, -HANDEL).
const MIN_LONG_HEAD = 10;

export class BusinessVocabulary {
  private readonly byWord = new Map<string, number>();
  /** Words of other scripts (round 6) in their own Map: the Latin one keeps one-byte keys only. */
  private readonly other = new Map<string, number>();
  private readonly compoundMemo = new Map<string, VocabularyHit | null>();

  constructor(private readonly f: BusinessVocabularyFile) {
    for (let i = 0; i < f.words.length; i++) (f.words[i]!.charCodeAt(0) > 0xff ? this.other : this.byWord).set(f.words[i]!, i);
  }

  static fromFile(f: BusinessVocabularyFile | null | undefined): BusinessVocabulary | null {
    if (!f || f.version !== 1 || !Array.isArray(f.words) || f.words.length !== f.category.length) return null;
    return new BusinessVocabulary(f);
  }

  get size(): number { return this.f.words.length; }

  private hit(i: number, how: VocabularyHit['how']): VocabularyHit {
    return { category: this.f.categories[this.f.category[i]!]!, purity: this.f.purity[i]!, how };
  }

  /** The trade a whole word names. */
  word(w: string): VocabularyHit | null {
    if (w.charCodeAt(0) > 0xff) {
      let o = this.other.get(w);
      // Hebrew's construct state ends a noun in ת where the dictionary form ends in ה ("מספרת שלום": Shalom's barbershop).
      if (o === undefined && w.length >= 3 && w.charCodeAt(w.length - 1) === 0x05ea) o = this.other.get(w.slice(0, -1) + '\u05d4');
      return o === undefined ? null : this.hit(o, 'word');
    }
    let i = this.byWord.get(w);
    // The other grammatical number or the -ING noun of a word ("NEWSAGENTS", "LESSONS", "TAILORING").
    if (i === undefined && w.length >= 5) {
      if (w.endsWith('S')) i = this.byWord.get(w.slice(0, -1)) ?? (w.endsWith('ES') ? this.byWord.get(w.slice(0, -2)) : undefined);
      else if (w.endsWith('ING')) i = this.byWord.get(w.slice(0, -3));
    }
    if (i === undefined) i = this.inflected(w);
    return i === undefined ? null : this.hit(i, 'word');
  }

  /**
   * A trade word with an ending the vocabulary's dictionary forms lack: the Nordic definite
   * article and the German/Dutch plural ("FRISOEREN", "BAGERIET", "APOTHEKEN"), the Turkish
   * compound-noun suffix ("KARDESLER FIRINI", "MERKEZ ECZANESI"). Only well-attested stems.
   */
  private inflected(w: string): number | undefined {
    const stems: string[] = [];
    if (w.length >= 7 && (w.endsWith('EN') || w.endsWith('ET'))) stems.push(w.slice(0, -2));
    if (w.length >= 6 && w.endsWith('SI')) stems.push(w.slice(0, -2));
    if (w.length >= 6 && (w.endsWith('I') || w.endsWith('U'))) stems.push(w.slice(0, -1));
    // (round 25) The Romanian definite article after -E ("PENSIUNEA", "FARMACIEA" of PENSIUNE, FARMACIE).
    if (w.length >= 7 && w.endsWith('EA')) stems.push(w.slice(0, -1));
    for (const st of stems) {
      const i = this.byWord.get(st);
      if (i !== undefined && this.f.weight[i]! >= 3 && this.f.purity[i]! >= 60) return i;
    }
    // (round 25) The German workshop noun of an agent noun: -EI after -ER ("SCHUHMACHEREI", "SCHLOSSEREI"
    // of SCHUHMACHER, SCHLOSSER): the same trade, from a pure word even when rarely attested.
    if (w.length >= 8 && w.endsWith('EREI')) {
      const i = this.byWord.get(w.slice(0, -2));
      if (i !== undefined && this.f.weight[i]! >= 2 && this.f.purity[i]! >= 80) return i;
    }
    return undefined;
  }

  /** The trade a compound's last part names ("HAARSTUDIO" has none; "STADTBAECKEREI" has one). */
  compound(w: string): VocabularyHit | null {
    if (w.charCodeAt(0) > 0xff) return this.unspacedCompound(w);
    if (w.length < MIN_COMPOUND_PART + MIN_HEAD || !/^[A-Z]+$/.test(w)) return null;
    const memo = this.compoundMemo.get(w);
    if (memo !== undefined) return memo;
    let out: VocabularyHit | null = null;
    for (let k = MIN_HEAD; k <= w.length - MIN_COMPOUND_PART; k++) {
      const i = this.byWord.get(w.slice(k));
      // Only well-attested words end compounds: a rare term as a word ending is mostly chance.
      if (i !== undefined && this.f.weight[i]! >= 3) { out = this.hit(i, 'compound'); break; }
    }
    // ("DYREKLINIKKEN": the compound with the Nordic definite article or a plural ending)
    if (!out && w.length >= MIN_COMPOUND_PART + MIN_HEAD + 2 && (w.endsWith('EN') || w.endsWith('ET'))) {
      const stem = w.slice(0, -2);
      for (let k = MIN_HEAD; k <= stem.length - MIN_COMPOUND_PART; k++) {
        const i = this.byWord.get(stem.slice(k));
        if (i !== undefined && this.f.weight[i]! >= 3 && this.f.purity[i]! >= 80) { out = this.hit(i, 'compound'); break; }
      }
    }
    if (this.compoundMemo.size > 20_000) this.compoundMemo.clear();
    this.compoundMemo.set(w, out);
    return out;
  }

  /**
   * A name in a script written without spaces ends in its trade's term: "王氏药房" (a pharmacy),
   * "山田歯科医院" (a dental clinic), "미소치과의원". The longest known ending of two or more characters.
   */
  private unspacedCompound(w: string): VocabularyHit | null {
    if (w.length < 3 || !UNSPACED_SCRIPT_RE.test(w)) return null;
    for (let k = 1; k <= w.length - 2; k++) {
      const i = this.other.get(w.slice(k));
      if (i !== undefined && this.f.weight[i]! >= 2) return this.hit(i, 'compound');
    }
    // Thai and Japanese names often begin with their trade ("ร้านตัดผมชายหนุ่ม": a barbershop called
    // Young Man; "花屋さくら": Sakura the florist): the longest known beginning, of a trade the
    // vocabulary is sure of (Thai: more than the bare ร้าน, "shop").
    const c0 = w.charCodeAt(0);
    const thai = c0 >= 0x0e00 && c0 <= 0x0e7f;
    if (thai || /[\u3040-\u30ff]/.test(w)) {
      for (let k = w.length - 1; k >= (thai ? 5 : 2); k--) {
        const i = this.other.get(w.slice(0, k));
        if (i !== undefined && this.f.weight[i]! >= 2 && this.f.purity[i]! >= 60) return this.hit(i, 'compound');
      }
    }
    return null;
  }

  /** The trade of a word printed cut short: every vocabulary word it begins must agree. */
  abbreviation(w: string, dotted = false): VocabularyHit | null {
    // A whole common word ("MARKET", "MASTER") is no abbreviation, whatever it begins.
    // (One letter shorter where the title prints the dot that marks the cut: "PAPET.")
    if (w.length < MIN_ABBREVIATION - (dotted ? 1 : 0) || !/^[A-Z]+$/.test(w) || GENERIC_WORDS.has(w)) return null;
    const ws = this.f.words;
    let lo = 0, hi = ws.length;
    while (lo < hi) { const mid = (lo + hi) >>> 1; if (ws[mid]! < w) lo = mid + 1; else hi = mid; }
    const votes = new Map<number, number>();
    let total = 0, n = 0;
    for (let i = lo; i < ws.length && n < MAX_PREFIX_SCAN && ws[i]!.startsWith(w); i++, n++) {
      if (ws[i]!.length < w.length + MIN_CUT) continue;
      const c = this.f.category[i]!;
      const v = this.f.weight[i]! * this.f.purity[i]! / 100;
      votes.set(c, (votes.get(c) ?? 0) + v);
      total += v;
    }
    if (n === 0 || n >= MAX_PREFIX_SCAN) return null;
    let best = -1, bestV = 0;
    for (const [c, v] of votes) if (v > bestV) { best = c; bestV = v; }
    const purity = Math.round((bestV / total) * 100);
    if (purity < 80 || bestV < 2) return null;
    return { category: this.f.categories[best]!, purity, how: 'abbreviation' };
  }

  /**
   * (round 25) A trade word printed without some of its vowels ("GRGE", "OPTCNS", "GUESTHSE", "CLNC"):
   * w keeps the first letter, every consonant in order and the last letter of the words it stands for,
   * drops two letters or more, and every such well-attested word (the curated trade words given,
   * then the vocabulary's of weight >= 3 and purity >= 80) names one trade. Built on first use.
   */
  contraction(w: string, curated: () => Iterable<[string, string]>): VocabularyHit | null {
    if (w.length < 4 || !/^[A-Z]+$/.test(w) || GENERIC_WORDS.has(w)) return null;
    const k = skeleton(w);
    if (k.length < 3) return null;
    // A contraction shows it: at most one vowel after the first letter, or a run of three consonants or
    // more (GUESTHSE); a word with its vowels in place is a word of its own (Bulgarian HLEBAR, a baker).
    if (w.length - k.length > 1 && !/[^AEIOUY]{3}/.test(w.slice(1))) return null;
    if (!this.skeletons) {
      const m = new Map<string, Array<[string, number, number]>>();
      const put = (word: string, cat: number, v: number) => {
        if (word.length < 5 || !/^[A-Z]+$/.test(word)) return;
        const sk = skeleton(word);
        if (sk.length < 3) return;
        let a = m.get(sk);
        if (!a) m.set(sk, (a = []));
        a.push([word, cat, v]);
      };
      const cats = new Map<string, number>(this.f.categories.map((c, i) => [c, i]));
      const extra: string[] = [];
      for (const [word, c] of curated()) {
        let ci = cats.get(c);
        if (ci === undefined) { ci = this.f.categories.length + extra.length; extra.push(c); cats.set(c, ci); }
        put(word, ci, 4);
      }
      for (let i = 0; i < this.f.words.length; i++) {
        if (this.f.weight[i]! >= 3 && this.f.purity[i]! >= 80) put(this.f.words[i]!, this.f.category[i]!, this.f.weight[i]! * this.f.purity[i]! / 100);
      }
      this.skeletons = m;
      this.skeletonCategories = [...this.f.categories, ...extra];
    }
    const cands = this.skeletons.get(k);
    if (!cands) return null;
    const votes = new Map<number, number>();
    let total = 0;
    const seen = new Set<string>();
    for (const [word, c, v] of cands) {
      if (word.length - w.length < 2 || word.charCodeAt(word.length - 1) !== w.charCodeAt(w.length - 1) || !subsequence(w, word) || seen.has(word)) continue;
      seen.add(word);
      votes.set(c, (votes.get(c) ?? 0) + v);
      total += v;
    }
    let best = -1, bestV = 0;
    for (const [c, v] of votes) if (v > bestV) { best = c; bestV = v; }
    if (best < 0 || bestV < 2 || bestV / total < 0.8) return null;
    return { category: this.skeletonCategories![best]!, purity: Math.round((bestV / total) * 100), how: 'contraction' };
  }
  private skeletons: Map<string, Array<[string, number, number]>> | null = null;
  private skeletonCategories: string[] | null = null;

  /** Whether w is no vocabulary word but the beginning of a well-attested one ("HEAT" of HEATING, "MECH" of MECHANIC). */
  begins(w: string): boolean {
    // (A word of its own counts only when well attested: "HEAT" is a rare term and still the start of HEATING.)
    const own = this.byWord.get(w);
    if (own !== undefined && this.f.weight[own]! >= 3) return false;
    const ws = this.f.words;
    let lo = 0, hi = ws.length;
    while (lo < hi) { const mid = (lo + hi) >>> 1; if (ws[mid]! < w) lo = mid + 1; else hi = mid; }
    for (let i = lo, n = 0; i < ws.length && n < MAX_PREFIX_SCAN && ws[i]!.startsWith(w); i++, n++) if (this.f.weight[i]! >= 3) return true;
    return false;
  }

  /** A well-attested two-word trade term among adjacent words ("AUTO REPAIR", "NAIL SALON"): more specific than either word. */
  pair(words: readonly string[]): VocabularyHit | null {
    for (let i = 0; i + 1 < words.length; i++) {
      const a = words[i]!, b = words[i + 1]!;
      if (a.length < 3 || b.length < 3 || a.length + b.length < 6) continue; // as the data build pairs them
      // ("SHOE REPAIRS": the plural of the pair's last word)
      const k = this.byWord.get(a + b) ?? (b.length >= 5 && b.endsWith('S') ? this.byWord.get(a + b.slice(0, -1)) : undefined);
      if (k !== undefined && this.f.weight[k]! >= 2 && this.f.purity[k]! >= 90) return this.hit(k, 'word');
    }
    return null;
  }

  /** Best evidence among a business's words: a whole word, else a compound, else an abbreviation (the last word first). */
  lookup(words: readonly string[], dotted?: ReadonlySet<string>): VocabularyHit | null {
    let best: VocabularyHit | null = null;
    for (const w of words) { const h = this.word(w); if (h && (!best || h.purity > best.purity)) best = h; }
    if (best) return best;
    for (const w of words) { const h = this.compound(w); if (h) return h; }
    // Statements cut the last word of a long name to fit the field ("... SUPERMERC") ...
    const last = words[words.length - 1];
    const h = last ? this.abbreviation(last, !!dotted?.has(last)) : null;
    if (h || words.length < 2) return h;
    // ... and shops print their trade word short anywhere in the name, with the dot that marks it cut
    // (round 25: "FERRET. HNOS. LOPEZ", "PAPET. DU LYCEE"), by the same rule: every word it begins agrees.
    // (Without the dot a word inside the name is a word of its own: ALMACEN is no cut ALMACENAJE.)
    for (let i = 0; i < words.length - 1; i++) {
      if (!dotted?.has(words[i]!) && words[i]!.length < MIN_LONG_HEAD) continue;
      const a = this.abbreviation(words[i]!, true);
      if (a) return a;
    }
    return null;
  }
}

/** A word's first letter and its consonants after it ("GARAGE" -> GRG, "OPTICIANS" -> OPTCNS). */
function skeleton(w: string): string { return w[0]! + w.slice(1).replace(/[AEIOUY]/g, ''); }

/** Whether a's letters appear in b in order. */
function subsequence(a: string, b: string): boolean {
  let j = 0;
  for (let i = 0; i < b.length && j < a.length; i++) if (b.charCodeAt(i) === a.charCodeAt(j)) j++;
  return j === a.length;
}
