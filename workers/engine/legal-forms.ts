// Legal forms the name builder reads beyond COMPANY_SUFFIXES (parse.ts). COMPANY_SUFFIXES is a feature
// of the tagger, so a key added there retrains it and moves answers far from the change; the forms
// here are read by the engine only: printed with dots (read as single letters), printed last, common
// words that are a form only in the countries that print them, spelled like a trade word, or glued in
// another script. One place for them, so a new form has one obvious home.
import { COMPANY_SUFFIXES, type Tok } from './parse.js';
import { BUSINESS_WORDS } from './category-rules.js';

// (round 20) Printed with dots (read as single letters and "DE"): Mexican S.A. de C.V. / S. de R.L.,
// Slovenian s.p., German e.K.
// (round 82) and the Gulf's W.L.L. (with limited liability: Bahrain, Qatar, Kuwait).
const DOTTED_LEGAL_FORMS: ReadonlySet<string> = new Set(['SADECV', 'SDERL', 'SDERLDECV', 'SP', 'EK', 'WLL']);
// (round 82) Dotted forms whose letters spell a common word or code elsewhere, read only in the countries that print them:
// Venezuelan C.A. (compañía anónima), Lebanese S.A.L. (société anonyme libanaise).
const DOTTED_FORMS_BY_COUNTRY: ReadonlyMap<string, ReadonlySet<string>> = new Map([['CA', new Set(['VE'])], ['SAL', new Set(['LB'])]]);
// (round 30) Dotted forms read as single letters in mid-title (Austrian e.U.).
const DOTTED_LATE_FORMS: ReadonlySet<string> = new Set(['EU']);
// (round 20) Hungarian Bt. and Kkt., printed as the name's last word.
const LAST_WORD_FORMS: ReadonlySet<string> = new Set(['BT', 'KKT']);
// (round 30) Forms as a word in any country, or only in the countries that print them where the word is
// also a common one (BR ME microempresa, MX A.C., US P.C., ZA CC, AT OG / e.U., DE UG, FI Ky / Tmi,
// RS/BA/ME PR preduzetnik, HR obrt, RO PFA, GR IKE).
const LATE_FORMS_ANY: ReadonlySet<string> = new Set(['SUARL', 'PLLC', 'SELARL', 'SELAS', 'SLP', 'SLU', 'HAFTUNGSBESCHRAENKT', 'HAFTUNGSBESCHRANKT',
  'TNHH', 'PFA', 'OBRT', 'ЕООД', 'ООД', 'ЕАД']);
