// (round 78) The words banks print on their own entries (fees, interest, loan instalments, own-account moves, statement
// lines, reversals, cheques) in the languages and layouts the lexicon lacks. The lexicon is read by the tagger's corpus
// builder (its noise words and signals shape the training titles), so these live apart from it and are read only at
// run time, after the parse: a phrase adds its kind of entry to the title's signals, and a name made of these words
// alone is no merchant (the bank's boilerplate, not a shop: "KONTOHALDUSTASU", "SALDO ANTERIOR", "TFR", "CHECK 1043").
import type { Signal } from './lexicon.js';
import { fold, isDigits } from './text.js';

// [word or phrase as printed, kind of entry or null (a bank word that says no kind)]
// Read on titles that are no card purchase (enrich.ts initState); on a card purchase the words only unmake a name made of them alone.
const RAW: ReadonlyArray<readonly [string, Signal | null]> = [
  // --- fees, in the languages the lexicon lacks ---
  ['MOKESTIS', 'fee'], ['APTARNAVIMO MOKESTIS', 'fee'], ['KOMISINIS', 'fee'], ['APKALPOSANAS MAKSA', 'fee'], ['KOMISIJA', 'fee'],
  ['TEENUSTASU', 'fee'], ['PALVELUMAKSU', 'fee'], ['KUUKAUSIMAKSU', 'fee'], ['VUOSIMAKSU', 'fee'],
  ['POPLATEK', 'fee'], ['POPLATOK', 'fee'], ['OPLATA ZA PROWADZENIE', 'fee'], ['OPLATA ZA KARTE', 'fee'], ['OPLATA MIESIECZNA', 'fee'], ['PROWIZJA', 'fee'], ['NAKNADA', 'fee'], ['PROVIZIJA', 'fee'],
  ['DIJ', 'fee'], ['SZAMLAVEZETESI DIJ', 'fee'], ['KEZELESI DIJ', 'fee'], ['COMISION ADMINISTRARE', 'fee'], ['TAXA', 'fee'], ['TAXA ADMINISTRARE', 'fee'],
  ['COMISSAO', 'fee'], ['COMISSAO MANUTENCAO', 'fee'], ['CUOTA DE MANEJO', 'fee'], ['ANUALIDAD', 'fee'], ['GEBYR', 'fee'], ['AVGIFTER', 'fee'],
  ['KART AIDATI', 'fee'], ['UCRETI', 'fee'], ['ISLETIM UCRETI', 'fee'], ['MASRAF', 'fee'], ['MASRAFI', 'fee'],
  ['ТАКСА', 'fee'], ['КОМИСИЯ', 'fee'], ['КОМИССИЯ', 'fee'], ['КОМІСІЯ', 'fee'], ['ΠΡΟΜΗΘΕΙΑ', 'fee'], ['ΣΥΝΔΡΟΜΗ ΚΑΡΤΑΣ', 'fee'],
  ['ΕΞΟΔΑ ΤΗΡΗΣΗΣ', 'fee'], ['COT CHARGE', 'fee'], ['COT CHARGES', 'fee'], ['SMS ALERT', 'fee'], ['ALERT CHARGES', 'fee'], ['CHGS', 'fee'], ['CHRGS', 'fee'],
  ['LEDGER FEE', 'fee'], ['AMC CHGS', 'fee'], ['MIN BAL', 'fee'], ['FALL BELOW FEE', 'fee'], ['PLAN FEE', 'fee'],
  ['STAMP DUTY', 'tax'], ['IMPOSTO SELO', 'tax'], ['IOF', 'tax'], ['WHT', 'tax'], ['CBDT', 'tax'], ['TDS', 'tax'],
  // --- interest ---
  ['ODSETKI', 'interest'], ['ODSETEK', 'interest'], ['KAPITALIZACJA ODSETEK', 'interest'], ['KORKO', 'interest'], ['KORKOTULO', 'interest'], ['KAMAT', 'interest'],
  ['ΤΟΚΟΙ', 'interest'], ['ПРОЦЕНТЫ', 'interest'], ['ПРОЦЕНТІВ', 'interest'], ['КАПИТАЛИЗАЦИЯ', 'interest'], ['RENDIMENTO POUPANCA', 'interest'],
  // --- loan and mortgage instalments ---
  ['RATA', null], ['RATA CREDIT', 'loan'], ['RATA MUTUO', 'mortgage'], ['RATA FINANZIAMENTO', 'loan'], ['RATA KREDYTU', 'loan'], ['RATY', 'loan'], ['RATE', null],
  ['TAKSIT', 'loan'], ['KREDI TAKSIT', 'loan'], ['KREDYT', 'loan'], ['KREDYTU', 'loan'], ['SPLATA', 'loan'], ['SPLATKA', 'loan'], ['SPLATKA UVERU', 'loan'], ['UVERU', 'loan'],
  ['HITEL', 'loan'], ['HITELTORLESZTES', 'loan'], ['TORLESZTES', 'loan'], ['ΔΑΝΕΙΟΥ', 'loan'], ['ΔΑΝΕΙΟ', 'loan'], ['ΔΟΣΗ ΔΑΝΕΙΟΥ', 'loan'],
  ['КРЕДИТА', 'loan'], ['ПОГАШЕНИЕ КРЕДИТА', 'loan'], ['ПОГАШЕННЯ КРЕДИТУ', 'loan'], ['INSTALMENT', 'loan'], ['INSTALLMENT', 'loan'], ['LOAN INSTALMENT', 'loan'],
  ['TILGUNG', 'loan'], ['KREDITRATE', 'loan'], ['AFLOSSING', 'loan'], ['AMORTERING', 'loan'], ['LANEAVBETALNING', 'loan'], ['FINANZIAMENTO', 'loan'],
  ['CREDITO HABITACAO', 'mortgage'], ['CRED HABITACAO', 'mortgage'], ['PREST CREDITO', 'loan'], ['PARCELA EMPRESTIMO', 'loan'], ['PAGO CREDITO', 'loan'],
  ['REMBOURSEMENT CREDIT', 'loan'], ['REMBOURSEMENT PRET', 'loan'], ['PREST', null], ['PARCELA', null], ['CREDITO', null], ['CREDIT', null],
  // (round 104) loan instalments and interest in the CJK scripts: Korean loan interest / loan / interest / principal and
  // interest, Japanese loan / repayment / interest, Chinese loan / repayment (simplified and traditional)
  ['대출이자', 'loan'], ['대출', 'loan'], ['이자', 'interest'], ['원리금', 'loan'], ['ローン', 'loan'], ['返済', 'loan'], ['利息', 'interest'],
  ['贷款', 'loan'], ['貸款', 'loan'], ['还款', 'loan'], ['還款', 'loan'],
  // (round 104) salaries and benefits the lexicon lacks: Dutch benefit and state pension, Polish pension and allowance,
  // Danish / Norwegian salary transfer, Spanish remuneration, Canada's GST/HST credit, Russian / Ukrainian / Greek
  // pension, Japanese / Chinese pension and salary
  ['UITKERING', 'benefit'], ['AOW', 'benefit'], ['EMERYTURA', 'benefit'], ['ZASILEK', 'benefit'], ['RENTA RODZINNA', 'benefit'],
  ['LONOVERFORSEL', 'salary'], ['LONNSOVERFORING', 'salary'], ['REMUNERACION', 'salary'], ['REMUNERACIONES', 'salary'],
  ['GST HST CREDIT', 'benefit'], ['GST CREDIT', 'benefit'], ['ПЕНСИЯ', 'benefit'], ['ПЕНСІЯ', 'benefit'], ['ΣΥΝΤΑΞΗ', 'benefit'],
  ['年金', 'benefit'], ['工资', 'salary'], ['工資', 'salary'], ['薪资', 'salary'], ['薪資', 'salary'], ['退休金', 'benefit'],
  // --- own-account moves and transfers ---
  ['TFR', 'transfer'], ['TRF', 'transfer'], ['VIRMAN', 'own_transfer'], ['HESAPLAR ARASI', 'own_transfer'], ['UBERTRAG', 'own_transfer'], ['EIGENUBERTRAG', 'own_transfer'],
  ['PRZELEW WLASNY', 'own_transfer'], ['PREVOD NA SPORICI', 'own_transfer'], ['OMA TILISIIRTO', 'own_transfer'], ['OVERFORSEL EGEN', 'own_transfer'],
  ['ENTRE CONTAS', 'own_transfer'], ['CUENTAS PROPIAS', 'own_transfer'], ['CTAS PROPIAS', 'own_transfer'], ['OWN A/C', 'own_transfer'], ['OWN AC', 'own_transfer'],
  ['МЕЖДУ СВОИМИ', 'own_transfer'], ['МІЖ ВЛАСНИМИ', 'own_transfer'],
  // (round 96) a multi-currency app's exchange between the user's own currency balances ("Exchanged to EUR", "EXCHANGED FROM USD")
  ['EXCHANGED TO', 'own_transfer'], ['EXCHANGED FROM', 'own_transfer'], ['SPARKONTO', null], ['HESAPLAR', null], ['ARASI', null],
  // --- cash and cheques ---
  ['MOBILE DEPOSIT', 'cash_deposit'], ['MOBILE CHECK DEPOSIT', 'cash_deposit'], ['MOBILE CHEQUE DEPOSIT', 'cash_deposit'], ['REMOTE DEPOSIT', 'cash_deposit'],
  // (round 104) Spanish "cash disposal" is a withdrawal at an ATM ("DISPOSICION EFECTIVO CAIXABANK")
  ['DISPOSICION EFECTIVO', 'atm'], ['DISPOSICION DE EFECTIVO', 'atm'], ['RETIRO EFECTIVO', 'atm'], ['RETIRO DE EFECTIVO', 'atm'], ['CHECK', null], ['CHK', null], ['CHEQUE', null], ['CHQ', null], ['CLG', null], ['DEPOSIT', null],
  // --- statement lines ---
  ['BALANCE', null], ['BROUGHT FORWARD', null], ['CARRIED FORWARD', null], ['BEGINNING BALANCE', null], ['OPENING BALANCE', null], ['CLOSING BALANCE', null],
  ['SALDO', null], ['SALDO ANTERIOR', null], ['SALDO INICIAL', null], ['SALDO INIZIALE', null], ['SALDO FINALE', null], ['SALDO POCZATKOWE', null],
  ['SALDO KONCOWE', null], ['POCZATKOWE', null], ['KONCOWE', null], ['SOLDE', null], ['ANCIEN SOLDE', null], ['NOUVEAU SOLDE', null], ['AFSCHRIFT', null],
  ['RECHNUNGSABSCHLUSS', null], ['KONTOAUSZUG', null], ['KONTOSTAND', null], ['ESTRATTO', null], ['EXTRATO', null], ['ANTERIOR', null], ['INIZIALE', null],
  ['BEGINNING', null], ['OPENING', null], ['CLOSING', null], ['BROUGHT', null], ['FORWARD', null],
  // --- reversals, references, labels of the bank's own fields ---
  ['ANNULATION', null], ['ANULACION', null], ['ANULACAO', null], ['ESTORNO', null], ['STORNO', null], ['RUCKBUCHUNG', null], ['TERUGBOEKING', null],
  ['MISC', null], ['MISCELLANEOUS', null], ['RETURNED', null], ['ITEM', null], ['UNPAID', null], ['ADJUSTMENT', null], ['ADJ', null], ['CORRECTION', null],
  ['KORREKTUR', null], ['BUCHUNG', null], ['BERICHTIGUNG', null], ['RUCKLASTSCHRIFT', null], ['IMPAYE', null], ['IMPAGO', null], ['IMPAGADO', null],
  ['LIQUIDACION', null], ['LIQUIDAZIONE', null], ['CORRECTIE', null], ['KOREKTA', null], ['KORRIGERING', null], ['DESPESAS', null], ['RENTER', null],
  ['ARRETE DE COMPTE', 'fee'], ['COMPETENZE DI CHIUSURA', 'fee'], ['AGIOS', 'fee'], ['CASH ADVANCE', 'fee'], ['DESPESAS BANCARIAS', 'fee'],
  ['ПЛАТА ЗА ОБСЛУЖИВАНИЕ', 'fee'], ['ПЛАТА ЗА ОБСЛУГОВУВАННЯ', 'fee'], ['UROK', 'interest'], ['IMPOSTA DI BOLLO', 'tax'], ['BOLLO', 'tax'],
  ['BANKKORT', null], ['カード', null], ['PEREVOD', 'transfer'], ['PEREKAZ', 'transfer'], ['PEREVOD S KARTY NA KARTU', 'transfer'], ['REPAYMT', 'loan'],
  ['MAKSU JA TOLLIAMET', 'tax'], ['IRPF', 'tax'], ['SAT ISR', 'tax'], ['PAGO REFERENCIADO', null], ['GMF', 'tax'], ['RETENCION', 'tax'], ['TRANSFER LEVY', 'tax'],
  ['KARTI', null], ['KREDI KARTI', null], ['PERIODO', null], ['PERIOD', null], ['PERIODE', null], ['ZEITRAUM', null],
  ['ΣΥΝΔΡΟΜΗ', null], ['AIDATI', null], ['GOVT STAMP', null], ['STAMP', null], ['DUTY', null],
  ['CONTRACARGO', null], ['CHARGEBACK', null], ['ZWROT', null], ['ACCT', null], ['ACCOUNT', null], ['ENDING', null], ['ORE', null], ['CHALLAN', null],
  ['ZALICZKA', null], ['TAHSILAT', null], ['TAHSILATI', null], ['CHARGE', null], ['GOTOWKOWEGO', null], ['GOTOWKOWY', null], ['HABITACAO', null], ['ZICHTREKENING', null], ['BETAALREKENING', null],
];

