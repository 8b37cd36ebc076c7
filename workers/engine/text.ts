// Text primitives shared by every stage: accent folding, the matching key of a name, and
// display casing. Index build and title parsing use the SAME functions so keys always agree.

const SPECIAL_FOLDS: Record<string, string> = {
  ß: 'SS', ẞ: 'SS', Æ: 'AE', æ: 'AE', Ø: 'O', ø: 'O', Œ: 'OE', œ: 'OE', Ł: 'L', ł: 'L',
  Đ: 'D', đ: 'D', Þ: 'TH', þ: 'TH', ı: 'I', '’': "'", '‘': "'", '`': "'", '–': '-', '—': '-',
};
const SPECIAL_RE = /[ßẞÆæØøŒœŁłĐđÞþı’‘`–—]/g;
const ASCII_RE = /^[\x00-\x7f]*$/;

// Compatibility forms statements print: full-width Latin and digits ("ＡＭＡＺＯＮ．ＣＯ．ＪＰ"), half-width
// katakana ("ﾃﾞﾋﾞｯﾄ"), the ideographic space, Arabic presentation forms.
const WIDTH_FORMS_RE = /[\u3000\uff00-\uffef\ufb50-\ufdff\ufe70-\ufeff]/;

/** NFKC where a title holds compatibility forms (full-width, half-width, presentation forms); other text unchanged. */
export function normaliseWidth(s: string): string {
  return WIDTH_FORMS_RE.test(s) ? s.normalize('NFKC') : s;
}

/** Whether s holds a character beyond Latin-1: text in another script or in width forms, which V8 stores two bytes per character. */
export function isTwoByte(s: string): boolean {
  return TWO_BYTE_RE.test(s);
}
const TWO_BYTE_RE = /[^\x00-\xff]/;

/** Scripts written without spaces between words: Thai, kana, Han, Hangul syllables. */
export const UNSPACED_SCRIPT_RE = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/** s with every regular-expression metacharacter escaped (a literal inside a built pattern). */
// Bank passbooks print katakana in the Zengin set, without small kana ("ｸﾘﾆﾂｸ" for クリニック): names and trade words are
// compared with small kana made large.
const SMALL_KANA = 'ァィゥェォッャュョヮヵヶ', LARGE_KANA = 'アイウエオツヤユヨワカケ';
export const SMALL_KANA_RE = /[ァィゥェォッャュョヮヵヶ]/;
const SMALL_KANA_ALL_RE = /[ァィゥェォッャュョヮヵヶ]/g;
export function largeKana(s: string): string {
  return s.replace(SMALL_KANA_ALL_RE, (c) => LARGE_KANA[SMALL_KANA.indexOf(c)]!);
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Uppercase, accents removed ("Kortköp Taupō" -> "KORTKOP TAUPO"). */
export function fold(s: string): string {
  if (ASCII_RE.test(s)) return s.toUpperCase();
  const f = s
    .replace(SPECIAL_RE, (c) => SPECIAL_FOLDS[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  // Other scripts are composed again: Hangul syllables, kana with voicing marks stay one character.
  return OTHER_SCRIPT_RE.test(f) ? f.normalize('NFC') : f;
}

/** Letters and digits only, uppercase: the squashed key names are matched on ("WAL-MART" -> "WALMART"). */
export function squash(folded: string): string {
  let out = '';
  for (let i = 0; i < folded.length; i++) {
    const c = folded.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90)) out += folded[i];
    else if (c >= 0x370 && otherScriptKeyChar(folded, i)) out += folded[i];
  }
  return out;
}

/** folded[i] (code >= 0x370) is a letter or digit of another script, or a mark after one (a stray
 * mark after a Latin letter, "SHOKHAIBٍ" in the city data, is dropped as before). */
function otherScriptKeyChar(folded: string, i: number): boolean {
  const ch = folded[i]!;
  if (OTHER_LETTER_DIGIT_RE.test(ch)) return true;
  return i > 0 && folded.charCodeAt(i - 1) >= 0x370 && MARK_ONLY_RE.test(ch);
}
const OTHER_LETTER_DIGIT_RE = /^[\p{L}\p{N}\ud800-\udfff]$/u;
const MARK_ONLY_RE = /^\p{M}$/u;

// Letters, marks and digits of scripts other than Latin (Greek U+0370 onwards: Cyrillic, Hebrew,
// Arabic, Thai, Hangul, kana, Han ...; surrogate halves count, so astral ideographs stay whole).
// They belong to a name's key as A-Z and 0-9 do; Latin letters fold to A-Z first, and any other
// Latin-range character is dropped as before.
const OTHER_SCRIPT_RE = /[\u0370-\uffff]/;

/** Whether s holds a character of a script other than Latin (Greek and above). */
export function hasOtherScript(s: string): boolean {
  return OTHER_SCRIPT_RE.test(s);
}

/** A non-empty word of ASCII digits only. */
export function isDigits(w: string): boolean {
  if (w.length === 0) return false;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** Whether a folded word is made of letters only: A-Z, or letters and marks of other scripts ("ЗЕРНО", "김지훈"). */
export function isLetterWord(w: string): boolean {
  if (w.length === 0) return false;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c >= 65 && c <= 90) continue;
    if (c >= 0x370 && OTHER_LETTER_RE.test(w[i]!)) continue;
    return false;
  }
  return true;
}
const OTHER_LETTER_RE = /^[\p{L}\p{M}\ud800-\udfff]$/u;

/** Words of a folded string (letters/digits runs; apostrophes dropped inside words). */
export function words(folded: string): string[] {
  const f = folded.replace(/'/g, '');
  if (!OTHER_SCRIPT_RE.test(f)) return f.split(/[^A-Z0-9]+/).filter((w) => w.length > 0);
  // Other scripts: runs of the characters squash() keeps.
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < f.length; i++) {
    const c = f.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 0x370 && otherScriptKeyChar(f, i))) cur += f[i];
    else if (cur) { out.push(cur); cur = ''; }
  }
  if (cur) out.push(cur);
  return out;
}

/** Comparison key of a name for lookups: folded, letters and digits only. */
export function nameKey(s: string): string {
  // ASCII fast path (most names): one uppercase pass, one scan, no copy when already a key.
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return squash(fold(s).replace(/&/g, 'AND'));
  const up = s.toUpperCase();
  let clean = true;
  for (let i = 0; i < up.length; i++) {
    const c = up.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90))) clean = false;
  }
  if (clean) return up;
  let out = '';
  for (let i = 0; i < up.length; i++) {
    const c = up.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90)) out += up[i];
    else if (c === 38) out += 'AND';
  }
  return out;
}

const SMALL_WORDS = new Set([
  'DE', 'DA', 'DO', 'DOS', 'DAS', 'DEL', 'LA', 'LE', 'LES', 'DU', 'DES', 'VON', 'VAN', 'DER',
  'DEN', 'DI', 'E', 'Y', 'ET', 'OF', 'AND', 'THE', 'AT', 'BY', 'EN', 'IM', 'AM', 'UND',
]);

/** Display casing of an uppercase statement fragment: "SUNRISE DONUTS & KOLACHE" -> "Sunrise Donuts & Kolache". */
export function titleCase(s: string): string {
  const parts = s.trim().split(/\s+/);
  return parts
    .map((w, i) => {
      if (!/[A-Za-z]/.test(w)) return OTHER_SCRIPT_RE.test(w) ? otherScriptCase(w) : w;
      // Mixed-case input keeps its own casing ("McDonald", "iPhone").
      if (/[a-z]/.test(w) && /[A-Z]/.test(w.slice(1))) return w;
      // ((round 77) the Turkish dotted capital İ lowers to i and a combining dot: "KÖFTECİ" is shown Köfteci)
      const lower = w.includes('\u0130') ? w.toLowerCase().replace(/i\u0307/g, 'i') : w.toLowerCase();
      if (i > 0 && SMALL_WORDS.has(w.toUpperCase()) && i < parts.length - 1) return lower;
      return capitalise(lower);
    })
    .join(' ');
}

/**
 * A word in another script: one written in a script with case (Greek, Cyrillic, Armenian ...) and
 * printed all in capitals is title-cased ("ЗЕРНО" -> "Зерно"); mixed case and caseless scripts
 * (Han, kana, Hangul, Thai, Arabic, Hebrew) stay as printed.
 */
function otherScriptCase(w: string): string {
  const lower = w.toLowerCase();
  if (lower === w) return w; // caseless, or already lowercase: as printed
  if (w.toUpperCase() !== w) return w; // mixed case ("Кав'ярня") keeps its own casing
  let out = '';
  let boundary = true;
  for (const ch of lower) {
    out += boundary ? ch.toUpperCase() : ch;
    boundary = CAP_AFTER.indexOf(ch) >= 0;
  }
  return out;
}

// Letters that start a capitalised part after these characters ("Jean-Luc", "O'Neil", "St.Ives").
const CAP_AFTER = "-'’./(";

/**
 * Capitalises a lowercase word at its start and after - ' ’ . / ( (Latin letters a-z, à-ÿ),
 * keeping a possessive "'s" lowercase ("McDonald's"). A char loop: the regex-with-callback form
 * was the hottest line of p2p recipient naming.
 */
function capitalise(lower: string): string {
  let out = '';
  let boundary = true;
  for (let i = 0; i < lower.length; i++) {
    const ch = lower[i]!;
    const c = lower.charCodeAt(i);
    if (boundary && ((c >= 97 && c <= 122) || (c >= 0xe0 && c <= 0xff))) {
      const next = i + 1 < lower.length ? lower.charCodeAt(i + 1) : 0;
      const possessive = c === 115 && i > 0 && lower[i - 1] === "'" &&
        !((next >= 48 && next <= 57) || (next >= 65 && next <= 90) || (next >= 97 && next <= 122) || next === 95);
      out += possessive ? ch : ch.toUpperCase();
    } else out += ch;
    boundary = CAP_AFTER.indexOf(ch) >= 0;
  }
  return out;
}

/** "PadariaBelaVista" -> "Padaria Bela Vista" (camel-cased names printed without spaces). */
export function splitCamel(s: string): string {
  return s.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** Levenshtein distance bounded by 1: true when a and b differ by at most one edit. */
export function withinOneEdit(a: string, b: string): boolean {
  const la = a.length, lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0, j = 0, edits = 0;
  while (i < la && j < lb) {
    if (a.charCodeAt(i) === b.charCodeAt(j)) { i++; j++; continue; }
    if (++edits > 1) return false;
    if (la > lb) i++;
    else if (lb > la) j++;
    else {
      // Allow an adjacent transposition as one edit ("MASTRECARD").
      if (i + 1 < la && a[i] === b[j + 1] && a[i + 1] === b[j]) { i += 2; j += 2; continue; }
      i++; j++;
    }
  }
  return edits + (la - i) + (lb - j) <= 1;
}
