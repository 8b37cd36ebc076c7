// Realistic bank-statement titles used as benchmark input (not labelled, not for accuracy):
// card purchases through processors, plain merchants, p2p, salary, fees, long and short lines.
import type { EnrichInput } from '../../workers/engine/types.js';

export const BENCH_TITLES: EnrichInput[] = [
  { title: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA', country: 'US', type: 'expense' },
  { title: 'TST* JOES PIZZA - BROADWAY NEW YORK NY', country: 'US', type: 'expense' },
  { title: 'PAYPAL *NETFLIX.COM 4029357733 CA', country: 'US', type: 'expense' },
  { title: 'AMZN Mktp US*2K4LP9QX3 Amzn.com/bill WA', country: 'US', type: 'expense' },
  { title: 'UBER *TRIP HELP.UBER.COM CA', country: 'US', type: 'expense' },
  { title: 'STARBUCKS STORE 08342 SEATTLE WA', country: 'US', type: 'expense' },
  { title: 'SHELL OIL 57442150300 HOUSTON TX', country: 'US', type: 'expense' },
  { title: 'PURCHASE AUTHORIZED ON 03/14 WHOLEFDS MKT #10234 AUSTIN TX S384073512345678 CARD 4021', country: 'US', type: 'expense' },
  { title: 'VENMO *JOHN SMITH', country: 'US', type: 'expense' },
  { title: 'Zelle payment to Maria Garcia Conf# 9KD73JS', country: 'US', type: 'expense' },
  { title: 'ACME CORP PAYROLL PPD ID: 1234567890', country: 'US', type: 'income' },
  { title: 'ATM WITHDRAWAL 001234 MAIN ST CHICAGO IL', country: 'US', type: 'expense' },
  { title: 'SPOTIFY USA 877-778-1161 NY', country: 'US', type: 'expense' },
  { title: 'APPLE.COM/BILL 866-712-7753 CA', country: 'US', type: 'expense' },
  { title: 'COMCAST CABLE COMM 800-COMCAST PA', country: 'US', type: 'expense' },
  { title: 'MONTHLY SERVICE FEE', country: 'US', type: 'expense' },
  { title: 'Kartenzahlung REWE Markt GmbH Berlin', country: 'DE', type: 'expense' },
  { title: 'SEPA-Lastschrift Vodafone GmbH Kundennr 123456789', country: 'DE', type: 'expense' },
  { title: 'Lidl sagt Danke Muenchen', country: 'DE', type: 'expense' },
  { title: 'TESCO STORES 2345 LONDON GB', country: 'GB', type: 'expense' },
  { title: 'CARD PAYMENT TO SAINSBURYS SACAT 0123 ON 12-03', country: 'GB', type: 'expense' },
  { title: 'TFL TRAVEL CH TFL.GOV.UK/CP', country: 'GB', type: 'expense' },
  { title: 'CARREFOUR CITY PARIS 11 CB*1234', country: 'FR', type: 'expense' },
  { title: 'PRLV SEPA EDF CLIENTS PARTICULIERS', country: 'FR', type: 'expense' },
  { title: 'Bizum de ANA LOPEZ concepto cena', country: 'ES', type: 'income' },
  { title: 'MERCADONA VALENCIA', country: 'ES', type: 'expense' },
  { title: 'ALBERT HEIJN 1234 AMSTERDAM NLD', country: 'NL', type: 'expense' },
  { title: 'ESSELUNGA MILANO VIALE', country: 'IT', type: 'expense' },
  { title: 'WOOLWORTHS 1234 SYDNEY NSW AU', country: 'AU', type: 'expense' },
  { title: 'TIM HORTONS #2345 TORONTO ON', country: 'CA', type: 'expense' },
  { title: 'OXXO INSURGENTES CDMX', country: 'MX', type: 'expense' },
  { title: 'PIX RECEBIDO JOAO SILVA', country: 'BR', type: 'income' },
  { title: 'SWIGGY BANGALORE IN', country: 'IN', type: 'expense' },
  { title: 'GRAB*A-4KD93JD SINGAPORE SG', country: 'SG', type: 'expense' },
  { title: 'IKEA', country: 'SE', type: 'expense' },
  { title: 'X', country: 'US', type: 'expense' },
];

/** A title of roughly `len` characters built from realistic tokens (for the title-length scaling run). */
export function titleOfLength(len: number): string {
  const words = ['POS', 'PURCHASE', 'SQ', '*BLUE', 'BOTTLE', 'COFFEE', 'OAKLAND', 'CA', 'REF', '8842913', 'CARD', '4021',
    'ON', '03/14', 'AUTH', '#112', 'STORE', 'MARKET', 'DEBIT', 'VISA'];
  let out = '';
  for (let i = 0; out.length < len; i++) out += (out ? ' ' : '') + words[i % words.length];
  return out.slice(0, len).trimEnd();
}