const GULF_COUNTRIES: ReadonlySet<string> = new Set(['BH', 'QA', 'KW', 'OM', 'AE', 'SA']);
// (round 82) The French-speaking countries of West and Central Africa and the Maghreb, whose single-member company is the SUARL / EURL.
const FRANCOPHONE_AFRICA: ReadonlySet<string> = new Set(['SN', 'CI', 'ML', 'BF', 'NE', 'TG', 'BJ', 'GN', 'CM', 'GA', 'CG', 'CD', 'TD', 'CF', 'MR', 'DZ', 'TN', 'MA', 'MG', 'DJ']);
const AFRICAN_FORM_COUNTRIES: ReadonlySet<string> = new Set(['NG', 'GH', 'KE', 'UG', 'TZ', 'ZM', 'ZW', 'MW', 'RW', 'SL', 'LR', 'GM', 'CM', 'BW', 'NA', 'ET', 'SS']);
const LATE_FORMS_BY_COUNTRY: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['ME', new Set(['BR'])], ['AC', new Set(['MX'])], ['PC', new Set(['US'])], ['CC', new Set(['ZA', 'NA'])], ['OG', new Set(['AT'])],
  ['UG', new Set(['DE'])], ['KY', new Set(['FI'])], ['TMI', new Set(['FI'])], ['PR', new Set(['RS', 'BA', 'ME'])], ['IKE', new Set(['GR', 'CY'])],
  ['II', new Set(['RO'])], ['KD', new Set(['SI', 'HR', 'RS'])], ['SPOL', new Set(['CZ', 'SK'])],
  // (round 50) West and East African sole traders' and firms' forms printed after the name ("ALHAJI MUSA ELECTRONICS
  // VENTURES", "MBARARA DAIRY CORNER ENTERPRISES", Ghana's "ENT"), the Argentine and Uruguayan partnership forms
  // (S.C.S., S.H.), the Uzbek limited company (MChJ).
  ...['VENTURES', 'ENTERPRISES', 'ENTERPRISE'].map((w): [string, ReadonlySet<string>] => [w, AFRICAN_FORM_COUNTRIES]),
  // (round 62) Forms printed after the name: Mongolian ХХК (KhKhK, limited company), Azerbaijani MMC, Macedonian DOOEL / DOO.
  ['ХХК', new Set(['MN'])], ['XXK', new Set(['MN'])], ['KHKHK', new Set(['MN'])], ['MMC', new Set(['AZ'])],
  ...['DOOEL', 'ДООЕЛ', 'DOO', 'ДОО'].map((w): [string, ReadonlySet<string>] => [w, new Set(['MK'])]),
  // (round 101) and the Serbian, Bosnian and Montenegrin ДОО in Cyrillic ("ПЕКАРА ЗЛАТНИ КЛАС ДОО БЕОГРАД"), the Thai จำกัด (limited) that
  // closes a company's name after บริษัท opened it.
  ['ДОО', new Set(['MK', 'RS', 'BA', 'ME'])], ['จำกัด', new Set(['TH'])],
  ['ENT', new Set(['GH', 'NG'])], ['SCS', new Set(['AR', 'UY', 'PY'])], ['SH', new Set(['AR', 'UY'])], ['MCHJ', new Set(['UZ'])], ['XK', new Set(['UZ'])],
  // (round 66) Greek EPE / ΕΠΕ (limited company) and ΟΕ / ΕΕ (partnerships) in either alphabet, the Portuguese single-member
  // "unipessoal" (before or without Lda), the German professional partnership's "PartG" (its "mbB" is read below).
  ...['EPE', 'ΕΠΕ', 'ΙΚΕ', 'ΟΕ', 'ΕΕ'].map((w): [string, ReadonlySet<string>] => [w, new Set(['GR', 'CY'])]),
  ['UNIPESSOAL', new Set(['PT', 'BR'])], ['PARTG', new Set(['DE'])], ['MBB', new Set(['DE', 'AT'])],
  // (round 82) Forms printed after the name: the Gulf's WLL (undotted) and SPC (single person company: Oman, Bahrain), the Lebanese
  // SAL (société anonyme libanaise), the Albanian and Kosovar SHPK (shoqëri me përgjegjësi të kufizuar), the Moldovan SRL and II.
  ...['WLL', 'SPC'].map((w): [string, ReadonlySet<string>] => [w, GULF_COUNTRIES]), ['SAL', new Set(['LB'])],
  ['SHPK', new Set(['AL', 'XK', 'MK'])], ['II', new Set(['RO', 'MD'])],
]);
// Spelled like a trade word, and the countries whose companies print them ("ROSSI COSTRUZIONI SPA"; (round 97) the Chilean
// sociedad por acciones, "JETSMART SPA SANTIAGO", "FERRETERIA LOS ANDES SPA TEMUCO").
const LEGAL_FORM_HOMOGRAPHS: ReadonlyMap<string, ReadonlySet<string>> = new Map([['SPA', new Set(['IT', 'SM', 'CH', 'CL'])]]);
// (round 30) Japanese company forms, glued before or after the name.
const JP_FORMS_RE = /株式会社|有限会社|合同会社|\(株\)|（株）|㈱|\(有\)|（有）|㈲/;
const JP_FORMS_RE_G = new RegExp(JP_FORMS_RE.source, 'g');

