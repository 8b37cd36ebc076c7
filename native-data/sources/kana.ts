// Katakana readings of Japanese place names from their Hepburn romanisation, as Japanese card
// statements print a town after a shop's name in (half-width) katakana ("ｺﾒﾀﾞｺｰﾋｰ ﾅｺﾞﾔ",
// "ｶﾌｪ ... ｷﾖｳﾄ"): GeoNames gives the romanised name only, and its long vowels are often unmarked
// ("Kyoto" for Kyōto), so each o / u may be read long (オウ / ウウ, or オオ for a marked ō), and a
// contracted syllable (キョ) is also written with its large kana (キヨ), as half-width statements do.
const KANA: Record<string, string> = {
  a: 'ア', i: 'イ', u: 'ウ', e: 'エ', o: 'オ',
  ka: 'カ', ki: 'キ', ku: 'ク', ke: 'ケ', ko: 'コ', ga: 'ガ', gi: 'ギ', gu: 'グ', ge: 'ゲ', go: 'ゴ',
  sa: 'サ', shi: 'シ', su: 'ス', se: 'セ', so: 'ソ', za: 'ザ', ji: 'ジ', zu: 'ズ', ze: 'ゼ', zo: 'ゾ',
  ta: 'タ', chi: 'チ', tsu: 'ツ', te: 'テ', to: 'ト', da: 'ダ', de: 'デ', do: 'ド',
  na: 'ナ', ni: 'ニ', nu: 'ヌ', ne: 'ネ', no: 'ノ', ha: 'ハ', hi: 'ヒ', fu: 'フ', he: 'ヘ', ho: 'ホ',
  ba: 'バ', bi: 'ビ', bu: 'ブ', be: 'ベ', bo: 'ボ', pa: 'パ', pi: 'ピ', pu: 'プ', pe: 'ペ', po: 'ポ',
  ma: 'マ', mi: 'ミ', mu: 'ム', me: 'メ', mo: 'モ', ya: 'ヤ', yu: 'ユ', yo: 'ヨ',
  ra: 'ラ', ri: 'リ', ru: 'ル', re: 'レ', ro: 'ロ', wa: 'ワ',
};
const YOON: Record<string, string> = { ky: 'キ', gy: 'ギ', sh: 'シ', j: 'ジ', ch: 'チ', ny: 'ニ', hy: 'ヒ', by: 'ビ', py: 'ピ', my: 'ミ', ry: 'リ' };
const SMALL: Record<string, [string, string]> = { a: ['ャ', 'ヤ'], u: ['ュ', 'ユ'], o: ['ョ', 'ヨ'] };

/** Syllables of a romanised name: each a list of alternative kana spellings; null when it does not read as Hepburn. */
function syllables(s: string): string[][] | null {
  const out: string[][] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    const macron = (v: string) => (v === 'ō' ? 'o' : v === 'ū' ? 'u' : v);
    const longOf = (v: string, marked: boolean) => (v === 'o' ? (marked ? ['', 'ウ', 'オ'] : ['', 'ウ']) : v === 'u' ? (marked ? ['', 'ウ'] : ['']) : ['']);
    if (c === 'n' && (i + 1 === s.length || !/[aiueoōūy]/.test(s[i + 1]!))) { out.push(['ン']); i++; continue; }
    if (i + 1 < s.length && c === s[i + 1] && /[kstpc]/.test(c)) { out.push(['ッ']); i++; continue; }
    let done = false;
    for (const [k, base] of Object.entries(YOON)) {
      if (!s.startsWith(k, i)) continue;
      const v0 = s[i + k.length];
      if (v0 === undefined) continue;
      const v = macron(v0);
      if (v === 'i' || v === 'e' || !SMALL[v]) continue;
      const [small, large] = SMALL[v]!;
      const tails = longOf(v, v0 !== v);
      out.push(tails.flatMap((t) => [base + small + t, base + large + t]));
      i += k.length + 1; done = true; break;
    }
    if (done) continue;
    for (const len of [3, 2, 1]) {
      const raw = s.slice(i, i + len);
      const last = raw[raw.length - 1] ?? '';
      const v = macron(last);
      const key = raw.slice(0, -1) + v;
      const k = KANA[key];
      if (!k || raw.length !== len) continue;
      out.push(longOf(v, v !== last).map((t) => k + t));
      i += len; done = true; break;
    }
    if (!done) return null;
  }
  return out;
}

/** Katakana spellings of a Japanese romanised place name (at most `max`), or none. */
export function katakanaReadings(name: string, max = 32): string[] {
  const s = name.toLowerCase().replace(/-(?:shi|ku|machi|cho)$/, '').replace(/[\s'-]/g, '');
  if (!/^[a-zōū]+$/.test(s)) return [];
  const syl = syllables(s);
  if (!syl || syl.length < 2) return [];
  let forms = [''];
  for (const alts of syl) {
    forms = forms.flatMap((f) => alts.map((a) => f + a));
    if (forms.length > max * 4) return [];
  }
  return forms.slice(0, max * 4).filter((f, i, a) => a.indexOf(f) === i).slice(0, max);
}