// (Not MAKSU, OPLATA, MAKSA alone: Finnish, Russian and Latvian for a payment, "SUORAMAKSU", "OPLATA SBP ..." pay shops.)
// Glued compounds end in the kind's word ("AUSLANDSEINSATZENTGELT", "BEHEERSKOSTEN", "KONTOHALDUSTASU", "SOLLZINSEN", "ARSAVGIFT").
const STEMS: ReadonlyArray<readonly [string, Signal]> = [
  ['ENTGELT', 'fee'], ['ENTGELTE', 'fee'], ['GEBUHR', 'fee'], ['GEBUHREN', 'fee'], ['KOSTEN', 'fee'], ['TASU', 'fee'], ['AVGIFT', 'fee'],
  ['GEBYR', 'fee'], ['ZINSEN', 'interest'], ['STEUER', 'tax'],
];
const STEM_MIN_HEAD = 4; // letters before the stem: a compound, not the word itself with a letter or two ("ENTGELT" is in the lexicon)

const PHRASES = new Map<string, Signal | null>();
const WORDS = new Map<string, Signal | null>();
for (const [s, sig] of RAW) {
  const k = fold(s).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  (k.includes(' ') ? PHRASES : WORDS).set(k, sig);
}
/** Every word of the lists, alone or in a phrase: the words a bank's own entry is printed with. */
const ANY_WORD: ReadonlySet<string> = new Set([...WORDS.keys(), ...[...PHRASES.keys()].flatMap((k) => k.split(' '))]);
const MAX_PHRASE = Math.max(...[...PHRASES.keys()].map((k) => k.split(' ').length));

