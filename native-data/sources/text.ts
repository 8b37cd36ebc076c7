// Small text helpers shared by the source modules: folding, normalised keys, hostnames.

/** Letters that NFD decomposition does not split into base + mark. */
const SPECIAL_FOLDS: Record<string, string> = {
  ß: 'ss', ẞ: 'SS', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D',
  ð: 'd', Ð: 'D', þ: 'th', Þ: 'TH', ł: 'l', Ł: 'L', ı: 'i', ħ: 'h', Ħ: 'H', ŧ: 't', Ŧ: 'T',
  ŀ: 'l', Ŀ: 'L', ĸ: 'k', ŋ: 'n', Ŋ: 'N', 'ʻ': "'", '’': "'", '‘': "'", '–': '-', '—': '-',
};

/** ASCII-fold Latin text: "São Paulo" -> "Sao Paulo", "Taupō" -> "Taupo", "Łódź" -> "Lodz". */
const SPECIAL_RE = new RegExp(`[${Object.keys(SPECIAL_FOLDS).join('')}]`, 'g');

export function asciiFold(s: string): string {
  if (/^[\x00-\x7f]*$/.test(s)) return s; // fast path: nothing to fold
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    .replace(SPECIAL_RE, (ch) => SPECIAL_FOLDS[ch]!).normalize('NFC');
}

/** German-style transliteration of umlauts ("München" -> "Muenchen"), as German banks print. */
export function umlautFold(s: string): string {
  return asciiFold(
    s.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue')
      .replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue'),
  );
}

/** A comparison key: folded, lower case, only letters/digits separated by single spaces. */
export function normKey(s: string): string {
  return asciiFold(s).toLowerCase().replace(/&/g, ' and ').replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** A compact key without spaces ("McDonald's" -> "mcdonalds"), for name/slug comparisons. */
export function compactKey(s: string): string {
  return normKey(s).replace(/ /g, '');
}

/** True when the string is written (mostly) in Latin script, i.e. printable on a statement. */
export function isLatin(s: string): boolean {
  if (/^[\x00-\x7f]*$/.test(s)) return /[A-Za-z]/.test(s); // fast path: plain ASCII
  const letters = s.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return false;
  const latin = s.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return latin / letters >= 0.8;
}

/** Hostname of a URL without a leading "www.", lower case; null when unparsable. */
export function hostnameOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host.replace(/^www\d?\./, '') || null;
  } catch {
    return null;
  }
}

/** Unique, order-preserving list without empty strings. */
export function uniq(values: Iterable<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values) {
    if (v && !seen.has(v)) {
      seen.add(v);
      out.push(v);
    }
  }
  return out;
}

/** Sorted copy (code-unit order) so output is deterministic regardless of input order. */
export function sorted(values: Iterable<string>): string[] {
  return [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