// (round 50) Forms printed before the name in Latin or Cyrillic letters the tagger's features do not list: Kazakh TOO / ТОО / ЖШС
// (limited partnership), the Russian-speaking countries' individual entrepreneur in Latin letters (IP), Uzbek MChJ / МЧЖ,
// Kyrgyz OsOO / ОсОО ("Purchase TOO NAN ZHANA BAKERY", 'Kaspi QR ТОО "АПТЕКА ДАРИ"').
const CIS_COUNTRIES: ReadonlySet<string> = new Set(['RU', 'BY', 'UZ', 'KZ', 'KG', 'TJ', 'TM', 'AM', 'AZ', 'MD', 'UA']);
const LEADING_FORMS_BY_COUNTRY: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['TOO', new Set(['KZ'])], ['ТОО', new Set(['KZ'])], ['ЖШС', new Set(['KZ'])], ['IP', new Set(['RU', 'KZ', 'UZ', 'KG', 'BY', 'TJ'])],
  ['MCHJ', new Set(['UZ'])], ['МЧЖ', new Set(['UZ'])], ['OSOO', new Set(['KG'])], ['ОСОО', new Set(['KG'])],
  // (round 62) The limited company of the former Soviet states (OOO / ООО, Belarusian ОДО), the private and unitary
  // enterprises (ЧП, Belarusian ЧТУП / ЧУП / УП), the individual entrepreneur in Cyrillic (ИП), Georgian shps / შპს,
  // Macedonian DOOEL / ДООЕЛ and DOO / ДОО, Armenian ՍՊԸ: all printed before the name ('Покупка OOO "BARAKA DORIXONA"').
  ...['OOO', 'ООО', 'ЧП', 'ИП'].map((w): [string, ReadonlySet<string>] => [w, CIS_COUNTRIES]),
  ...['ЧТУП', 'ЧУП', 'ОДО', 'CHTUP', 'ODO'].map((w): [string, ReadonlySet<string>] => [w, new Set(['BY'])]),
  ['SHPS', new Set(['GE'])], ['შპს', new Set(['GE'])], ['ᲨᲞᲡ', new Set(['GE'])], ['ՍՊԸ', new Set(['AM'])],
  ...['DOOEL', 'ДООЕЛ', 'DOO', 'ДОО'].map((w): [string, ReadonlySet<string>] => [w, new Set(['MK'])]),
  // (round 66) Forms printed before the name: Indonesian PT (perseroan terbatas), CV (commanditaire vennootschap) and UD (usaha
  // dagang), Vietnamese CTY (công ty), Polish firm-type prefixes before an owner's or trade name (PPHU, PHU, FHU, PPUH, FPHU: "[production,]
  // trade and service enterprise"), Thai บริษัท (company).
  ...['PT', 'CV', 'UD'].map((w): [string, ReadonlySet<string>] => [w, new Set(['ID'])]), ['CTY', new Set(['VN'])],
  ...['PPHU', 'PHU', 'FHU', 'PPUH', 'FPHU', 'PHPU'].map((w): [string, ReadonlySet<string>] => [w, new Set(['PL'])]), ['บริษัท', new Set(['TH'])],
  // (round 82) The single-member companies of French-speaking Africa (SUARL, EURL, SARL) and the Moldovan individual enterprise (II,
  // întreprindere individuală) printed before the name ("ACHAT PAR CARTE SUARL TERANGA COUTURE", "II POPESCU ION").
  ...['SUARL', 'EURL', 'SARL'].map((w): [string, ReadonlySet<string>] => [w, FRANCOPHONE_AFRICA]), ['II', new Set(['MD'])],
]);

/** (round 50) Whether `upper`, opening a name, is a legal form printed before it in the card's country. */
export function isLeadingLegalForm(upper: string, country: string): boolean {
  return LEADING_FORMS_BY_COUNTRY.get(upper)?.has(country) ?? false;
}

/** Whether dotted letters joined ("SRO", "SADECV") spell a legal form. */
export function isDottedLegalForm(joined: string): boolean {
  return COMPANY_SUFFIXES.has(joined) || DOTTED_LEGAL_FORMS.has(joined);
}

/** A legal form the tagger's features do not list, printed as the name's last word ("FODRASZAT KATI BT"). */
export function isLastWordLegalForm(upper: string): boolean {
  return LAST_WORD_FORMS.has(upper);
}

/** (round 97) Words that make "spa" a trade's own compound wherever it is printed ("DAY SPA", "MED SPA"). */
const SPA_COMPOUND_HEADS: ReadonlySet<string> = new Set(['DAY', 'MED', 'MEDI', 'MEDICAL']);
/** Whether words[i] is a legal form there rather than a trade word ("NAIL SPA" stays a spa everywhere). */
export function legalFormHere(words: readonly string[], i: number, country: string): boolean {
  const where = LEGAL_FORM_HOMOGRAPHS.get(words[i]!);
  if (!where || !where.has(country) || i === 0 || SPA_COMPOUND_HEADS.has(words[i - 1]!)) return false;
  return BUSINESS_WORDS.get(words[i - 1]!)?.l1 !== BUSINESS_WORDS.get(words[i]!)?.l1;
}

/**
 * Whether words[i] opens a legal form that COMPANY_SUFFIXES lacks or that is printed as dotted letters.
 * `kept`: name words before it; `toks` / `wordTok`: the title's tokens and each word's token index (for "&").
 */