// (looked up by the word's last four letters: most words end in none of them)
const STEM_TAIL = new Map<string, Array<readonly [string, Signal]>>();
for (const st of STEMS) { const k = st[0].slice(-4); const l = STEM_TAIL.get(k); if (l) l.push(st); else STEM_TAIL.set(k, [st]); }
const MIN_COMPOUND = Math.min(...STEMS.map(([x]) => x.length)) + STEM_MIN_HEAD;
function stemSignal(w: string): Signal | null {
  if (w.length < MIN_COMPOUND) return null;
  const l = STEM_TAIL.get(w.slice(-4));
  if (!l) return null;
  for (const [x, sig] of l) if (w.length >= x.length + STEM_MIN_HEAD && w.endsWith(x) && /^\p{L}+$/u.test(w)) return sig;
  return null;
}
/** The first words of the phrases: a phrase is looked up only where one of them is printed. */
const PHRASE_FIRST: ReadonlySet<string> = new Set([...PHRASES.keys()].map((k) => k.slice(0, k.indexOf(' '))));
const PHRASE_WORD: ReadonlySet<string> = new Set([...PHRASES.keys()].flatMap((k) => k.split(' ')));

/** The title's words as the lists read them (folded, letters and digits). */
export function bankEntryWordsOf(title: string): string[] {
  const f = fold(title);
  const out: string[] = [];
  let start = -1, other = false;
  for (let i = 0; i <= f.length; i++) {
    const c = i < f.length ? f.charCodeAt(i) : 32;
    const word = (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c > 127;
    if (c > 127) other = true;
    if (word) { if (start < 0) start = i; }
    else if (start >= 0) { out.push(f.slice(start, i)); start = -1; }
  }
  // (other scripts: their punctuation splits words too)
  return other ? out.flatMap((w) => w.split(/[^\p{L}\p{N}]+/u)).filter(Boolean) : out;
}

function phraseAt(words: readonly string[], i: number): Signal | null | undefined {
  if (!PHRASE_FIRST.has(words[i]!)) return undefined;
  let key = words[i]!;
  let found: Signal | null | undefined;
  for (let n = 2; n <= MAX_PHRASE && i + n <= words.length; n++) {
    key += ' ' + words[i + n - 1]!;
    const sig = PHRASES.get(key);
    if (sig !== undefined) found = sig; // the longest phrase printed
  }
  return found;
}

/** The kinds of entry the title's bank words say (phrases always; single words and compounds only where `words` is no card purchase). */
export function bankEntrySignals(words: readonly string[], card: boolean): Signal[] {
  let out: Signal[] | null = null;
  for (let i = 0; i < words.length; i++) {
    const ph = phraseAt(words, i);
    let sig: Signal | null | undefined = ph;
    if (ph === undefined) { if (card) continue; sig = WORDS.get(words[i]!) ?? stemSignal(words[i]!); }
    if (sig) (out ??= []).push(sig);
  }
  return out ?? NONE;
}
const NONE: Signal[] = [];

// Short words that join a bank's phrase ("SOLDE AU", "UBERTRAG AUF", "TRANSFER TO"), never a name alone.
const LINK_WORDS: ReadonlySet<string> = new Set(['AU', 'AUF', 'DU', 'DE', 'DI', 'DA', 'DO', 'TO', 'ON', 'AN', 'NA', 'ZA', 'PER', 'POR', 'PARA', 'VERS', 'NAAR', 'OF', 'FOR', 'THE', 'A']);

/**
 * A name made of nothing but the bank's own words: every word is one of the lists' words, a glued fee / interest compound, a
 * number, a letter alone or a joining word, and one at least is a bank word. `lexiconWord` says whether a word is a one-word lexicon entry.
 */
export function onlyBankEntryWords(words: readonly string[], start: number, end: number, lexiconWord: (w: string) => boolean): boolean {
  let bank = 0;
  for (let i = start; i < end; i++) {
    const w = words[i]!;
    if (ANY_WORD.has(w) || lexiconWord(w) || stemSignal(w)) bank++;
    // (a letter alone is a label's abbreviation: "N." of a number, "A/C")
    else if (w.length > 1 && !LINK_WORDS.has(w) && !isDigits(w)) return false;
  }
  return bank > 0;
}

/** Word i of `words` is part of one of the lists' phrases printed there ("MOBILE DEPOSIT": DEPOSIT is no town of that name). */
export function inBankEntryPhrase(words: readonly string[], i: number): boolean {
  if (!PHRASE_WORD.has(words[i]!)) return false;
  for (let a = Math.max(0, i - MAX_PHRASE + 1); a <= i; a++) {
    let key = words[a]!;
    for (let n = 2; n <= MAX_PHRASE && a + n <= words.length; n++) {
      key += ' ' + words[a + n - 1]!;
      if (a + n - 1 >= i && PHRASES.has(key)) return true;
    }
  }
  return false;
}
