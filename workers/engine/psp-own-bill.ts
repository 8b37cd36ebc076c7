// (round 55) A payment provider's own bill: the provider's name (and its company words) printed first, then nothing
// but fee and charge words and numbers: "STRIPE PAYMENTS EUROPE LTD FEES", "SUMUP LTD MONATSGEBUEHR", "MOLLIE B.V.
// TRANSACTIEKOSTEN", "KLARNA BANK AB PAMINNELSEAVGIFT", "PAYSTACK FEES DEDUCTION", "PAYPAL CURRENCY CONVERSION FEE".
// The provider charged its own fee; it took no payment for a shop: the provider is the merchant, no processor.
import type { IntermediaryRecord } from './types.js';
import type { Tok } from './parse.js';
import type { Signal } from './lexicon.js';
import { companyTailEnd, type ProcessorIndex } from './processors.js';
import type { Target } from './category-rules.js';

// Company words a provider prints after its name beyond the processors' COMPANY_TAIL ("KLARNA BANK AB", "YOCO TECHNOLOGIES").
const PROVIDER_WORDS: ReadonlySet<string> = new Set(['BANK', 'TECHNOLOGIES', 'TECHNOLOGY', 'FINANCIAL', 'FINANCE', 'HOLDINGS', 'SERVICES']);
// Fee words (the lexicon reads some of them as a fee signal and drops them from the words) and the words that say
// what kind of fee it was and how it was taken.
const FEE_WORDS: ReadonlySet<string> = new Set([
  'FEE', 'FEES', 'CHARGE', 'CHARGES', 'FRAIS', 'COMMISSION', 'COMMISSIONS', 'COMMISSIONE', 'COMMISSIONI', 'COMISION',
  'COMISIONES', 'COMISSAO', 'COMISSOES', 'TARIFA', 'TARIFAS', 'TAXA', 'SPESE',
]);
const FEE_KIND_WORDS: ReadonlySet<string> = new Set([
  'DEDUCTION', 'DEDUCTED', 'MONTHLY', 'ANNUAL', 'YEARLY', 'MISSED', 'LATE', 'PAYMENT', 'CURRENCY', 'CONVERSION', 'EXCHANGE',
  'FX', 'PROCESSING', 'TRANSACTION', 'TRANSACTIONS', 'SERVICE', 'REMINDER', 'MENSUEL', 'MENSUELLE', 'MENSAL', 'MENSUAL', 'MENSILE',
]);
// Fee compounds of the Germanic and Nordic languages and their kin, by their last part ("MONATSGEBUEHR",
// "TRANSACTIEKOSTEN", "PAMINNELSEAVGIFT", "TRANSAKTIONSGEBYR", "KUUKAUSIMAKSU", "PROWIZJA").
const FEE_COMPOUND_RE = /(?:GEBUEHRE?N?|GEBUHRE?N?|ENTGELT|KOSTEN|AVGIFTE?R?|AFGIFTE?R?|GEBYRE?R?|MAKSUT?|POPLATEK|PROWIZJA|OPLATA)$/;

const isFeeWord = (w: string) => FEE_WORDS.has(w) || (w.length >= 6 && FEE_COMPOUND_RE.test(w));

const FEE_TARGET: Target = { name: 'Account Fees', l1: 'Financial Services' };
const LATE_TARGET: Target = { name: 'Late Payment Fees', l1: 'Financial Services' };
const FX_TARGET: Target = { name: 'Foreign Transaction Fees', l1: 'Financial Services' };

// Late or missed payment (English, Swedish / Norwegian reminder, German Mahn-), foreign currency.
const LATE_RE = /\b(?:LATE|MISSED|REMINDER|PAMINNELSE\w*|PURREGEBYR|MAHN\w*|RETARD|RETRASO|MORA)\b/i;
const FX_RE = /\b(?:CURRENCY|CONVERSION|FX|EXCHANGE|FOREIGN|WAEHRUNG\w*|CHANGE)\b/i;

export interface OwnBill { rec: IntermediaryRecord; target: Target }

/** The provider whose own fee the title is, or null. */
export function pspOwnBill(idx: ProcessorIndex, toks: Tok[], signals: ReadonlySet<Signal>, title: string): OwnBill | null {
  let first = 0;
  while (first < toks.length && toks[first]!.k === 's') first++;
  // (the provider's name opens the title: its first word is one a prefix starts with)
  if (first >= toks.length || !idx.byFirst.has(toks[first]!.w)) return null;
  const words: number[] = [];
  for (let k = first; k < toks.length; k++) if (toks[k]!.k === 'w') words.push(k);
  // the provider's name, one to three words
  let rec: IntermediaryRecord | undefined;
  let n = 0;
  for (let len = Math.min(3, words.length); len >= 1 && !rec; len--) {
    rec = idx.byName.get(words.slice(0, len).map((k) => toks[k]!.w).join(''));
    if (rec) n = len;
  }
  if (!rec) return null;
  let j = words[n - 1]! + 1;
  for (;;) {
    j = companyTailEnd(toks, j);
    let k = j;
    while (k < toks.length && toks[k]!.k === 's' && toks[k]!.w !== '*' && toks[k]!.w !== '/') k++;
    if (k < toks.length && PROVIDER_WORDS.has(toks[k]!.w)) { j = k + 1; continue; }
    break;
  }
  const own = new Set(words.slice(0, n).map((k) => toks[k]!.w));
  const rest: string[] = [];
  for (let k = j; k < toks.length; k++) {
    const t = toks[k]!;
    if (t.k === 's') { if (t.w === '*' || t.w === '/') return null; continue; } // a star or slash introduces a shop
    rest.push(t.w);
  }
  // (the provider's name printed again is its own: "STRIPE PAYMENTS UK LTD STRIPE FEES")
  if (!rest.every((w) => /^\d+$/.test(w) || isFeeWord(w) || FEE_KIND_WORDS.has(w) || own.has(w))) return null;
  const feeWord = rest.some(isFeeWord);
  if (!signals.has('fee') && !feeWord) return null;
  // (read in the printed title: the lexicon drops "LATE FEE", "FOREIGN TRANSACTION FEE" from the words)
  const target = LATE_RE.test(title) ? LATE_TARGET : FX_RE.test(title) ? FX_TARGET : FEE_TARGET;
  return { rec, target };
}
