// Title normalisation: turns a raw statement title into clean tokens plus the signals and
// side facts (phone, domains, structured counterparty/memo fields) later stages need.
import { escapeRegExp, fold, isTwoByte, normaliseWidth, UNSPACED_SCRIPT_RE } from './text.js';
import { LEXICON, type Signal } from './lexicon.js';

export interface Tok {
  w: string; // folded matching form ("MALNATIS"); separators: "*", "/", "-", ",", "&"
  o: string; // original text, for display
  k: 'w' | 'n' | 's'; // word, number, separator
}

export interface Parsed {
  raw: string;
  toks: Tok[]; // cleaned stream (noise, dates, ids removed), separators kept
  signals: Set<Signal>;
  phone: string | null;
  domains: string[];
  /** counterparty field of a structured title (ACH originator, "Naam:", "/DE", ...) */
  party: Tok[] | null;
  memo: string | null;
  /** "...//Hannover/DE" style explicit city and country */
  explicitCity: string | null;
  explicitCountry: string | null;
  achCode: string | null; // PPD, CCD, WEB ... of a US ACH entry
  /** a Dutch "Naam:" layout (always a SEPA transfer or direct debit) */
  naam?: boolean;
  /** the title holds characters beyond Latin-1 (its words may be in another script: MatchContext.otherScript) */
  otherScript: boolean;
  /** (round 74) the branch word cut from the end of a Korean / Chinese / Japanese line ("대구수성점"), read for its city */
  branch?: string;
}

export const MONTHS: ReadonlySet<string> = new Set([
  'JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'SEPT', 'OCT', 'NOV', 'DEC',
  'JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER',
  'JANUAR', 'FEBRUAR', 'MARZ', 'MAERZ', 'MAI', 'JUNI', 'JULI', 'OKTOBER', 'DEZEMBER', 'JANVIER', 'FEVRIER', 'MARS',
  'AVRIL', 'JUIN', 'JUILLET', 'AOUT', 'SEPTEMBRE', 'OCTOBRE', 'NOVEMBRE', 'DECEMBRE', 'ENERO', 'FEBRERO', 'MARZO',
  'ABRIL', 'MAYO', 'JUNIO', 'JULIO', 'AGOSTO', 'SEPTIEMBRE', 'OCTUBRE', 'NOVIEMBRE', 'DICIEMBRE', 'GENNAIO',
  'FEBBRAIO', 'APRILE', 'MAGGIO', 'GIUGNO', 'LUGLIO', 'SETTEMBRE', 'OTTOBRE', 'DICEMBRE', 'JANEIRO', 'FEVEREIRO',
  'MARCO', 'MAIO', 'JUNHO', 'JULHO', 'SETEMBRO', 'OUTUBRO', 'NOVEMBRO', 'DEZEMBRO', 'MAART', 'MEI', 'AUGUSTUS',
  'MAJ', 'OKT', 'DEZ', 'ENE', 'ABR', 'AGO', 'DIC', 'GEN', 'MAG', 'GIU', 'LUG', 'SET', 'OTT', 'FEV', 'AVR', 'JUIL',
]);
/** ISO currency codes a title prints beside an amount; dropped by the parser (a tagger input: a change retrains it). */
export const CURRENCY_CODES: ReadonlySet<string> = new Set([
  'USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'BRL', 'MXN', 'INR', 'SGD',
  'ZAR', 'JPY', 'CNY', 'HKD', 'AED', 'SAR', 'TRY', 'RON', 'ARS', 'CLP', 'COP', 'PEN', 'IDR', 'MYR', 'PHP', 'THB', 'VND',
  'KES', 'NGN', 'EGP', 'ILS', 'KRW', 'TWD',
]);
const CURRENCIES = new Set([...CURRENCY_CODES, 'RATE', 'FX', 'EXCHANGE', 'AMT', 'AMOUNT', 'EUR.', 'R$', 'RS', 'INR.']);
const WEEKDAYS = new Set(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);

/** Company-form suffixes: they end a business name and never identify it. */
export const COMPANY_SUFFIXES = new Set([
  'GMBH', 'MBH', 'LTD', 'LIMITED', 'LT', 'INC', 'LLC', 'LLP', 'SA', 'SAS', 'SARL', 'SAU', 'BV', 'NV', 'AG', 'SPA', 'SRL', 'SRLS', 'SL',
  'PTY', 'PLC', 'KG', 'AB', 'ASA', 'OY', 'OYJ', 'LTDA', 'EIRELI', 'PVT', 'CORP', 'CORPORATION', 'COMPANY', 'CIE', 'SCA',
  'SE', 'UA', 'EV', 'SOCIETY', 'TRUST', 'OHG', 'GBR', 'SNC', 'SCI', 'SPRL', 'BVBA', 'APS', 'HNOS', 'CV', 'DE CV', 'SAPI', 'BHD', 'SDN',
  'PTE', 'AS', 'OU', 'UAB', 'SIA', 'DOO', 'KFT', 'ZRT', 'NYRT', 'EURL', 'SASU', 'EIRL', 'SAC', 'SRO', 'SPZOO',
  // Dutch VOF, Bulgarian EOOD/OOD, Icelandic EHF/HF, Polish SPJ, Slovenian/Croatian DOO printed D.O.O. (round 8).
  'VOF', 'EOOD', 'OOD', 'EHF', 'HF', 'SPJ', 'SPK',
  // (round 11) Portuguese LDA / UNIPESSOAL LDA, Italian SSD ARL (sports clubs), Swedish HB, Turkish TIC (Ticaret,
  // before A.S.), Egyptian S.A.E, Greek Ο.Ε. / Ε.Ε. / ΕΠΕ / ΙΚΕ / Α.Ε. (in Greek letters); Russian / Ukrainian OOO, AO, IP, TOV, FOP printed before the name.
  'LDA', 'UNIPESSOAL', 'SSD', 'ARL', 'HB', 'TIC', 'SAE', 'OE', 'ΟΕ', 'ΕΕ', 'ΕΠΕ', 'ΙΚΕ', 'ΑΕ', 'ООО', 'ОАО', 'ЗАО', 'ПАО', 'АО', 'ИП', 'ТОВ', 'ФОП',
]);

