// Text primitives shared by every stage: accent folding, the matching key of a name, and
// display casing. Index build and title parsing use the SAME functions so keys always agree.

const SPECIAL_FOLDS: Record<string, string> = {
  ß: 'SS', ẞ: 'SS', Æ: 'AE', æ: 'AE', Ø: 'O', ø: 'O', Œ: 'OE', œ: 'OE', Ł: 'L', ł: 'L',
  Đ: 'D', đ: 'D', Þ: 'TH', þ: 'TH', ı: 'I', '’': "'", '‘': "'", '`': "'", '–': '-', '—': '-',
};
const SPECIAL_RE = /[ßẞÆæØøŒœŁłĐđÞþı’‘`–—]/g;
const ASCII_RE = /^[\x00-\x7f]*$/;

/** Uppercase, accents removed ("Kortköp Taupō" -> "KORTKOP TAUPO"). */
export function fold(s: string): string {
  if (ASCII_RE.test(s)) return s.toUpperCase();
  return s
    .replace(SPECIAL_RE, (c) => SPECIAL_FOLDS[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

/** Letters and digits only, uppercase: the squashed key names are matched on ("WAL-MART" -> "WALMART"). */
export function squash(folded: string): string {
  let out = '';
  for (let i = 0; i < folded.length; i++) {
    const c = folded.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90)) out += folded[i];
  }
  return out;
}

/** Words of a folded string (letters/digits runs; apostrophes dropped inside words). */
export function words(folded: string): string[] {
  return folded.replace(/'/g, '').split(/[^A-Z0-9]+/).filter((w) => w.length > 0);
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
      if (!/[A-Za-z]/.test(w)) return w;
      // Mixed-case input keeps its own casing ("McDonald", "iPhone").
      if (/[a-z]/.test(w) && /[A-Z]/.test(w.slice(1))) return w;
      const lower = w.toLowerCase();
      if (i > 0 && SMALL_WORDS.has(w.toUpperCase()) && i < parts.length - 1) return lower;
      return capitalise(lower);
    })
    .join(' ');
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