export function lateLegalFormAt(words: readonly string[], country: string, i: number, end: number, kept: number, toks: readonly Tok[], wordTok: readonly number[]): boolean {
  const w = words[i]!;
  const next = i + 1 < end ? words[i + 1]! : '';
  // (The country's short forms are common words too: not before a business word, "FRIENDLY PC REPAIR".)
  if (LATE_FORMS_ANY.has(w) || (LATE_FORMS_BY_COUNTRY.get(w)?.has(country) && !BUSINESS_WORDS.get(next))) return true;
  // Two words: Vietnamese "CONG TY" (company), Hebrew בע"מ (read "בע מ"), "CO LTD".
  // Greek single-member "ΜΟΝ. ΙΚΕ" / "MON IKE".
  // (round 50) Ecuadorian / Colombian "CIA LTDA" (compania limitada), Bulgarian "I SIE" / "И СИЕ" (and partners).
  if ((w === 'CIA' && next === 'LTDA') || (kept >= 2 && ((w === 'I' && next === 'SIE') || (w === 'И' && next === 'СИЕ')))) return true;
  // (round 66) German "mbB" (mit beschränkter Berufshaftung) of a professional partnership, read as "MB" and "B".
  if (w === 'MB' && next === 'B' && kept >= 2 && (country === 'DE' || country === 'AT')) return true;
  // (round 101) The Arabic ذ.م.م (limited liability company), read "ذ", "م", "م".
  if ((w === 'CONG' && next === 'TY') || (w === 'בע' && next === 'מ') || (w === 'ذ' && next === 'م' && kept >= 1) || ((w === 'MON' || w === 'ΜΟΝ') && (next === 'IKE' || next === 'ΙΚΕ' || next === 'EPE' || next === 'ΕΠΕ')) || (w === 'CO' && kept >= 2 && COMPANY_SUFFIXES.has(next) && !BUSINESS_WORDS.get(next))) return true;
  // (round 82) The Albanian and Kosovar SH.P.K., read as "SH", "P", "K".
  if (w === 'SH' && next === 'P' && words[i + 2] === 'K' && kept >= 2 && (country === 'AL' || country === 'XK' || country === 'MK')) return true;
  if (w.length !== 1 || kept < 2 || next.length !== 1) return false;
  // Dotted letters: "E.V.", "L.L.C", "S.R.O.", "A/S", "Ο.Ε." (not across "&": "B & B").
  let joined = w, j = i + 1;
  while (j < end && j - i < 5 && words[j]!.length === 1 && !toks.slice(wordTok[j - 1]! + 1, wordTok[j]!).some((t) => t.w === '&')) joined += words[j++]!;
  return joined.length >= 2 && (isDottedLegalForm(joined) || DOTTED_LATE_FORMS.has(joined) || (DOTTED_FORMS_BY_COUNTRY.get(joined)?.has(country) ?? false));
}

// (round 101) Company forms of the scripts whose names are printed unspaced or beside them: Japanese (and the passbooks' half-width
// kana abbreviations ｶ) / (ｶ, kabushiki kaisha, and ﾕ) / (ﾕ, yūgen kaisha), Chinese 有限公司 / 股份有限公司, Korean 주식회사 / (주) / ㈜ /
// 유한회사, Thai บริษัท ... จำกัด (company ... limited), Hebrew בע"מ, Arabic ذ.م.م (limited liability).
const SCRIPT_COMPANY_FORM_RE = new RegExp(`${JP_FORMS_RE.source}|有限公司|有限責任公司|股份公司|주식회사|\\(주\\)|㈜|유한회사|บริษัท|จำกัด|ห้างหุ้นส่วน|(?:^|\\s)[ｶﾕ]\\)|\\([ｶﾕ](?:\\s|$)|בע"מ|ذ\\.م\\.م`);
/** (round 101) Whether the raw title prints a company form of such a script: it names a company, card word or not. */
export function scriptCompanyFormIn(raw: string): boolean {
  return SCRIPT_COMPANY_FORM_RE.test(raw);
}

// (round 101) Such a form glued last to the name's word ("金華茶餐廳有限公司 旺角"): what is printed after it is the address or branch.
const SCRIPT_FORM_LAST_RE = /(?:有限公司|有限責任公司|股份公司|株式会社|有限会社|合同会社|주식회사|㈜|\(주\)|จำกัด)$/;
/** (round 101) Whether word w of an unspaced script ends in its company form. */
export function endsInScriptCompanyForm(w: string): boolean {
  return SCRIPT_FORM_LAST_RE.test(w);
}

/** The name without a Japanese company form glued to it, when two characters or more remain ("有限会社タナカ自動車"). */
export function withoutJapaneseForm(name: string): string {
  if (!JP_FORMS_RE.test(name)) return name;
  const bare = name.replace(JP_FORMS_RE_G, '').trim();
  return bare.length >= 2 ? bare : name;
}