// (round 49: more country domains here, .CZ .HU .GR ..., made every title ~7 % slower (engine-ab): the regex grows past
// what V8 compiles well. Left out; a bare "X.HU" is read by enrich.ts's TLD_WORDS.)
const TLD = '(?:COM|NET|ORG|IO|CO|DE|FR|NL|UK|ES|IT|BR|IN|AU|CA|SE|MX|SG|ZA|CH|AT|BE|IE|PT|PL|DK|NO|FI|NZ|JP|TV|ME|APP|AI|GG|LY|EU|US|INFO|BIZ|SHOP|STORE)';
// (round 49) The country part after ".COM" / ".CO" may be cut to one letter by the card network's field ("TASMANIANHONEYCO.COM.A").
const DOMAIN_RE = new RegExp(`\\b(?:HTTPS?://)?(?:WWW\\.)?((?:[A-Z0-9][A-Z0-9-]*\\.)+${TLD})(?:\\.[A-Z]{1,2})?\\b(?:/[^\\s]*)?`, 'gi');
// (round 49) A web address the card network cut inside its top-level domain or before it, at the end of the merchant field:
// "OAKRIDGEKNIVES.C", "SAVONNERIE-MARSEIL.F", "WWW.COTSWOLDCHEESEMON". A long label and one letter after the dot, or "WWW.".
const CUT_DOMAIN_TEST_RE = /WWW\.|[A-Z0-9-]{6}\.[A-Z](?![A-Z0-9.-])/i;
const CUT_DOMAIN_RE = /(?<![A-Z0-9.-])(?:WWW\.([A-Z0-9][A-Z0-9-]{3,})(?:\.[A-Z]?)?|(?:HTTPS?)?([A-Z][A-Z0-9-]{5,})\.[A-Z])(?![A-Z0-9.-])/gi;
const PHONE_RE = /(?:\+?1[-. ]?)?\(?\b([2-9]\d{2})\)?[-. ](\d{3})[-. ](\d{4})\b/;
const PHONE_BARE_RE = /\b([2-9]\d{2})([2-9]\d{2})(\d{4})\b/;
const PHONE_INTL_RE = /\+(\d{1,3})[ -]?(\d[\d -]{6,13}\d)\b/;
// Cleaning patterns, each with the characters it cannot match without (checked on the
// uppercased title first: a pass that cannot match is skipped; null = always run).
const CLEAN_RES: Array<[RegExp, string[] | null]> = [
  [/\b[A-Z]{2}\d{2}[A-Z0-9]{10,30}\b/gi, null], // IBAN
  [/\b[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b(?=\s|$)(?<=BIC:?\s*\S+)/gi, ['BIC']], // BIC after "BIC:"
  [/\b\d{0,6}[X*]{3,}\d{2,4}\b/gi, ['XXX', '***', 'X*', '*X']], // masked card numbers
  [/\bX{4}(?: X{4})* \d{4}\b/gi, ['XXXX']], // the same printed in groups: "Karte Nr. xxxx 5678
  [/\bX{1,2}\d{3,4}\b/gi, ['X']], [/\*\d{4}\b/g, ['*']], [/\b\d{6}\*\d{4}\b/g, ['*']],
  [/\b\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?)?\b/gi, ['-']], // ISO dates
  // (round 26) A German "UM HH.MM (UHR)", "at HH.MM", after a date ("25.11.UM 09.14"): the time with its word.
  [/\bUM \d{1,2}[.:]\d{2}\b(?: UHR\b)?/gi, ['UM']],
  [/\b\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?(?:\/\d{1,2}:\d{2})?\b/g, ['.', '/']], // 03/14, 12.03.24
  // (A time with the Italian "ALLE ORE" before it, "at HH:MM", goes with it.)
  [/\b\d{1,2}-\d{1,2}-\d{2,4}\b/g, ['-']], [/\b(?:ALLE ORE )?\d{1,2}[:H]\d{2}(?::\d{2})?\b/gi, [':', 'H']], [/\b\d{1,2} ?(?:AM|PM)\b/gi, ['AM', 'PM']],
  [/\b\d{1,2} ?(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(?:\d{2,4})?\b/gi, ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']],
  [/\b\d+[.,]\d{2}\b(?: ?[A-Z]{3}\b)?/gi, ['.', ',']], // amounts
  [/#\s?\d+/g, ['#']], [/\b(?:NO|NR|NUM)\.? ?\d+\b/gi, ['NO', 'NR', 'NUM']], // store / reference numbers
  [/\b[A-Z]-\d{3,}\b/gi, ['-']], [/\b[A-Z]\d{4,}\b/gi, null], // T-1438, F1234
];

// Letters of scripts the tokenizer does not read.
export const NON_LATIN_RE = /[\u0370-\u03ff\u0400-\u04ff\u0590-\u05ff\u0600-\u06ff\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff66-\uff9f]/;
// "송금" / "이체" (ko), "转账" / "汇款" (zh), "振込" / "送金" (ja), "โอนเงิน" (th), "حوالة" / "تحويل" (ar), "העברה" (he),
// "Переказ" / "Перевод" (uk, ru), "ΜΕΤΑΦΟΡΑ" (el): a transfer; card purchase and merchant-payment words likewise.
// Japanese and Korean wallets in their own script, and the kana readings of 振込 / 送金 (often
// half-width): one list each for the signal patterns and the words cut from names below.
const KANA_TRANSFER_WORDS = 'フリコミ|ﾌﾘｺﾐ|ソウキン|ｿｳｷﾝ';
const NATIVE_WALLET_WORDS = '楽天ペイ|ラクテンペイ|メルペイ|ペイペイ|카카오페이|네이버페이|토스페이';
// (round 45: and the Hong Kong spelling 轉賬, and Thai โอน, "transfer", printed glued to the rail: "โอนพร้อมเพย์")
export const NATIVE_TRANSFER_RE = new RegExp(`송금|(?<!자동)이체|转账|轉帳|轉賬|转帐|汇款|振込|送金|${KANA_TRANSFER_WORDS}|โอนเงิน|โอน|حوالة|تحويل|העברה|Переказ|ПЕРЕКАЗ|переказ|Перевод|ПЕРЕВОД|перевод|Μεταφορά|ΜΕΤΑΦΟΡΑ`);
// (round 43) Purchase and payment words of more languages printed before the shop (round 45: 付款 before a shop paid over a rail, "轉數快 付款 X"): Bulgarian, Serbian, Macedonian,
// Uzbek, Tajik, Mongolian ("худалдан авалт"), Ukrainian, Armenian, Hebrew ("purchase", "charge"). They set the card signal;
// they are not cut from the text here (the name tagger's corpus is parsed with these lists: cutting retrains it), enrich.ts
// drops them from the front of a name (nativePurchaseWord).
const NATIVE_PURCHASE_WORDS = ['ПЛАЩАНЕ', 'Плащане', 'КУПОВИНА', 'Куповина', 'ПЛАЋАЊЕ', 'Плаћање', 'ПЛАЌАЊЕ', 'Плаќање', 'ТЎЛОВ', 'Тўлов', 'ХАРИД', 'Харид',
  'ХУДАЛДАН АВАЛТ', 'Худалдан авалт', 'КУПІВЛЯ', 'Купівля', 'ՎՃԱՐՈՒՄ', 'Վճարում', 'קניה', 'קנייה', 'חיוב', '付款', 'ご利用', 'ご利用分'];
/** The same words as fold() spells them, one word each ("ХУДАЛДАН", "АВАЛТ"). */
const NATIVE_PURCHASE_FIRST_SET: ReadonlySet<string> = new Set([...NATIVE_PURCHASE_WORDS, 'გადახდა', 'ბარათით'].flatMap((w) => fold(w).split(' '))); // (Georgian: no script the cut above reads)
/** A purchase word of those lists, or a Thai "pay for ..." glued to what was paid ("ชำระค่าไฟฟ้า": pay the electricity bill). */
export function nativePurchaseWord(folded: string): boolean {
  return NATIVE_PURCHASE_FIRST_SET.has(folded) || LEAD_BANK_WORD_SET.has(folded) || folded.startsWith('ชำระค่า');
}
// (round 58) Card-purchase, payment and transaction words banks print before the shop, in languages and abbreviations the
// lexicon lacks (its words retrain the name tagger; these do not: they cut nothing from the text, they set the card
// signal (leadBankSignal) and enrich.ts never lets a name open with them), as fold() spells them: Albanian (pagesë, blerje),
// Azerbaijani (ödəniş, kartla "by card", alış), Uzbek and Turkmen Latin (toʻlov, xarid, töleg), Serbo-Croatian and Slovenian
// (plaćanje, platnom "with the payment [card]", kartica, transakcija, kupnja, plačilo), Romanian (cumpărare), Lithuanian
// (apmokėjimas, pirkinys, kortelės), Latvian (norēķins, karšu), Czech / Slovak (transakce, platební), Indonesian / Malay
// (pembayaran, pembelian, transaksi), Spanish-American "consumo", Norwegian "kortkjøp", and English abbreviations of
// "transaction" (TRXN, TRNX, TRANX); Armenian "by card", "purchase", Georgian "purchase", Macedonian / Serbian Cyrillic "card".
// Then the domestic card schemes, acquirer networks and national QR schemes printed as a word before the shop (DinaCard,
// Borica, Elcart, ELQR, Belkart, Prostir, GIM-UEMOA, Bepsa, Bancard, Cabal, RuPay, NAPAS, Meeza, KNET, Jaywan, UnionPay,
// Hipercard, LAPNet, Bakong, NepalPay, Raast, Visa Electron's ELECTRON).
const LEAD_BANK_WORDS: readonly string[] = [
  'PAGESE', 'PAGESA', 'BLERJE', 'BLERJA', 'ODƏNIS', 'ODENIS', 'ODƏNISI', 'KARTLA', 'KARTDAN', 'TOʻLOV', 'TOʼLOV', 'TOLOV', 'XARID', 'XARIDI', 'TOLEG',
  'PLACANJE', 'PLACANJA', 'PLATNOM', 'PLATNA', 'KARTICA', 'KARTICE', 'KARTICNA', 'KARTICNO', 'TRANSAKCIJA', 'KUPNJA', 'PLACILO', 'PLACILA',
  'CUMPARARE', 'APMOKEJIMAS', 'PIRKINYS', 'KORTELES', 'NOREKINS', 'KARSU', 'TRANSAKCE', 'PLATEBNI',
  'PEMBAYARAN', 'PEMBELIAN', 'TRANSAKSI', 'CONSUMO', 'KORTKJOP', 'TRXN', 'TRNX', 'TRANX',
  'ՔԱՐՏՈՎ', 'ՔԱՐՏ', 'ԳՆՈՒՄ', 'ᲨᲔᲫᲔᲜᲐ', 'КАРТИЧКА', 'КАРТИЧКОМ', 'КАРТИЦОМ', 'КАРТИЦА', 'КУПУВАЊЕ',
  // (round 62) Macedonian in Latin letters (kupuvanje, plakjanje), Azerbaijani alış-veriş ("shopping"), Mongolian
  // payment (tölbör, in Latin and Cyrillic), Russian "oplata" in Latin letters, and the purchase / payment word in
  // Devanagari (kharid), Bengali (kroy), Sinhala (gevima), Amharic (yegizi, kifiya) and Khmer (tinh tumninh: buy goods).
  'KUPUVANJE', 'PLAKJANJE', 'PLAKANJE', 'ALIS', 'VERIS', 'ALISVERIS', 'TULBUR', 'ТӨЛБӨР', 'OPLATA',
  'खरिद', 'खरीद', 'ক্রয়', 'ගෙවීම', 'ගැනුම', 'የግዢ', 'ክፍያ', 'ទិញទំនិញ', 'ការទិញ',
  // (round 82) Macedonian "card" in Latin letters (kartička), Romanian / Moldovan "purchases" and "merchant" (cumpărături, "plata la
  // comerciant": payment at the merchant), Swahili "payments" (malipo ya POS).
  'KARTICKA', 'KARTICKI', 'CUMPARATURI', 'COMERCIANT', 'MALIPO',
];
// (Schemes and networks set no card signal: on their own they say less of the line than a purchase word, and a name after one
// is better delimited by the tagger, which a card signal would leave to the rules: "KNET MUBARAKIYA TEA HOUSE SALMIYA".)
const LEAD_SCHEME_WORDS: readonly string[] = [
  'DINACARD', 'BORICA', 'БОРИКА', 'ELCART', 'ЭЛКАРТ', 'ELQR', 'BELKART', 'БЕЛКАРТ', 'PROSTIR', 'ПРОСТІР', 'GIM', 'BEPSA', 'BANCARD', 'CABAL',
  'RUPAY', 'NAPAS', 'MEEZA', 'KNET', 'JAYWAN', 'UNIONPAY', 'HIPERCARD', 'LAPNET', 'BAKONG', 'NEPALPAY', 'RAAST', 'ELECTRON',
  // (the card terminal named before the shop: Spanish-American "datáfono", Brazilian "maquininha")
  'DATAFONO', 'MAQUININHA', 'POSTERMINAL', 'PINPAD',
  // (round 82) and its French abbreviation (terminal de paiement électronique): "ACHAT TPE", "PAIEMENT TPE".
  'TPE',
  // (round 97) the German girocard's old name (Eurocheque) before the payment word the lexicon cuts ("EC ZAHLUNG X",
  // "EC KARTENZAHLUNG X": the lexicon's own EC phrases would retrain the tagger), the Italian debit scheme (PagoBancomat).
  'EC', 'PAGOBANCOMAT',
];
const LEAD_PURCHASE_SET: ReadonlySet<string> = new Set(LEAD_BANK_WORDS.map((w) => fold(w)));
const LEAD_BANK_WORD_SET: ReadonlySet<string> = new Set([...LEAD_BANK_WORDS, ...LEAD_SCHEME_WORDS].map((w) => fold(w)));
// (round 58) Card-type abbreviations printed right after a purchase word ("CONSUMO TC", "COMPRA TD", "PAGO TDC"): credit / debit card.
const CARD_KIND_CODES: ReadonlySet<string> = new Set(['TC', 'TD', 'TDC', 'TDD', 'TJ']);
// (round 58) "with" / "by" printed between a payment word and its card word ("плаќање со картичка", "харид бо корт", "plaćanje sa karticom").
// ((round 82) Albanian "me" (pagesë me kartë), Macedonian "so" in Latin letters, Romanian / Swahili "la" / "ya" before the merchant or POS word,
// French "par" (achat par carte))
const CARD_PREPOSITIONS: ReadonlySet<string> = new Set(['С', 'СО', 'БО', 'ПО', 'SA', 'S', 'Z', 'AR', 'KWA', 'CU', 'CON', 'COM', 'MET', 'MIT', 'WITH', 'ME', 'SO', 'LA', 'YA', 'PAR']);
/** (round 82) Whether w is a card preposition (the parser cleans the card word after it away: "PAGESE ME [KARTE] FURRA ..."). */
export function isCardPreposition(w: string): boolean {
  return CARD_PREPOSITIONS.has(w);
}
/** (round 58) Whether words[i] is a preposition printed before a card or purchase word (words[i + 1]): the bank's words too. */
export function cardPrepositionAt(words: readonly string[], i: number): boolean {
  const next = words[i + 1];
  return CARD_PREPOSITIONS.has(words[i]!) && next !== undefined && (nativePurchaseWord(next) || CARD_OBJECTS.has(next));
}
// (the card word itself after such a preposition, in the forms the lexicon does not list: Tajik "корт", "karti", "kartico")
const CARD_OBJECTS: ReadonlySet<string> = new Set(['КОРТ', 'KARTICOM', 'KARTI', 'KARTICO', 'КАРТОЙ', 'КАРТОЧКОЙ', 'CARD', 'CARTE', 'TARJETA', 'CARTAO', 'KARTE', 'KAART']);
/** A one-word entry of the vocabulary that says what kind of line it is (its signals), or null. */
function oneWordSignals(w: string): Signal[] | null {
  const list = LEXICON.byFirst.get(w);
  if (!list) return null;
  for (const ph of list) if (ph.toks.length === 1 && ph.entry.signals) return ph.entry.signals;
  return null;
}
/** (round 58) "DANKORTKOB" (Dankort + køb), "KORTAVGIFT" (card + fee), "VISAKOB": a card word of the vocabulary glued to a purchase
 * or fee word of it, each of three letters or more; their signals, or null (a word of the vocabulary itself is read by the lexicon;
 * other pairs are names: "EMIRATES" is no EMI + RATES). */
export function gluedBankSignals(w: string): Signal[] | null {
  if (w.length < 6 || w.length > 18) return null;
  const firsts = CARD_WORDS_BY_PREFIX.get(w.slice(0, 3)); // (most words open with no card word: one probe)
  if (!firsts || LEXICON.byFirst.has(w)) return null;
  for (const a of firsts) {
    if (w.length - a.length < 3 || !w.startsWith(a)) continue;
    const b = oneWordSignals(w.slice(a.length));
    if (b && (b.includes('card') || b.includes('fee'))) return [...oneWordSignals(a)!, ...b];
  }
  return null;
}
/** One-word card entries of the vocabulary by their first three letters. */
const CARD_WORDS_BY_PREFIX: ReadonlyMap<string, string[]> = (() => {
  const m = new Map<string, string[]>();
  for (const [w] of LEXICON.byFirst) {
    if (w.length < 3 || !oneWordSignals(w)?.includes('card')) continue;
    const k = w.slice(0, 3);
    const l = m.get(k) ?? [];
    l.push(w);
    m.set(k, l);
  }
  return m;
})();

/** (round 58) words[i] is a bank's purchase / card word printed before the shop: a lead word of those lists, or a card preposition and its card word. */
export function leadBankWordAt(words: readonly string[], i: number): boolean {
  return nativePurchaseWord(words[i]!) || cardPrepositionAt(words, i) || (i < 2 && gluedBankSignals(words[i]!) !== null) || (i > 0 && cardPrepositionAt(words, i - 1) && CARD_OBJECTS.has(words[i]!))
    || (i > 0 && CARD_KIND_CODES.has(words[i]!) && nativePurchaseWord(words[i - 1]!));
}
// (round 50) Arabic prepositions printed after a purchase word, before the shop ("شراء من", purchase from; "شراء لدى", at).
const ARABIC_PURCHASE_RE = /(?:شراء|دفع)\s+(?:من|لدى|عند|في)\s/;
/** (round 50) Whether `word`, opening a name, is the preposition of an Arabic purchase word in `raw` ("من" in "شراء من X"). */
export function purchasePreposition(word: string, raw: string): boolean {
  return (word === 'من' || word === 'لدى' || word === 'عند' || word === 'في') && ARABIC_PURCHASE_RE.test(raw);
}
const NATIVE_CARD_RE = new RegExp(`체크카드|신용카드|체크|승인|결제|제로페이|カード|${NATIVE_WALLET_WORDS}|デビット|ﾃﾞﾋﾞｯﾄ|クレジット|支付宝|财付通|微信支付|扫码付款|扫码支付|消费|消費|刷卡|信用卡|银联|銀聯|ชำระค่าสินค้า|ชำระเงิน|ซื้อ|شراء|مدى|Оплата|ОПЛАТА|оплата|Покупка|ПОКУПКА|покупка|по карте|ПО КАРТЕ|По карте|ΑΓΟΡΑ|Αγορά|ΚΑΡΤΑ|გადახდა|ბარათით|${NATIVE_PURCHASE_WORDS.join('|')}`);
// The same statement vocabulary, cut out of the text the name is read from (a bank's words are no
// part of a shop's name): words of scripts written with spaces (Cyrillic, Greek, Arabic, Hebrew)
// only as whole words, those of unspaced scripts (Han, kana, Hangul, Thai) wherever they occur.
const NATIVE_SPACED_WORDS_RE = new RegExp('(?<![\\p{L}\\p{M}])(?:' + [
  'Оплата', 'Покупка', 'покупки', 'Покупки', 'ПОС', 'Переказ', 'Перевод', 'Списание', 'Платіж', 'Платеж', 'карткою', 'картой', 'картою', 'карта', 'карты', 'картки',
  // (round 8: Russian "for goods (and services)", Greek "with card", Georgian "payment" / "by card")
  'товаров и услуг', 'товаров',
  // (round 26) Russian "charge by card", "cashless payment"; Greek "with debit card", "debit", "credit", "transaction".
  'Списание по карте', 'по карте', 'Безналичная оплата', 'Безналичная', 'Με Χρεωστική Κάρτα', 'Με Χρεωστικη Καρτα', 'Χρεωστική', 'Χρεωστικη', 'Πιστωτική', 'Πιστωτικη', 'Συναλλαγή', 'Συναλλαγη',
  'Με Κάρτα', 'Με Καρτα', 'გადახდა', 'ბარათით',
  'Αγορά της', 'Αγορα της', 'Αγορά', 'Αγορα', 'Κάρτας', 'Καρτας', 'Κάρτα', 'Καρτα', 'Μεταφορά', 'Μεταφορα', 'Πληρωμή', 'Πληρωμη',
  'شراء', 'نقاط بيع', 'نقطة بيع', 'مدى', 'حوالة', 'تحويل', 'دفع', 'بطاقة',
  // (round 42) the same point of sale with its article ("شراء نقاط البيع"); Bulgarian "payment" (плащане) before ПОС.
  'نقاط البيع', 'نقطة البيع', 'Плащане', 'ПЛАЩАНЕ', 'плащане',
  // (round 26) Authorisation-code and terminal labels (ru, uk, el).
  'Код авторизации', 'Код авторизації', 'Κωδ εγκρισης', 'Κωδ Έγκρισης', 'Κωδικός έγκρισης', 'Κωδικος εγκρισης', 'Терминал', 'Термінал',
  'העברה', 'רכישה', 'תשלום', 'כרטיס', 'אשראי', 'בכרטיס', 'דביט',
].join('|') + ')(?![\\p{L}\\p{M}])', 'giu');
const NATIVE_UNSPACED_WORDS_RE = new RegExp(`快捷支付|자동이체|체크카드|신용카드|체크|승인|결제|제로페이|\\(주\\)|㈜|주식회사|\\(株\\)|㈱|카드(?=\\s*승인)|カード利用|カードリヨウ|カード(?=\\s)|${NATIVE_WALLET_WORDS}|송금|이체|デビット|クレジット|振込|送金|${KANA_TRANSFER_WORDS}|支付宝|财付通|微信支付|扫码付款|扫码支付|付款|消费|消費|刷卡|信用卡|银联|銀聯|转账|轉帳|轉賬|转帐|汇款|ชำระค่าสินค้าและบริการ|ชำระค่าสินค้า|ชำระเงิน|โอนเงิน|โอน|ซื้อสินค้า/บริการ|ซื้อสินค้า|ซื้อ`, 'g');
// Cash withdrawals, bank fees and salaries written in other scripts (ru/uk, el, ar, he, ja, zh, ko, th):
// the same signals as ATM, FEE, SALARY, so a bank named after them is no shop ("Зняття готівки ПриватБанк").
const NATIVE_SIGNAL_WORDS: ReadonlyArray<[Signal, string[]]> = [
  ['atm', ['Снятие наличных', 'Выдача наличных', 'Зняття готівки', 'Видача готівки', 'банкомат', 'банкомата', 'банкоматі', 'Ανάληψη', 'Αναληψη',
    'سحب نقدي', 'صراف آلي', 'משיכת מזומן', 'כספומט', '現金引出', '出金', '引出', '取款', '取现', '提款', '현금인출', '현금 인출', 'ถอนเงิน',
    // (round 26) Bulgarian "withdrawal (of money)" and the Cyrillic spelling of ATM.
    'Теглене на пари', 'Теглене', 'АТМ',
    // (round 32) Korean cash withdrawal written glued to the machine's name ("ATM출금", "CD출금", "현금출금").
    'ATM출금', 'CD출금', '현금출금']],
  ['fee', ['Комиссия', 'Комісія', 'Προμήθεια', 'Προμηθεια', 'رسوم', 'عمولة', 'עמלה', 'עמלת', '手数料', '手续费', '수수료', 'ค่าธรรมเนียม']],
  // Direct debits: "口座振替 東京電力", "자동이체 KT", "Автоплатёж МТС", "הוראת קבע", "Πάγια εντολή".
  ['dd', ['口座振替', '自動引落', '自動引落し', '自动扣款', '代扣', '자동이체', 'Автоплатеж', 'Автоплатёж', 'Автоплатіж', 'Πάγια εντολή', 'Πάγια Εντολή', 'ΠΑΓΙΑ ΕΝΤΟΛΗ', 'הוראת קבע', 'خصم مباشر', 'หักบัญชีอัตโนมัติ',
    // (round 32) The same Japanese account transfer written in kana (half-width on many statements: "ｺｳｻﾞﾌﾘｶｴ",
    // read after width folding), and the automatic transfer / deduction.
    'コウザフリカエ', '自動振替', 'ジドウフリカエ', 'ジドウヒキオトシ',
    // (round 44) Bulgarian "direct debit", Taiwanese automatic deduction (自動扣繳 / 自動扣款).
    'Директен дебит', '自動扣繳', '自動扣款']],
  // (round 32) Web and mail-order purchases in Japanese, Korean and Chinese ("ﾈｯﾄ ｼｮｯﾋﾟﾝｸﾞ", "オンライン", "온라인", "网购").
  ['online', ['オンライン', 'ネットショッピング', 'ネット決済', 'インターネット決済', '通販', '온라인', '인터넷결제', '网购', '网上支付', '網購', '線上',
    // (round 44) "on the internet" (ru, uk, bg) after a payment word ("Оплата в інтернеті ROZETKA.UA").
    // ("онлайн" alone is left out: shops are named with it, "Онлайн Трейд".)
    'в интернете', 'в інтернеті', 'в интернет',
    // (round 51) Web purchases in Greek ("via the internet"), Arabic ("over the internet", "electronic purchase / commerce"),
    // Russian / Ukrainian compounds ("интернет-оплата", "онлайн-покупка"), Hebrew ("on the internet").
    'μέσω διαδικτύου', 'μεσω διαδικτυου', 'ηλεκτρονική αγορά', 'ηλεκτρονικη αγορα',
    'عبر الإنترنت', 'عبر الانترنت', 'شراء إلكتروني', 'شراء الكتروني', 'تجارة إلكترونية', 'تجارة الكترونية',
    'интернет-оплата', 'інтернет-оплата', 'интернет-покупка', 'інтернет-покупка', 'онлайн-оплата', 'онлайн-покупка', 'онлайн-платіж', 'інтернет-платіж', 'интернет-платеж',
    'באינטרנט']],
  // (round 51) Purchases inside an app (ja, zh, ko): "アプリ内課金 モンスト".
  ['in_app', ['アプリ内課金', 'アプリ内購入', '应用内购买', '應用程式內購買', '인앱결제', '인앱 결제', '앱내결제']],
  // (round 9) Korean and Japanese bill words after a telecom's or a utility's name ("SK텔레콤 통신요금", "東京ガス ガス料金").
  ['telecom', ['통신요금', '통신비', '휴대폰요금', '携帯電話料金', '通信料']],
  ['utility', ['전기요금', '가스요금', '수도요금', '電気料金', 'ガス料金', '水道料金']],
  ['salary', ['Зарплата', 'Заработная плата', 'Заробітна плата', 'Μισθοδοσία', 'Μισθοδοσια', 'راتب', 'رواتب', 'משכורת', '給与', '給料', '工资', '薪资', '급여', 'เงินเดือน']],
];
const escapeRe = (w: string): string => escapeRegExp(w).replace(/ /g, '\\s+');
const NATIVE_SIGNAL_RES: ReadonlyArray<[Signal, RegExp]> = NATIVE_SIGNAL_WORDS.map(([sg, ws]) => {
  const spaced = ws.filter((w) => !UNSPACED_SCRIPT_RE.test(w)).map(escapeRe);
  const unspaced = ws.filter((w) => UNSPACED_SCRIPT_RE.test(w)).map(escapeRe);
  const alts = [];
  if (spaced.length) alts.push(`(?<![\\p{L}\\p{M}])(?:${spaced.join('|')})(?![\\p{L}\\p{M}])`);
  if (unspaced.length) alts.push(`(?:${unspaced.join('|')})`);
  return [sg, new RegExp(alts.join('|'), 'giu')];
});

/** Card, payment and transfer words of other scripts replaced by spaces (for titles NON_LATIN_RE matches). */
// Card issuers printed glued before the card word ("신한체크", "KB국민카드", "JCBデビット", "楽天デビット"):
// the bank's, not the shop's.
const NATIVE_ISSUER_RE = /(?:신한|KB국민|국민|우리|하나|NH농협|농협|삼성|현대|롯데|씨티|기업|IBK|카카오뱅크|토스뱅크|JCB|楽天|三井住友|イオン|セゾン|住信SBI|ソニー銀行)(?=체크|카드|デビット|クレジット)/g;

export function dropNativeStatementWords(s: string): string {
  let t = s.replace(NATIVE_ISSUER_RE, ' ').replace(NATIVE_SPACED_WORDS_RE, ' ').replace(NATIVE_UNSPACED_WORDS_RE, ' ');
  for (const [, re] of NATIVE_SIGNAL_RES) t = t.replace(re, ' ');
  return t.indexOf('점') >= 0 || t.indexOf('店') >= 0 ? t.replace(BRANCH_SUFFIX_RE, branchCut) : t;
}

// Korean and Japanese card lines end a chain's or shop's name with its branch, one word ending in
// 점 / 店 ("홍길동치킨 역삼점", "스타벅스 강남R점", "ファミリーマート 新宿三丁目店"): the place, not the name.
// A word that is itself a kind of shop ending in the same character (편의점 "convenience store",
// 서점 "bookshop", 精肉店 "butcher", 書店 ...) stays.
const BRANCH_SUFFIX_RE = /(?<=[\p{L}\p{N}]\s+)([\p{L}\p{N}]{1,10}[점店])(?=[\s\d,.]*$)/u;
const SHOP_NOUN_RE = /(?:백화|할인|편의|전문|매|서|상|주|음식|제과|정육|판매|대리|면세|잡화|양품|문구|철물|商|書|书|酒|果|包|利|饭|药|藥|鞋|衣|发|髮|物|货|貨|车|車|茶|品|具|器|机|機|飯|売|喫茶|百貨|専門|精肉|鮮魚|菓子|理髪|米|花|呉服|時計|眼鏡|薬|支)[점店]$/;
const BRANCH_WORD_RE = /\s([\p{L}\p{N}]{3,10}[점店])[\s\d,.]*$/u;
const branchCut = (w: string): string => (SHOP_NOUN_RE.test(w) || w.length < 2 ? w : ' ');
const CONTROL_RE = /[\u0000-\u001f\u007f]/;
const CONTROL_RE_G = /[\u0000-\u001f\u007f]/g;
const DIGIT_RE = /\d/;
const BIC_LABEL_RE = /BIC/i;

export function parseTitle(raw: string, country: string): Parsed {
  const p: Parsed = {
    raw, toks: [], signals: new Set(), phone: null, domains: [], party: null, memo: null,
    explicitCity: null, explicitCountry: null, achCode: null, otherScript: false,
  };
  let s = CONTROL_RE.test(raw) ? raw.replace(CONTROL_RE_G, ' ') : raw;
  // (Width forms and other scripts are all beyond Latin-1: one test for the common Latin title.)
  if (isTwoByte(s)) { s = normaliseWidth(s); p.otherScript = true; }
  const otherScript = p.otherScript && NON_LATIN_RE.test(s);
  if (otherScript) {
    s = dropNativeStatementWords(s);
    // (round 74) the branch word the line ended in, kept aside for its glued city ("대구수성점": Daegu)
    if (raw.indexOf('점') >= 0 || raw.indexOf('店') >= 0) { const b = BRANCH_WORD_RE.exec(raw.trim()); if (b && !SHOP_NOUN_RE.test(b[1]!)) p.branch = b[1]!; }
  }
  s = rewriteLayouts(s);
  s = extractStructured(s, p);
  s = extractDomains(s, p);
  // Phone numbers and every cleaning pattern but the BIC one need a digit: most of the
  // ~20 regex passes are skipped on titles without one.
  if (DIGIT_RE.test(s)) {
    s = extractPhone(s, p, country);
    // Replacements only turn text into spaces, so a needle missing now stays missing.
    const u = s.toUpperCase();
    for (const [re, needles] of CLEAN_RES) {
      if (needles !== null && !containsAny(u, needles)) continue;
      s = s.replace(re, ' ');
    }
  } else if (BIC_LABEL_RE.test(s)) s = s.replace(CLEAN_RES[1]![0], ' ');
  p.toks = tokenize(s, p.signals);
  leadBankSignal(p);
  if (country === 'AT') markBankomatPurchase(p, raw);
  if (country === 'CA') markTrailingPad(p);
  else if (country === 'DK' || country === 'FO' || country === 'GL') markLeadingBs(p);
  // Titles in other scripts: the tokenizer reads Latin letters only, so their card-purchase and
  // transfer words are looked for in the raw text (Hangul, Han, Kana, Thai, Arabic, Hebrew, Greek, Cyrillic).
  if (otherScript) {
    const t = normaliseWidth(raw);
    if (NATIVE_TRANSFER_RE.test(t)) p.signals.add('transfer');
    else if (NATIVE_CARD_RE.test(t)) p.signals.add('card');
    for (const [sg, re] of NATIVE_SIGNAL_RES) if (resetTest(re, t)) p.signals.add(sg);
  }
  // A Dutch "Naam: ... Omschrijving:" entry is a SEPA transfer unless it is a direct debit or iDEAL.
  if (p.party && p.naam && !p.signals.has('dd') && !p.signals.has('online')) p.signals.add('transfer');
  if (p.party) p.party = tokenize(p.party.map((t) => t.o).join(' '), new Set());
  return p;
}

/** (round 58) A purchase word of LEAD_BANK_WORDS (or of the other-script lists) among the first words: a card purchase. */
function leadBankSignal(p: Parsed): void {
  const words: string[] = [];
  for (let k = 0; k < p.toks.length && words.length < 5; k++) if (p.toks[k]!.k === 'w') words.push(p.toks[k]!.w);
  // ("DANKORTKOB GRONTSAGSBODEN", "KORTAVGIFT BANKKORT": two words of the vocabulary printed as one, first)
  for (let i = 0; i < 2 && i < words.length; i++) {
    const g = gluedBankSignals(words[i]!);
    if (g) { for (const sg of g) p.signals.add(sg); return; }
  }
  if (p.signals.has('card')) return;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (LEAD_PURCHASE_SET.has(w) || NATIVE_PURCHASE_FIRST_SET.has(w) || cardPrepositionAt(words, i)) { p.signals.add('card'); return; }
  }
}

/**
 * (round 41) Austrian banks print a debit-card payment as "BANKOMAT <shop>" (the card is the Bankomatkarte);
 * a withdrawal says so (BEZUG, BEHEBUNG, AUSZAHLUNG, BARGELD, AUTOMAT) or numbers the machine ("BANKOMAT 4312").
 * Without either it is a purchase.
 */
const AT_WITHDRAWAL_RE = /BEZUG|BEHEBUNG|AUSZAHLUNG|BARGELD|ABHEBUNG|GELDAUTOMAT|AUTOMAT\b|CASH|ATM|BANKOMAT\s+\d/;
function markBankomatPurchase(p: Parsed, raw: string): void {
  if (!p.signals.has('atm')) return;
  const u = raw.toUpperCase();
  if (u.indexOf('BANKOMAT') < 0 || AT_WITHDRAWAL_RE.test(u.replace(/BANKOMAT(?!\s+\d)\w*/g, ' '))) return;
  p.signals.delete('atm');
  p.signals.add('card');
}

/**
 * "BELL CANADA PAD", "ROGERS PAD 0012345": Canadian banks end a pre-authorized debit with PAD. Only in
 * Canadian titles without a card word or a processor's star, and
 * as the last word (numbers aside) after a name: "PAD THAI" and "PAD KRA PAO" are dishes.
 */
function markTrailingPad(p: Parsed): void {
  const t = p.toks;
  if (markLeadingPad(p)) return;
  let i = t.length - 1;
  while (i >= 0 && t[i]!.k !== 'w') i--;
  if (i < 1 || t[i]!.w !== 'PAD' || p.signals.has('card')) return;
  for (let k = 0; k < i; k++) if (t[k]!.w === '*') return; // "SQ *THAI PAD": a processor's descriptor names a shop
  let words = 0;
  for (let k = 0; k < i; k++) if (t[k]!.k === 'w') words++;
  if (words === 0) return;
  p.signals.add('dd');
  t.splice(i, 1);
  while (t.length && t[t.length - 1]!.k === 's') t.pop();
}

/**
 * (round 32) "BS ALM. BRAND FORSIKRING", "BS TELMORE": Danish banks print a Betalingsservice collection with BS
 * first. Only in Danish titles, only as the first word before a name, and never with a card word.
 */
function markLeadingBs(p: Parsed): void {
  const t = p.toks;
  if (t.length < 2 || t[0]!.k !== 'w' || t[0]!.w !== 'BS' || p.signals.has('card')) return;
  let j = 1;
  while (j < t.length && t[j]!.k !== 'w') j++;
  if (j >= t.length) return;
  // (The word stays: the name is read past it as past any bank code, and the tagger's words stay as they were.)
  p.signals.add('dd');
}

// The Thai dishes a leading PAD names ("PAD THAI EXPRESS", "PAD SEE EW HOUSE").
const PAD_DISH_NEXT: ReadonlySet<string> = new Set(['THAI', 'SEE', 'KRA', 'KEE', 'PRIK', 'WOON', 'PHAK']);

/** "PAD HYDRO-QUEBEC": some Canadian banks print the pre-authorized debit's code first instead. */
function markLeadingPad(p: Parsed): boolean {
  const t = p.toks;
  if (t.length < 2 || t[0]!.k !== 'w' || t[0]!.w !== 'PAD' || p.signals.has('card')) return false;
  let j = 1;
  while (j < t.length && t[j]!.k !== 'w') j++;
  if (j >= t.length || PAD_DISH_NEXT.has(t[j]!.w)) return false;
  for (let k = 1; k < t.length; k++) if (t[k]!.w === '*') return false;
  p.signals.add('dd');
  t.splice(0, j);
  return true;
}

// Bank codes glued to a date or written with a slash: "POS12NOV" (Irish card line), "D/D", "S/O".
const GLUED_CODE_DATE_RE = /\b(POS|VDP|VDC|VDA)(\d{1,2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC))\b/gi;
const SLASH_CODE_RE = /\b(D\/D|S\/O|DD\/)(?=\s|$)/gi;
// (round 26) German and Austrian cash machines named by their terminal number: the savings banks'
// "GA NR00001234 BLZ10050000" (Geldautomat, the machine's number and the bank code) and BAWAG's
// "AUTOMAT 00012345 K1" (the machine's number and the card's sequence number): a cash withdrawal.
const ATM_TERMINAL_RE = /\b(?:GA NR ?\d{4,} BLZ ?\d{8}|AUTOMAT \d{5,} K\d)\b/gi;

function rewriteLayouts(s: string): string {
  // test() before replace(): most titles have neither, and replace() with a global regex allocates.
  if (s.indexOf('/') >= 0 && resetTest(SLASH_CODE_RE, s)) s = s.replace(SLASH_CODE_RE, (m) => (m[0]!.toUpperCase() === 'S' ? ' SO ' : ' DD '));
  if (DIGIT_RE.test(s) && resetTest(GLUED_CODE_DATE_RE, s)) s = s.replace(GLUED_CODE_DATE_RE, '$1 ');
  if (DIGIT_RE.test(s) && resetTest(ATM_TERMINAL_RE, s)) s = s.replace(ATM_TERMINAL_RE, ' GELDAUTOMAT ');
  return s;
}

function resetTest(re: RegExp, s: string): boolean {
  re.lastIndex = 0;
  const hit = re.test(s);
  re.lastIndex = 0;
  return hit;
}

/** Formats with labelled fields: US ACH ("X DES:Y ID:.. INDN:.. CO ID:.. PPD"), Dutch ("Naam: X
 * Omschrijving: Y"), French SEPA ("/DE X /MOTIF Y"), German "X//City/DE", Indian NEFT. */
function containsAny(u: string, needles: string[]): boolean {
  for (let i = 0; i < needles.length; i++) if (u.indexOf(needles[i]!) >= 0) return true;
  return false;
}

// The labels of a city field ("Miasto:", "Město:", "Ciudad:", "Ville:", "City:"), the city up to the next label or the end.
const CITY_LABEL_RE = /\b(?:MIASTO|MESTO|MĚSTO|CIUDAD|CIDADE|VILLE|CITY):\s*([A-Za-zÀ-ž][A-Za-zÀ-ž .'-]*?)\s*(?=\s[A-Za-zÀ-ž]+:|,|$)/i;

const MERCHANT_VPA_RE = /[/-](?:paytmqr[\w.]*@\w+|bharatpe[\w.]*@\w+|q\d{6,}@ybl|[\w.]*\.rzp@\w+|[\w.-]+@okbiz\w+|[\w.-]+@pineperks)(?=[/-]|$)/i;

function extractStructured(s: string, p: Parsed): string {
  // Every format below has a fixed label: check for it before running the full pattern.
  const u = s.toUpperCase();
  const ach = u.indexOf('DES:') < 0 ? null : /^(.*?)\s+DES:\s*(.*?)\s+ID:\s*\S*(?:\s+INDN:\s*(.*?))?(?:\s+CO ID:\s*\S+)?\s*(PPD|CCD|WEB|TEL|CTX|IAT|ARC|BOC|POP|RCK)?\s*$/i.exec(s);
  if (ach) {
    p.achCode = (ach[4] ?? 'ACH').toUpperCase();
    p.signals.add('ach');
    p.party = [{ w: '', o: ach[1]!, k: 'w' }];
    p.memo = ach[2]!.trim() || null;
    return `${ach[1]} ${ach[2]}`;
  }
  // US ACH as Chase prints it: "ORIG CO NAME:X ORIG ID:.. DESC DATE:.. CO ENTRY DESCR:Y SEC:WEB .. IND NAME:Z" (ORIG ID may be left out).
  const orig = u.indexOf('ORIG CO NAME:') < 0 ? null : /ORIG CO NAME:\s*(.*?)\s+(?:ORIG ID:.*?)?CO ENTRY DESCR:\s*(.*?)\s+SEC:\s*([A-Z]{3})/i.exec(s);
  if (orig) {
    p.achCode = orig[3]!.toUpperCase();
    p.signals.add('ach');
    p.party = [{ w: '', o: orig[1]!, k: 'w' }];
    p.memo = orig[2]!.trim() || null;
    return `${orig[1]} ${orig[2]}`;
  }
  // (round 42) The same record as other US banks print it: "COMPANY NAME:X [COMPANY ID:..] ENTRY DESCR:Y [SEC: | ENTRY CLASS:]PPD".
  const co = u.indexOf('COMPANY NAME:') < 0 ? null : /COMPANY NAME:\s*(.*?)\s+(?:(?:COMPANY|CO) ID:.*?)?ENTRY DESCR(?:IPTION)?:\s*(.*?)(?:\s+(?:SEC|ENTRY CLASS):\s*([A-Z]{3})\b.*)?$/i.exec(s);
  if (co) {
    p.achCode = (co[3] ?? 'ACH').toUpperCase();
    p.signals.add('ach');
    p.party = [{ w: '', o: co[1]!, k: 'w' }];
    p.memo = co[2]!.trim() || null;
    return `${co[1]} ${co[2]}`;
  }
  const naam = u.indexOf('NAAM:') < 0 ? null : /\bNAAM:\s*(.*?)(?=\s+(?:OMSCHRIJVING|MACHTIGING|IBAN|BIC|KENMERK|INCASSANT|REFERENTIE|BETALINGSKENMERK|ID|KENMERK):|$)/i.exec(s);
  if (naam) {
    p.naam = true;
    p.party = [{ w: '', o: naam[1]!.replace(/\s+via\s+.*$/i, ''), k: 'w' }];
    const om = /\bOMSCHRIJVING:\s*(.*?)(?=\s+(?:IBAN|BIC|KENMERK|REFERENTIE|MACHTIGING):|$)/i.exec(s);
    p.memo = om ? om[1]!.trim() : null;
    // Drop the labels and the opaque fields between them; keep name and description.
    return s.replace(/\b(?:IBAN|BIC|INCASSANT|MACHTIGING|KENMERK|REFERENTIE|ID):\s*\S+/gi, ' ').replace(/\b(?:NAAM|OMSCHRIJVING):/gi, ' ');
  }
  const fr = s.indexOf('/') < 0 || u.indexOf('VIR') < 0 ? null : /\/(?:DE|BEN|A)\s+(.+?)\s*(?:\/|$)/i.exec(s);
  if (fr && /\b(?:VIR|VIREMENT)\b/i.test(s)) {
    p.party = [{ w: '', o: fr[1]!.replace(/^(?:M|MME|MR|MLLE)\s+/i, ''), k: 'w' }];
    const motif = /\/MOTIF\s+(.+?)\s*(?:\/|$)/i.exec(s);
    p.memo = motif ? motif[1]!.trim() : null;
    return s.replace(/\/(?:REF|REFDO|ID|RUM|ECH|MDT)\S*\s*\S+/gi, ' ').replace(/\/(?:DE|BEN|A|MOTIF)\b/gi, ' ');
  }
  // (round 53) "Miasto: GDANSK Adres: ROSSMANN 112": a labelled city field, wherever the layout puts it.
  const lab = u.indexOf(':') < 0 ? null : CITY_LABEL_RE.exec(s);
  if (lab) p.explicitCity = lab[1]!.trim();
  const de = s.indexOf('//') < 0 ? null : /^(.*?)\/\/\s*([^/]+?)\s*\/\s*([A-Z]{2})\b(.*)$/i.exec(s);
  if (de) {
    p.explicitCity = de[2]!.trim();
    p.explicitCountry = de[3]!.toUpperCase();
    return `${de[1]} , ${de[4]}`;
  }
  // Indian UPI: "UPI/P2M/<ref>/<payee>/<vpa>/<memo>" and HDFC's "UPI-<payee>-<vpa>-<ifsc>-<ref>-<memo>".
  // The payee field is the counterparty (a person over P2A, a shop over P2M); the rest is codes.
  const upi = u.charCodeAt(0) !== 85 || !u.startsWith('UPI') ? null
    : /^UPI\/(?:(DR|CR|P2A|P2M|P2P)\/)?\d*\/([^/]+)\/[^/]*(?:\/(.*))?$/i.exec(s) ?? /^UPI-()([^-@/]+)-[^-\s]*@[^-\s]*-(.*)$/i.exec(s);
  if (upi) {
    p.party = [{ w: '', o: upi[2]!.trim(), k: 'w' }];
    if (upi[1]?.toUpperCase() === 'P2M') p.signals.add('card'); // person-to-merchant: a purchase
    // A merchant's QR or gateway VPA ("paytmqr281...@paytm", "q123456789@ybl", "bharatpe...", "...rzp@icici",
    // "...@okbizaxis"): a purchase, whatever the payee's name looks like.
    else if (MERCHANT_VPA_RE.test(s)) p.signals.add('card');
    p.memo = upi[3]?.replace(/[-/]?\w*\d{6,}\w*/g, ' ').trim() || null;
    return `UPI ${upi[1] ?? ''} , ${upi[2]}`;
  }
  const neft = !/^(?:NEFT|RTGS|IMPS)/i.test(s) ? null : /^(NEFT|RTGS|IMPS)\s*(CR|DR)?-\w+-(.+?)-(.*)$/i.exec(s);
  if (neft) {
    p.party = [{ w: '', o: neft[3]!, k: 'w' }];
    p.memo = neft[4]!.replace(/-\w*\d{6,}\w*$/, '').trim();
    return `${neft[1]} ${neft[2] ?? ''} ${neft[3]} ${p.memo}`;
  }
  return s;
}

/** Whether some "." is followed by an ASCII letter: DOMAIN_RE cannot match without one (its
 * host ends "<label>.<TLD>"), and most dotted titles only hold amounts and dates ("12.50"). */
function dotLetter(s: string): boolean {
  for (let i = s.indexOf('.'); i >= 0 && i + 1 < s.length; i = s.indexOf('.', i + 1)) {
    const c = s.charCodeAt(i + 1) | 0x20;
    if (c >= 97 && c <= 122) return true;
  }
  return false;
}

// "AMTRAK .COM": a generic top-level domain printed after a space still names the web shop.
const SPACED_TLD_RE = /([A-Z0-9]) \.(COM|NET|ORG)\b/gi;

/** Second-level labels that name no business ("CO" of ".CO.UK"). */
const DOMAIN_GENERIC_LABELS: ReadonlySet<string> = new Set(['CO', 'COM', 'GOUV', 'GOV', 'ORG', 'NET', 'AC']);

/** The label of a host that names the business ("WWW.RYANAIR.COM" -> "RYANAIR", "KAROOBILTONG.CO.ZA" -> "KAROOBILTONG"), upper case; '' if none. */
export function registrableLabel(host: string): string {
  const labels = host.toUpperCase().split('.');
  const main = labels.filter((l, i) => i < labels.length - 1 && !DOMAIN_GENERIC_LABELS.has(l));
  return main[main.length - 1] ?? '';
}

function extractDomains(s: string, p: Parsed): string {
  if (!dotLetter(s)) return s;
  if (s.includes(' .')) s = s.replace(SPACED_TLD_RE, '$1.$2');
  s = s.replace(DOMAIN_RE, (_m, host: string) => {
    p.domains.push(host.toLowerCase());
    p.signals.add('online');
    // The registrable label names the business ("WWW.RYANAIR.COM" -> "RYANAIR").
    const label = registrableLabel(host);
    return label.length > 2 ? ` ${label} ` : ' ';
  });
  // (Tested first: most dotted titles hold no cut address, and a replace that finds nothing still copies the text.)
  // (Both of its alternatives need a dot: after the replace above most titles have none left.)
  if (s.indexOf('.') < 0 || !CUT_DOMAIN_TEST_RE.test(s)) return s;
  return s.replace(CUT_DOMAIN_RE, (_m, www: string | undefined, cut: string | undefined) => {
    const label = (www ?? cut!).toUpperCase();
    p.domains.push(label.toLowerCase() + '.');
    p.signals.add('online');
    return ` ${label} `;
  });
}

function extractPhone(s: string, p: Parsed, country: string): string {
  // PHONE_RE and PHONE_BARE_RE need 10 digits, PHONE_INTL_RE a "+": count first, skip the regexes that cannot match.
  let digits = 0;
  for (let i = 0; i < s.length; i++) { const c = s.charCodeAt(i); if (c >= 48 && c <= 57) digits++; }
  let m = digits >= 10 ? PHONE_RE.exec(s) : null;
  if (m) {
    p.phone = `+1 ${m[1]}-${m[2]}-${m[3]}`;
    if (country !== 'US' && country !== 'CA') p.phone = m[0].trim();
    return s.replace(m[0], ' ');
  }
  if ((country === 'US' || country === 'CA') && digits >= 10) {
    m = PHONE_BARE_RE.exec(s);
    if (m) {
      p.phone = `+1 ${m[1]}-${m[2]}-${m[3]}`;
      return s.replace(m[0], ' ');
    }
  }
  m = s.indexOf('+') >= 0 ? PHONE_INTL_RE.exec(s) : null;
  if (m) {
    p.phone = m[0].trim();
    return s.replace(m[0], ' ');
  }
  return s;
}

// Dates, currencies and weekdays inside a title (never its first word): one Set probe per word.
// ... and after a saint's or honorific word ("FARMACIA SAN MARCO", "PARRILLA DON JULIO").
const JOIN_BEFORE: ReadonlySet<string> = new Set(['DEL', 'DE', 'LA', 'EL', 'DU', 'DO', 'DA', 'SAN', 'SANTA', 'SANTO', 'SAO', 'DON', 'DONA', 'ST', 'SAINT', 'SANKT']);
const DROP_WORDS: ReadonlySet<string> = new Set([...MONTHS, ...CURRENCIES, ...WEEKDAYS]);
const SEPARATORS = '&*/,-#:;|@+';
const LETTER_OR_DIGIT_RE = /^[\p{L}\p{N}]$/u;
const MARK_RE = /^\p{M}$/u;

/** Whether char code c (at s[i]) belongs to a word: letters, digits, apostrophes (p2p.ts adds dots). */
export function isWordChar(s: string, i: number, c: number): boolean {
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 39;
  if (c === 0x2019) return true; // ’
  if (c >= 0xd800 && c <= 0xdbff) return LETTER_OR_DIGIT_RE.test(String.fromCodePoint(s.codePointAt(i)!));
  if (c >= 0xdc00 && c <= 0xdfff) return LETTER_OR_DIGIT_RE.test(String.fromCodePoint(s.codePointAt(i - 1)!));
  if (LETTER_OR_DIGIT_RE.test(s[i]!)) return true;
  // A mark of another script after a letter of another script belongs to its word (Thai vowels and
  // tones, Devanagari vowel signs); anywhere else (a stray Arabic mark after a Latin letter) it separates.
  return c >= 0x370 && i > 0 && s.charCodeAt(i - 1) >= 0x370 && MARK_RE.test(s[i]!);
}

/**
 * One char-code pass instead of a Unicode regex: words are runs of letters, digits and
 * apostrophes (as /[\p{L}\p{N}'’]+/u), separators are single punctuation tokens.
 */
function scanTokens(s: string, raw: Tok[]): void {
  const n = s.length;
  let i = 0;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (isWordChar(s, i, c)) {
      const start = i;
      let apostrophe = c === 39 || c === 0x2019;
      let ascii = c < 128;
      i++;
      for (; i < n; i++) {
        const d = s.charCodeAt(i);
        if (!isWordChar(s, i, d)) break;
        if (d === 39 || d === 0x2019) apostrophe = true;
        if (d >= 128) ascii = false;
      }
      const o = s.slice(start, i);
      // fold() of an ASCII word is its uppercase: the scan already knows, skip fold's own test.
      const up = ascii ? o.toUpperCase() : fold(o);
      const f = apostrophe ? up.replace(/['’]/g, '') : up;
      // "2C2P*": a short code of letters and digits printed as an acquirer's prefix is a name, not a reference.
      // (round 46) also with a space before its star, as some banks print it: "2C2P *SCOOT".
      if (f.length === 4 && start === 0 && (i === n || s.charCodeAt(i) === 42 || (s.charCodeAt(i) === 32 && s.charCodeAt(i + 1) === 42)) && /[A-Z]$/.test(f) && /\d/.test(f)) raw.push({ w: f, o, k: 'w' });
      else if (f.length > 0) splitMixed(f, o, raw);
      continue;
    }
    if (c < 128 && SEPARATORS.indexOf(s[i]!) >= 0) {
      const o = s[i]!;
      raw.push({ w: o, o, k: 's' });
    }
    i++;
  }
}

// Definite articles that open a name's noun (round 20).
const NAME_ARTICLES: ReadonlySet<string> = new Set(['EL', 'LA', 'LE', 'LOS', 'LAS', 'LES', 'THE', 'IL', 'LO', 'DER', 'DIE', 'DAS', 'HET']);

/** A word token (not a number or separator) before raw[i]. */
function wordBefore(raw: Tok[], i: number): boolean {
  for (let j = 0; j < i; j++) if (raw[j]!.k === 'w') return true;
  return false;
}

/** Whether a number stands next to raw[i] (a separator between them allowed): "14 NOV", "NOV-24", "MAR/03". */
function dateNear(raw: Tok[], i: number): boolean {
  const num = (t: Tok | undefined) => t !== undefined && /^\d/.test(t.w);
  return num(raw[i - 1]) || num(raw[i + 1]) || (raw[i - 1]?.k === 's' && num(raw[i - 2])) || (raw[i + 1]?.k === 's' && num(raw[i + 2]));
}

function tokenize(s: string, signals: Set<Signal>): Tok[] {
  const raw: Tok[] = [];
  scanTokens(s, raw);
  // Phrase lexicon over word tokens (separators other than "-" and "&" break phrases).
  const out: Tok[] = [];
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    if (t.k === 's') { out.push(t); continue; }
    // "DD *DOORDASH" is DoorDash's prefix, not a direct debit.
    // "TAP*ZAIN" is the Gulf gateway Tap's prefix, not a contactless tap (a word and its star open a descriptor).
    // "HUNTINGTON BEA CA": the Dutch card word BEA opens the line (after a date at most); after a word it is
    // a cut place word (BEACH at a US city column's width), so it stays.
    const byNext = ((t.w === 'DD' || t.w === 'TAP') && raw[i + 1]?.w === '*') || (t.w === 'BEA' && wordBefore(raw, i)) ? undefined : LEXICON.byFirstTwo.get(t.w);
    let consumed = 0;
    if (byNext) {
      // The next word (matchPhrase skips "-" between words): only phrases continuing with it, then one-word entries.
      let j = i + 1;
      while (j < raw.length && raw[j]!.k === 's' && raw[j]!.w === '-') j++;
      const longer = j < raw.length ? byNext.get(raw[j]!.w) : undefined;
      let r = longer ? firstPhrase(raw, i, longer, signals) : -1;
      // ("FERRETERIA EL MAESTRO", "THE CARD SHOP": one statement word after a definite article is a noun of a name.)
      if (r < 0 && !(i > 0 && raw[i - 1]!.k === 'w' && NAME_ARTICLES.has(raw[i - 1]!.w))) { const single = byNext.get(''); if (single) r = firstPhrase(raw, i, single, signals); }
      if (r > 0) consumed = r;
    }
    if (consumed > 0) { i += consumed - 1; continue; }
    // A month inside a place name ("VINA DEL MAR", "MAR DEL PLATA") stays.
    // A short month word with no number next to it is no date ("CHIANG MAI", "KUYA JUN", "JAN NOVAK"): it stays
    // (a month written out, "CUOTA NOVIEMBRE", is the billing period).
    if (t.k === 'w' && i > 0 && DROP_WORDS.has(t.w) && !(JOIN_BEFORE.has(raw[i - 1]!.w) || JOIN_BEFORE.has(raw[i + 1]?.w ?? '')) && (t.w.length > 4 || !MONTHS.has(t.w) || dateNear(raw, i))) continue;
    out.push(t);
  }
  // Collapse runs of separators and trim them at the ends (keep "*" and "&" meaningful).
  const res: Tok[] = [];
  for (const t of out) {
    const prev = res[res.length - 1];
    if (t.k === 's' && t.w !== '&' && (!prev || (prev.k === 's' && prev.w !== '&'))) {
      if (prev && t.w === '*') res[res.length - 1] = t; // a star wins over a plain separator
      continue;
    }
    res.push(t);
  }
  while (res.length && res[res.length - 1]!.k === 's') res.pop();
  return res;
}

/** The first (longest) phrase of `list` at raw[i]: its signals are added; returns the tokens it
 * removes (0 when it is not noise), or -1 when none matches. */
function firstPhrase(raw: Tok[], i: number, list: Array<{ toks: string[]; entry: { signals?: Signal[]; noise?: boolean } }>, signals: Set<Signal>): number {
  for (const ph of list) {
    const end = ph.toks.length === 1 ? i + 1 : matchPhrase(raw, i, ph.toks);
    if (end > 0) {
      if (ph.entry.signals) for (const sg of ph.entry.signals) signals.add(sg);
      return ph.entry.noise ? end - i : 0;
    }
  }
  return -1;
}

function matchPhrase(raw: Tok[], i: number, toks: string[]): number {
  let j = i;
  for (let n = 0; n < toks.length; n++) {
    while (n > 0 && j < raw.length && raw[j]!.k === 's' && raw[j]!.w === '-') j++;
    const t = raw[j];
    if (!t || t.w !== toks[n]) return 0;
    j++;
  }
  return j;
}

/** Splits glued letters and digits: "EASYJET000EJY8QK3M" -> EASYJET (+ a dropped reference),
 * "MURPHY7123ATWALMART" -> MURPHY 7123 ATWALMART; pure references are dropped. */
function splitMixed(f: string, o: string, out: Tok[]): void {
  let hasDigit = false, hasLetter = false;
  for (let i = 0; i < f.length; i++) {
    const c = f.charCodeAt(i);
    if (c >= 48 && c <= 57) hasDigit = true;
    else if (c >= 65 && c <= 90) hasLetter = true;
  }
  if (!hasDigit) { out.push({ w: f, o, k: 'w' }); return; }
  if (!hasLetter) { out.push({ w: f, o, k: 'n' }); return; }
  const runs = f.match(/[A-Z]+|\d+/g)!;
  if (runs.length <= 2 && f.length <= 6) { out.push({ w: f, o, k: 'w' }); return; } // "99POP", "A2A", "F24"
  const first = runs[0]!;
  // "2DEGREES", "1UND1", "7ELEVEN": a brand that starts with a short number stays one word.
  if (runs.length <= 3 && first.length <= 2 && /^\d/.test(first) && /^[A-Z]{3,}$/.test(runs[1]!) && (runs.length === 2 || runs[2]!.length <= 2)) {
    out.push({ w: f, o, k: 'w' });
    return;
  }
  if (/^[A-Z]{4,}$/.test(first)) {
    out.push({ w: first, o: o.slice(0, first.length), k: 'w' });
    const last = runs[runs.length - 1]!;
    if (runs.length === 3 && /^[A-Z]{4,}$/.test(last)) {
      out.push({ w: runs[1]!, o: runs[1]!, k: 'n' });
      out.push({ w: last, o: o.slice(o.length - last.length), k: 'w' });
    }
    return;
  }
  // (round 39) "AMERICAN AIR0017465203918": US networks print an airline's cut name and its 13-digit ticket number
  // with no space; the carrier word AIR stays a word, the ticket number is dropped.
  if (runs.length === 2 && first === 'AIR' && runs[1]!.length >= 10) { out.push({ w: first, o: o.slice(0, 3), k: 'w' }); return; }
  // "04521PHILADELPHIA": a store number glued to the word after it (a word of five letters or more).
  if (runs.length === 2 && /^\d/.test(first) && runs[1]!.length >= 5) {
    out.push({ w: first, o: o.slice(0, first.length), k: 'n' });
    out.push({ w: runs[1]!, o: o.slice(first.length), k: 'w' });
  }
  // Anything else mixing letters and digits is a reference id.
}

/** Word tokens (no separators) as folded strings. */
export function wordList(toks: Tok[]): string[] {
  const out: string[] = [];
  for (const t of toks) if (t.k !== 's') out.push(t.w);
  return out;
}
