// Peer-to-peer transfers: platform from the p2p aliases ("VENMO", "ZELLE", "PIX ENVIADO",
// "UPI/"), then the recipient's display name and the memo from the words around it.
import type { P2PPlatformRecord } from './types.js';
import { escapeRegExp, fold, hasOtherScript, isLetterWord, titleCase, UNSPACED_SCRIPT_RE, words as foldedWords } from './text.js';
import { FIRST_NAMES } from './names.js';
import { businessTarget, WORD_TARGETS } from './category-rules.js';
import { COMPANY_SUFFIXES, CURRENCY_CODES, NATIVE_TRANSFER_RE, NON_LATIN_RE, dropNativeStatementWords, isWordChar } from './parse.js';

/** fromName: the platform's name, not one of its printed aliases ("KUDA", "WAVE", "OVO" are words elsewhere). */
interface Alias { rec: P2PPlatformRecord; toks: string[]; fromName?: boolean }

export interface P2PIndex {
  byFirst: Map<string, Alias[]>;
  /** Aliases in scripts written without spaces (Han, kana, Hangul, Thai): cut out of the words they are glued to. */
  unspaced: RegExp | null;
  /** Any alias phrase in the folded title: most titles fail it and skip tokenising. */
  mayHave: RegExp;
}

export interface P2PHit {
  rec: P2PPlatformRecord;
  recipient: string | null; // display name
  recipientRaw: string | null; // folded text the name came from (to check it is not a merchant)
  memo: string | null;
  confidence: number;
  aliasEnd: number; // raw-token index after the alias
  /** the recipient followed an explicit "payment to" ("Ihre Zahlung an X"): a payee, even with a first name the lists lack */
  labelled: boolean;
  /** (round 24) a name right after the wallet and "to": a payee by syntax (read on a card rail), weaker than labelled */
  toPayee?: boolean;
  /** (round 24) the wallet moved the user's own money (a top-up, a cash-out to the bank): no person, no merchant */
  own?: boolean;
}

export function buildP2PIndex(recs: P2PPlatformRecord[]): P2PIndex {
  const byFirst = new Map<string, Alias[]>();
  const add = (rec: P2PPlatformRecord, text: string, fromName = false) => {
    const toks = foldedWords(fold(text));
    if (toks.length === 0) return;
    const list = byFirst.get(toks[0]!) ?? [];
    if (!list.some((a) => a.rec === rec && a.toks.join(' ') === toks.join(' '))) list.push(fromName ? { rec, toks, fromName } : { rec, toks });
    byFirst.set(toks[0]!, list);
  };
  for (const rec of recs) {
    for (const a of rec.alias) add(rec, a);
    add(rec, rec.name, true);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.toks.length - a.toks.length);
  // The aliases' first words (a superset of the whole phrases, and a much shorter alternation:
  // most titles fail it and are never tokenised; the phrase itself is matched on the tokens).
  const firsts = [...byFirst.keys()].map(escapeRegExp).sort((a, b) => b.length - a.length);
  const glued: string[] = [];
  for (const rec of recs) for (const a of [rec.name, ...rec.alias]) if (UNSPACED_SCRIPT_RE.test(a) && !/\s/.test(a)) glued.push(escapeRegExp(a));
  glued.sort((a, b) => b.length - a.length);
  return { byFirst, unspaced: glued.length ? new RegExp(glued.join('|'), 'g') : null, mayHave: firsts.length ? new RegExp(`(?<![A-Z0-9])(?:${firsts.join('|')})(?![A-Z0-9])`) : /(?!)/ };
}

interface RawTok { w: string; o: string }

// (also after the platform: "העברה בביט לנועה אברהם", a transfer by Bit to Noa Avraham)
const HEBREW_TRANSFER_TO_RE = /(העברה|תשלום|ביט|בביט|פייבוקס|בפייבוקס|BIT|Bit|bit|PAYBOX|PayBox)\s+[למ](?=[\u05d0-\u05ea]{2})/g;

/**
 * A title in another script, made readable as words: its card and transfer words are dropped and
 * a platform's name glued to the next word is cut out of it ("โอนเงินพร้อมเพย์" -> "พร้อมเพย์",
 * "微信转账-张伟" -> "微信 - 张伟").
 */
const THAI_PARTY_LABEL_RE = /ผู้(?:โอน|รับ)/g;
function segmentOther(idx: P2PIndex, title: string): string {
  // Hebrew writes "to" and "from" as a letter joined to the next word ("העברה לדנה לוי": a transfer to Dana Levi).
  let t = title.indexOf('\u05d4') >= 0 ? title.replace(HEBREW_TRANSFER_TO_RE, '$1 ') : title;
  // (A platform's own name may be statement vocabulary too, 支付宝 and 微信支付: it is set aside first.)
  const keep: string[] = [];
  if (idx.unspaced && UNSPACED_SCRIPT_RE.test(t)) t = t.replace(idx.unspaced, (m) => ` \u0001${keep.push(m) - 1}\u0001 `);
  // (round 102) and the Thai payee / payer labels, which hold the transfer word โอน ("ผู้โอน:", the sender)
  if (t.indexOf('ผู้') >= 0) t = t.replace(THAI_PARTY_LABEL_RE, (m) => ` \u0001${keep.push(m) - 1}\u0001 `);
  t = dropNativeStatementWords(t);
  if (keep.length) t = t.replace(/\u0001(\d+)\u0001/g, (_m, k: string) => keep[Number(k)]!);
  return t;
}

// (round 76: and '|' and '(' , which open a field of their own: "X Y | MONIEPOINT MFB", "X Y (PROXY ID: 9123****)")
const SINGLE_TOKENS = ',;:*/#|(';

/** Token characters of RAW_RE's first branch: letters, digits, apostrophes and dots. */
function isRawChar(s: string, i: number, c: number): boolean {
  return c === 46 || isWordChar(s, i, c);
}

/** The tokens RAW_RE would give, in one char-code pass (dots trimmed at the ends, folded words). */
function rawTokens(title: string): RawTok[] {
  const out: RawTok[] = [];
  const n = title.length;
  let i = 0;
  while (i < n) {
    const c = title.charCodeAt(i);
    if (isRawChar(title, i, c)) {
      let start = i;
      let inner = false; // an apostrophe or dot to drop from the matching form
      for (i++; i < n; i++) if (!isRawChar(title, i, title.charCodeAt(i))) break;
      let end = i;
      while (start < end && title.charCodeAt(start) === 46) start++;
      while (end > start && title.charCodeAt(end - 1) === 46) end--;
      if (start === end) continue;
      const o = title.slice(start, end);
      for (let k = 0; k < o.length && !inner; k++) { const d = o.charCodeAt(k); inner = d === 39 || d === 46 || d === 0x2019; }
      const w = inner ? fold(o).replace(/['’.]/g, '') : fold(o);
      if (w) out.push({ w, o });
      continue;
    }
    // A Cash App $cashtag is a handle, not the name printed after it ("SENT TO $DMARTINEZ DANIEL MARTINEZ").
    // (round 76) and an @handle ("A LLAVE @valentina.r VALENTINA RESTREPO", "THABO MOKOENA @ABSA"): a key or the receiving bank, no name.
    if ((c === 36 || c === 64) && i + 1 < n && isRawChar(title, i + 1, title.charCodeAt(i + 1))) {
      // (a handle's dashes and underscores are its own: "@Tori-Delgado-7")
      for (i++; i < n && (isRawChar(title, i, title.charCodeAt(i)) || (c === 64 && (title.charCodeAt(i) === 45 || title.charCodeAt(i) === 95))); i++);
      continue;
    }
    if (c < 128 && SINGLE_TOKENS.indexOf(title[i]!) >= 0) out.push({ w: title[i]!, o: title[i]! });
    // A dash between spaces separates fields ("to Emily Davis - Concert tickets": the memo follows).
    else if ((c === 45 || c === 0x2013 || c === 0x2014) && i > 0 && title.charCodeAt(i - 1) === 32 && title.charCodeAt(i + 1) === 32) out.push({ w: '-', o: '-' });
    i++;
  }
  return out;
}

// Words between the platform and the name ("payment to", "enviado a", "e-transfer sent").
// Honorifics before a name (Mr, Mrs, Ms, Madame, Señor/a, Herr, Frau, Signor/a): words to skip, and the
// base of the two honorific sets below and of enrich.ts's payee titles.
export const HONORIFIC_WORDS = ['MR', 'MRS', 'MS', 'MISS', 'MME', 'MLLE', 'SR', 'SRA', 'SRTA', 'HERR', 'FRAU', 'SIG', 'SIGRA'] as const;
const SKIP: Set<string> = new Set([
  'TO', 'FROM', 'PAYMENT', 'PAYMENTS', 'PMT', 'SENT', 'SEND', 'RECEIVED', 'RECEIVE', 'ENVIADO', 'ENVIADA', 'RECEBIDO',
  'RECEBIDA', 'RECIBIDO', 'RECIBIDA', 'A', 'AN', 'AAN', 'PARA', 'TRANSFER', 'TRANSFERENCIA', 'TRANSFERENCIA', 'BETALNING',
  'OVERFORSEL', 'OVERFORING', 'INZ', 'AAB', 'CONF', 'DES', 'E', 'TRF', 'ETRANSFER', 'REQUEST', 'P2P', 'PAGAMENTO',
  'INSTANT', 'QR', 'CASH', 'APP', 'DR', 'CR', 'DEBIT', 'CREDIT', 'WEB', 'ID', 'INST', 'MONEY', 'PAY', 'PAID', 'INC',
  'ZAHLUNG', 'VON', 'UBERWEISUNG', 'IN', 'OUT', 'OF', 'DE', 'FOR', 'VIA', 'PIX', 'BIZUM', 'MOBILEPAY', 'SWISH',
  'VIPPS', 'TWINT', 'BLIK', 'INTERAC', 'NA', 'TELEFON', 'MBWAY', 'TRANSFERENCIA', 'DEPOSIT', 'AUTODEPOSIT', 'PRZELEW', 'CHEQUE', 'TRANSFERT', 'ENVOI', 'RECU',
  // "DO" (pl), "ENVIO A" (es), "TIL" (no/da), "KE" (id) ...: more words for "to" and "sent".
  'DO', 'ENVIO', 'ENVIOS', 'ENVIASTE', 'YAPEASTE', 'PLINEASTE', 'TRANSFERISTE', 'TIL', 'TILL', 'FRA', 'NAAR', 'KE', 'DARI', 'KEPADA',
  'POUR', 'AL', 'SENDMONEY', 'EXPRESS',
  // (round 64) French "send" / "sent" of a wallet's menu ("TWINT ENVOYER A X", "ENVOYE A X")
  'ENVOYER', 'ENVOYE', 'ENVOYEE', 'ODESLANO', 'PRIJATO', 'OTRZYMANY', 'WYSLANY',
  'FAVOR', 'FAVOUR', 'CUSTOMER',
  // "from" of Swedish (FRÅN) and Polish / Czech (OD), Swedish "incoming payment" (INBETALNING).
  'FRAN', 'OD', 'INBETALNING',
  // "money" of a "money sent to" label ("TWINT GELD GESENDET AN ..."), and Hebrew's "to" printed apart ("העברה ל דנה").
  'GELD', 'DINERO', 'DINHEIRO', 'SOLDI', 'ARGENT', 'PENGAR', 'PENGER', 'PENGE', 'RAHAA', 'PENIZE', 'ל', 'אל',
  // Thai "to" and the honorifics before a name (Mr, Mrs, Miss, Khun).
  'ไปยัง', 'ถึง', 'นาย', 'นาง', 'นางสาว', 'คุณ',
  // "to" and "for" of more languages: Thai ให้ (after โอนเงิน), Arabic إلى, Greek ΣΕ/ΠΡΟΣ, Russian
  // "по"/"на"/"клиенту" ("Перевод по СБП", "Перевод клиенту"), Finnish MAKSU ("payment").
  'ให้', 'إلى', 'الى', 'ΣΕ', 'ΠΡΟΣ', 'ПО', 'НА', 'КЛИЕНТУ', 'КАРТУ', 'КАРТКУ', 'MAKSU',
  // Polish "outgoing" / "incoming" after the rail ("BLIK PRZELEW NA TELEFON WYCHODZACY ...").
  'WYCHODZACY', 'PRZYCHODZACY',
  // "to" of French (VERS) and Romanian (CATRE), Dutch "transfer" (OVERSCHRIJVING), Finnish "transfer"
  // (SIIRTO), Italian "sending money" (INVIO DENARO), Russian "from" (С: "перевод с карты на карту").
  'VERS', 'CATRE', 'OVERSCHRIJVING', 'SIIRTO', 'INVIO', 'DENARO', 'С',
  // Swedish "sent" / "received" as Swish prints them.
  'SKICKAD', 'SKICKADE', 'MOTTAGEN', 'MOTTAGNA',
  // Swahili "send to" (M-Pesa in Tanzania: "KUTUMA KWA").
  'KUTUMA', 'KWA', 'TUMA',
  // (round 45) Danish / Norwegian "transfer" with ø written OE ("MOBILEPAY OVERFOERSEL TIL X").
  'OVERFOERSEL', 'OVERFOERING',
  // Indonesian "send money" (KIRIM UANG), Italian "from" (DA: "SATISPAY P2P DA ELENA ...").
  'KIRIM', 'UANG', 'DA',
  // (round 40) a bank app's own name for its transfer ("N26 MONEYBEAM AN X") and Russian "for" ("СБП ПЕРЕВОД ДЛЯ X").
  'MONEYBEAM', 'ДЛЯ',
  // (round 54) Colombian "money" (ENVIO DE PLATA A X), the French transfer noun before "received from" (VIREMENT RECU DE X),
  // the US "deposit" cut to three letters (ZELLE DEP FROM: X).
  'PLATA', 'VIREMENT', 'DEP',
  // Ukrainian/Russian "from card" ("Переказ з картки ... на картку ...").
  'З', 'КАРТКИ', 'КАРТЫ',
  // (round 94) mobile-money menu words before the person: French "deposit" of a wallet cash-in (ORANGE MONEY DEPOT RECU DE X),
  // English "transferred" (MOMO TRANSFERRED TO X), Indonesian "balance" (GOPAY KIRIM SALDO KE X), Arabic "from" / "via"
  // (حوالة واردة عبر STC PAY من X): transfer words of a language, never a name's first word.
  'DEPOT', 'TRANSFERRED', 'SALDO', 'من', 'عبر',
  // Honorifics before a name.
  ...HONORIFIC_WORDS,
]);
/**
 * Labels of the payee (or payer) field in online-banking exports of many languages ("Recipient:",
 * "ODBIORCA:", "ALICI", "получатель"): never a name, the name follows them.
 */
const PARTY_LABELS: ReadonlySet<string> = new Set([
  // (round 64: BEN, the cut "beneficiary" of Mexican and Nigerian rails, "SPEI ENVIADO BBVA BEN: X")
  'RECIPIENT', 'PAYEE', 'BENEFICIARY', 'NAME', 'BEN', 'BENEFICIARIO', 'BENEFICIARIA', 'BENEF', 'BENEFICIAIRE', 'DESTINATARIO',
  'DESTINATAIRE', 'EMPFANGER', 'EMPFAENGER', 'BEGUNSTIGTER', 'ONTVANGER', 'BEGUNSTIGDE', 'MOTTAGARE', 'MOTTAKER', 'MODTAGER',
  'VASTAANOTTAJA', 'SAAJA', 'ODBIORCA', 'PRIJEMCE', 'PRIJIMATEL', 'PRIMATELJ', 'PRIMALAC', 'PREJEMNIK', 'GAVEJAS',
  'SANEMEJS', 'KEDVEZMENYEZETT', 'BENEFICIAR', 'ALICI', 'ПОЛУЧАТЕЛЬ', 'ПОЛУЧАТЕЛЮ', 'ОДЕРЖУВАЧ', 'ОТРИМУВАЧ', 'ΔΙΚΑΙΟΥΧΟΣ',
  // (round 9) Korean "recipient", "the person receiving", Japanese "payee"
  '받는분', '받는사람', '수취인', '받는이', '受取人',
  // the payer of money received ("REM: JULIANA MARTINS", "ORDENANTE: ...")
  'REM', 'REMETENTE', 'REMITENTE', 'ORDENANTE', 'AUFTRAGGEBER', 'SENDER', 'PAYER', 'NADAWCA', 'PLATITEL', 'GONDEREN', 'ОТПРАВИТЕЛЬ',
  // (round 102) the payee and payer labels of Thai (ผู้รับ, ผู้โอน), Arabic (المستفيد, المرسل), Chinese (收款方, 收款人, 付款方, 付款人),
  // Korean (보낸분, 보낸사람: the sender) and Japanese (送金者, 送金元: the sender) apps
  'ผู้รับ', 'ผู้โอน', 'المستفيد', 'المرسل', '收款方', '收款人', '付款方', '付款人', '보낸분', '보낸사람', '送金者', '送金元',
]);
for (const w of PARTY_LABELS) SKIP.add(w);
/**
 * Verbs and labels of a transfer ("PIX ENVIADO", "TWINT SENDEN AN", "TIKKIE BETAALVERZOEK"): never
 * part of a name, so the recipient and a business paid over the rail both start after them.
 */
export const TRANSFER_VERBS: ReadonlySet<string> = new Set([
  'ENVIADO', 'ENVIADA', 'RECEBIDO', 'RECEBIDA', 'RECIBIDO', 'RECIBIDA', 'ENVIASTE', 'YAPEASTE', 'PLINEASTE', 'TRANSFERISTE',
  'SENDEN', 'GESENDET', 'ERHALTEN', 'EMPFANGEN', 'BETAALVERZOEK', 'ONTVANGEN', 'VERSTUURD', 'INVIATO', 'RICEVUTO', 'ENVOYE',
  'SKICKAT', 'MOTTAGET', 'SENDT', 'MOTTATT', 'MODTAGET', 'ODESLANO', 'PRIJATO', 'OTRZYMANY', 'WYSLANY',
  // (round 24) the field-width abbreviations of "enviado" / "recebido" ("TRANSF PIX ENV X", "PIX RECEB X")
  'ENV', 'RECEB',
  // (round 86) Finnish "sent" / "received" as MobilePay prints them ("MOBILEPAY LAHETETTY X", "... VASTAANOTETTU X")
  'LAHETETTY', 'VASTAANOTETTU',
]);
for (const w of TRANSFER_VERBS) SKIP.add(w);
// After the platform these words mean a payment to a business through the platform's merchant
// rail ("M-PESA PAYBILL KPLC", "LIPA NA M-PESA BUY GOODS"), not a transfer to a person.
// (UEN, Singapore's business registration number, is how PayNow addresses a company.)
// ("GCASH PAY BILLS MERALCO", "BLIK PLATNOSC ALLEGRO.PL": a bill or a purchase paid through the wallet.)
const MERCHANT_RAIL = new Set(['PAYBILL', 'BUYGOODS', 'BUY', 'LIPA', 'MERCHANT', 'BILLER', 'QR', 'QRIS', 'QRS', 'P2M', 'QRPH', 'HANDEL', 'COMERCIO', 'UEN', 'BILLS', 'BILLSPAY', 'PLATNOSC', 'ZAKUP']);
// (round 45) "purchase" of the languages of wallet markets beside the wallet ("TWINT KAUF X", "MOBILEPAY KOB X", "COMPRA
// MB WAY X"): a shop paid. And BILL only as "bill payment" (BILL alone is a given name: "ZELLE TO BILL SMITH").
for (const w of ['PURCHASE', 'KAUF', 'EINKAUF', 'COMPRA', 'ACHAT', 'AANKOOP', 'ACQUISTO', 'KOB', 'KJOP', 'KOP', 'OSTO']) MERCHANT_RAIL.add(w);
// (round 62) and the Russian "payment" (oplata: "PAYME: OPLATA X", "CLICK: OPLATA X") and Mongolian "payment" (tölbör: "QPAY TULBUR X")
// printed by the wallets of Central Asia and Mongolia before the shop they paid.
for (const w of ['OPLATA', 'ОПЛАТА', 'TULBUR', 'ТӨЛБӨР']) MERCHANT_RAIL.add(w);
const BILL_PAY_NEXT: ReadonlySet<string> = new Set(['PAYMENT', 'PAY', 'PMT', 'PAYMENTS']);
/** Those of them that never begin a shop's name ("SWISH HANDEL LINDAS BLOMMOR": the shop starts after HANDEL). */
// (round 45: and the kind of a Pix QR code, "PIX QR CODE DINAMICO X": dynamic or static)
export const RAIL_MERCHANT_WORDS: ReadonlySet<string> = new Set(['PAYBILL', 'BUYGOODS', 'LIPA', 'QRIS', 'QRPH', 'P2M', 'HANDEL', 'COMERCIO', 'UEN', 'QR', 'BILLSPAY', 'PLATNOSC', 'DINAMICO', 'ESTATICO']);
// (round 62) "BKASH PAYMENT TO MERCHANT 01711XXXXXX X", "TELEBIRR PAID TO MERCHANT 512233 X", "MOMO PAY 043312 X": the merchant rail
// word after the payment words, or a short merchant (till) code straight after them (a phone number has 9 digits or more,
// or is masked), is a shop paid through the wallet.
const PAY_LINK_WORDS: ReadonlySet<string> = new Set(['PAY', 'PAYMENT', 'PAID', 'PMT', 'TO', 'VIA']);
function merchantCodeOrRailAfter(toks: readonly RawTok[], from: number): boolean {
  let k = from;
  while (k < toks.length && k - from < 3 && PAY_LINK_WORDS.has(toks[k]!.w)) k++;
  if (k >= toks.length || k === from) return false;
  const w = toks[k]!.w;
  return MERCHANT_RAIL.has(w) || (/^\d{4,7}$/.test(w) && toks[k - 1]!.w !== 'TO' && k + 1 < toks.length);
}
// (round 62) "M-PESA TRANSACTION CHARGE", "AIRTEL MONEY WITHDRAWAL FEE": the platform's own charge, no person paid.
const FEE_WORDS: ReadonlySet<string> = new Set(['CHARGE', 'CHARGES', 'FEE', 'FEES', 'COMMISSION']);
function feeOnlyAfter(toks: readonly RawTok[], from: number): boolean {
  const rest = toks.slice(from).filter((t) => /\p{L}/u.test(t.w));
  return rest.length > 0 && rest.length <= 3 && FEE_WORDS.has(rest[rest.length - 1]!.w);
}
// Words that end the name: memo and reference labels.
const STOP = new Set([
  'REF', 'REFERENCE', 'MEMO', 'CONCEPTO', 'ON', 'FOR', 'NOTE', 'NOTES', 'MSG', 'MESSAGE', 'MOTIF', 'OMSCHRIJVING',
  'ID', 'INDN', 'CO', 'CONF', 'CONFIRMATION', 'TRANSACTION', 'TXN', 'VERWENDUNGSZWECK', 'DESCRICAO', 'CAUSALE',
  'MEDDELANDE', 'BESKED', 'FOR', 'RE', 'NR', 'KENMERK', 'IBAN', 'BIC', 'PAYPAL', 'VENMO',
  'TYTUL', 'TYTULEM', 'OTHR', 'PURPOSE', 'COMMUNICATION', 'MEDEDELING', 'REMARKS', 'NOTA', 'BERICHT', 'MITTEILUNG', 'VIESTI',
  // Labels of the national id or tax number printed after a payee ("MARIA SOUZA CPF 123.456.789-00").
  'CPF', 'CNPJ', 'CUIT', 'CUIL', 'RUT', 'RUN', 'DNI', 'NIF', 'NIE', 'RFC', 'CURP', 'NIT', 'NRIC', 'CEDULA', 'RUC',
  // PayPal's payment kind printed after the payee ("PAYPAL PAYMENT TO HARRY PATEL FRIENDS AND FAMILY").
  'FRIENDS',
  // (round 14) account kinds and reference labels printed after a payee ("... RAMIREZ CLAVE 0121...",
  // "... PEREZ CVU 0000...", "... HUBER ZAHLUNGSREF. 1043922").
  'CLAVE', 'CLABE', 'CVU', 'CBU', 'ZAHLUNGSREF', 'REFERENZ', 'REFERENCIA', 'RIFERIMENTO', 'REFERENCJA',
  // (round 45) Polish / Czech / Slovak "for", opening the memo after the payee ("... ZIELINSKI ZA PIZZE").
  'ZA',
  // (round 76) the proxy the payee is paid by ("FPS PAYMENT TO X Y (PROXY ID: ...)"), Vietnamese "account number" (STK) after the payee.
  'PROXY', 'STK',
  // (round 86) German "purpose" / "subject" / "note" labels before the memo ("... AN X Y ZWECK PIZZA")
  'ZWECK', 'BETREFF', 'NOTIZ',
  // (round 94) the transaction-id labels of mobile-money and wallet lines, printed after the person ("... RAHIMA BEGUM TRXID BFG7...",
  // "... TID 1029...", "... TXID 1459..."): codes, never name words.
  'TRXID', 'TXID', 'TXNID', 'TID', 'TRANSID',
]);
// What a transfer between people pays for, printed after the recipient's full name ("TWINT an Nina
// Keller Abendessen", "MONZO TO AMELIA CLARKE BILLS"): memo words of many languages, never a surname.
const MEMO_WORDS = new Set([
  'RENT', 'BILLS', 'BILL', 'DINNER', 'LUNCH', 'BREAKFAST', 'DRINKS', 'GIFT', 'THANKS', 'THANK', 'TICKETS', 'TICKET', 'SHARE',
  'BIRTHDAY', 'HOLIDAY', 'GROCERIES', 'PETROL', 'FUEL', 'LOAN', 'DEPOSIT', 'REPAY', 'REPAYMENT', 'REFUND', 'FLAT', 'TRIP',
  'DANKE', 'MIETE', 'ESSEN', 'ABENDESSEN', 'MITTAGESSEN', 'GESCHENK', 'URLAUB', 'GEBURTSTAG', 'ANTEIL', 'RUCKZAHLUNG',
  'CENA', 'COMIDA', 'ALQUILER', 'REGALO', 'GRACIAS', 'CUMPLEANOS', 'VIAJE', 'PRESTAMO', 'LOTERIA',
  'LOYER', 'CADEAU', 'MERCI', 'REMBOURSEMENT', 'COURSES', 'ANNIVERSAIRE', 'VACANCES',
  'AFFITTO', 'GRAZIE', 'PRANZO', 'COMPLEANNO', 'QUOTA', 'RIMBORSO',
  'HUUR', 'ETEN', 'ETENTJE', 'BIOSCOOP', 'UITJE', 'BORREL', 'CADEAUTJE', 'BEDANKT', 'VERJAARDAG', 'TERUGBETALING',
  'ALUGUEL', 'ALMOCO', 'JANTAR', 'PRESENTE', 'OBRIGADO', 'EMPRESTIMO',
  'CZYNSZ', 'OBIAD', 'KOLACJA', 'PREZENT', 'ZWROT', 'DZIEKI', 'BILETY',
  'HYRA', 'MIDDAG', 'PRESENT', 'TACK', 'HUSLEIE', 'TAKK', 'HUSLEJE',
  // What Venmo and Zelle memos name: events, shared bills, and the services people split.
  'WEDDING', 'CONCERT', 'TIX', 'SPLIT', 'UTILITIES', 'BABYSITTING', 'CLEANING', 'FEES', 'TUITION', 'PARTY', 'BRUNCH',
  'MOVIE', 'MOVIES', 'VACATION', 'CHRISTMAS', 'XMAS', 'BDAY', 'WIFI', 'INTERNET', 'NETFLIX', 'SPOTIFY', 'UBER', 'LYFT',
  'AIRBNB', 'HULU', 'TAXES', 'DEPOSITO', 'SCHOOL',
  // (round 64) club sport and weekend memos of Australian, British and Dutch transfers ("OSKO PAYMENT TO X Y FOOTY TIPS",
  // "TIKKIE ... VAN X Y WEEKENDJE WEG", "FASTER PAYMENT TO X Y FOOTBALL SUBS")
  'FOOTY', 'TIPPING', 'NETBALL', 'FOOTBALL', 'SOCCER', 'CRICKET', 'SUBS', 'WEEKEND', 'WEEKENDJE',
  // (round 86) Czech and Slovak lunch, dinner, gift, rent, thanks, trip, tickets ("REVOLUT PLATBA PRO X Y OBED")
  'OBED', 'VECERE', 'VECERA', 'DAREK', 'DARCEK', 'NAJEM', 'NAJOMNE', 'DIKY', 'VYLET', 'LISTKY', 'VSTUPENKY',
]);
// A bank's name printed before the payee ("на картку ПриватБанк Олег", "TO HDFCBANK ..."): the receiving bank.
const BANK_WORD_RE = /^[A-ZА-ЯІЇЄҐ]{2,}(?:БАНК|BANK)$/;
// A currency code after a full name ends it ("... KWAME MENSAH GHS 200"): the parser's codes and those of the other
// markets whose rails print one (round 81), without codes that are also words or given names (ALL, TOP, BOB, MAD, GEL ...).
const CURRENCIES: ReadonlySet<string> = new Set([...CURRENCY_CODES, 'BGN', 'GHS', 'UGX', 'TZS', 'RWF', 'XOF', 'XAF', 'ZMW', 'MWK',
  'ETB', 'BDT', 'PKR', 'LKR', 'NPR', 'KZT', 'UZS', 'UAH', 'RUB', 'BYN', 'AZN', 'MNT', 'KHR', 'MMK', 'QAR', 'KWD', 'OMR',
  'JOD', 'LBP', 'DZD', 'TND', 'RSD', 'ISK', 'UYU', 'PYG', 'DOP', 'GTQ', 'CRC', 'HNL', 'NIO', 'JMD', 'TTD']);
// "from CommBank App": the sending app or account, not a person.
const APP_WORDS = new Set(['APP', 'APPLICATION', 'BANKING', 'ONLINE', 'MOBILE', 'ACCOUNT', 'SAVINGS', 'CHEQUING', 'CHECKING']);
// Rail names printed after the recipient ("PayID Lachlan O'Brien Osko Payment").
// (round 45: and FPS's Chinese name, "FPS TO CHAN TAI MAN 轉數快")
// (round 72: and the mobile network whose wallet received it, "MOMO TRANSFER TO KWAME MENSAH MTN")
const TRAILING_RAIL_WORDS = new Set(['OSKO', 'PAYID', 'ZELLE', 'VENMO', 'INTERAC', 'FPS', 'SEPA', 'SWIFT', 'NPP', 'VISA', 'MASTERCARD', '轉數快', '转数快',
  'MTN', 'AIRTEL', 'SAFARICOM', 'VODACOM', 'VODAFONE', 'TIGO',
  // (round 94) India's rails printed after the payee ("... to Suresh Patil UPI Ref ..."): rail names, never surnames.
  'UPI', 'IMPS', 'NEFT']);
// "Ihre Zahlung an X", "your payment to X", "betaling aan X": a payment noun, then "to", then the payee.
// (round 40: and its transliteration UEBERWEISUNG, "PayPal Europe ... Ueberweisung an X")
const PAYMENT_NOUNS = new Set(['ZAHLUNG', 'UBERWEISUNG', 'UEBERWEISUNG', 'GELD', 'PAYMENT', 'BETALING', 'PAIEMENT', 'VIREMENT', 'PAGO', 'PAGAMENTO', 'BETALNING', 'PLATBA', 'PLATNOSC']);
// (round 76: and Portuguese / Spanish PARA, "PicPay - Pagamento para X Y")
// (round 86: and Czech / Slovak "for", PRO / PRE: "REVOLUT PLATBA PRO X Y", a payment for a person)
const TO_WORDS = new Set(['AN', 'TO', 'AAN', 'A', 'AU', 'TILL', 'TIL', 'PARA', 'PRO', 'PRE']);
// (round 86) Nouns of a transfer (no purchase: "PAYMENT TO X Y PATISSERIE" pays a shop), before "to" and the payee.
const TRANSFER_NOUNS: ReadonlySet<string> = new Set(['TRANSFER', 'UBERWEISUNG', 'UEBERWEISUNG', 'VIREMENT', 'PRZELEW', 'PREVOD', 'OVERBOEKING', 'TRANSFERENCIA']);
// (round 86) "from" after a payment noun ("PLATBA OD X Y", "ZAHLUNG VON X Y"): the payer, labelled as plainly.
const PAYMENT_FROM_WORDS: ReadonlySet<string> = new Set(['OD', 'VON', 'FROM']);
// (round 86) An app's signature after the payee, "sent from <app>" ("To X Y Sent from Revolut", "An X Y gesendet von N26").
const SENT_WORDS: ReadonlySet<string> = new Set(['SENT', 'GESENDET', 'SENDT', 'SKICKAT', 'ENVOYE', 'ENVIADO', 'VERSTUURD', 'INVIATO']);
const SENT_FROM_WORDS: ReadonlySet<string> = new Set(['FROM', 'VON', 'DESDE', 'DEPUIS', 'FRA', 'FRAN', 'VANUIT', 'DA']);
// (round 86) A wallet's own words for a payment to a person ("PAYPAL *X Y Sent money", "Money sent"): the platform itself says a person was paid.
const SENT_MONEY_RE = /(?:^|[^A-Za-z])(?:sent money|send money|money sent|money received|received money)(?![A-Za-z])/i;
// Account kinds printed between a payee and the platform ("A SOFIA GIMENEZ CVU MERCADO PAGO").
const ACCOUNT_WORDS = new Set(['CVU', 'CBU', 'CLABE', 'ALIAS', 'CUENTA', 'CTA', 'CONTA', 'ACCOUNT', 'ACCT', 'WALLET', 'CARTEIRA', 'BILLETERA']);
const PAYEE_TO = new Set(['A', 'TO', 'AN', 'AAN', 'PARA', 'AU', 'TILL', 'TIL', 'DO', 'KE', 'AL', 'VERS', 'CATRE', 'NAAR']);
const PAYEE_LABELS = new Set(['A', 'TO', 'PARA', 'AN', 'BENEFICIARIO', 'BENEFICIARY', 'PAYEE', 'DESTINATARIO', 'EMPFANGER', 'EMPFAENGER', 'BENEF', 'BENEFICIAIRE', 'BENEFICIARIA',
  // the sender of money received ("SPEI RECIBIDO ... ORDENANTE: JUAN PEREZ")
  'ORDENANTE', 'REMITENTE', 'AUFTRAGGEBER']);
const MEMO_LABELS = new Set(['COMMUNICATION', 'MEDEDELING', 'MEMO', 'CONCEPTO', 'MESSAGE', 'MSG', 'NOTE', 'MOTIF', 'CAUSALE', 'MEDDELANDE', 'DESCRICAO', 'VERWENDUNGSZWECK', 'ZWECK', 'BETREFF', 'NOTIZ']);
const STATE_LIKE = /^[A-Z]{2}$/;
/** (round 14) Where statements print a two-letter state after a name; elsewhere a two-letter last word is a name ("NGUYEN VAN AN"). */
const STATE_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA', 'AU', 'MX', 'BR', 'IN']);

// (the French "M." too, before a name read backwards from its label)
const HONORIFICS: ReadonlySet<string> = new Set(['M', ...HONORIFIC_WORDS]);
/** (round 54) "received from": the payer named by the phrase itself. */
const RECEIVED_FROM_WORDS: ReadonlySet<string> = new Set(['RECEIVED', 'RECEIVE', 'CREDIT', 'DEPOSIT', 'DEP']);
const RECEIVED_WORDS: ReadonlySet<string> = new Set(['RECU', 'RECUE', 'RECEBIDO', 'RECEBIDA', 'RECIBIDO', 'RECIBIDA', 'RECEB']);

export function findP2P(idx: P2PIndex, title: string, country: string): P2PHit | null {
  // Tokens are folded words with ' ’ . removed, so an alias can only match where the folded
  // title without those characters holds its words between non-alphanumerics.
  const f = fold(title);
  if (!idx.mayHave.test(f.indexOf('.') >= 0 || f.indexOf("'") >= 0 || f.indexOf('’') >= 0 ? f.replace(/['’.]/g, '') : f)) return null;
  const toks = rawTokens(NON_LATIN_RE.test(title) ? segmentOther(idx, title) : title);
  let found: { a: Alias; start: number; end: number } | null = null;
  for (let i = 0; i < toks.length && !found; i++) {
    const list = idx.byFirst.get(toks[i]!.w);
    if (!list) continue;
    for (const a of list) {
      // A platform's bare name counts only where the platform operates.
      if (a.fromName && a.rec.countries.length > 0 && !a.rec.countries.includes(country)) continue;
      let ok = true;
      for (let k = 0; k < a.toks.length; k++) if (toks[i + k]?.w !== a.toks[k]) { ok = false; break; }
      if (!ok) continue;
      // Two platforms share a word ("MOMO": MTN's in Ghana, the Vietnamese wallet): among aliases of the
      // same length the one that operates in the title's country wins.
      if (found && (found.end - found.start !== a.toks.length || found.a.rec.countries.includes(country) || !a.rec.countries.includes(country))) break;
      found = { a, start: i, end: i + a.toks.length };
      if (a.rec.countries.length === 0 || a.rec.countries.includes(country)) break;
    }
  }
  if (!found) return null;
  // (round 102) "Transfer to own account Monzo Savings Pot", "PARA CONTA PROPRIA NUBANK": the user's own account named before the
  // platform (an account word beside an own word), no person paid.
  if (ownAccountBefore(toks, found.start)) return ownMove(found.a.rec, found.end);
  // (round 24) The US ACH layout "<WALLET> DES:<kind> ID:<n> INDN:<account holder> CO ID:<n> PPD": the PPD entry class
  // is a credit the wallet pushes to its own user's bank (a cash-out), no person paid (WEB is a payment).
  if (toks.length > 3 && toks[toks.length - 1]!.w === 'PPD' && toks.some((t) => t.w === 'INDN') && toks.some((t, k) => k > 0 && toks[k - 1]!.w === ':' && toks[k - 2]?.w === 'DES' && ACH_OWN_KINDS.has(t.w))) return ownMove(found.a.rec, found.end);
  // (round 45) "VENMO CASHOUT PPD ID ...": an alias ending in the cash-out word with no party after it ("... CASHOUT FROM X" names one)
  // moves the user's own balance to the bank.
  if (found.a.toks[found.a.toks.length - 1] === 'CASHOUT' && !toks.slice(found.end).some((t) => t.w === 'FROM')) return ownMove(found.a.rec, found.end);
  // (round 76) the same in two words with nothing after it ("CASH APP*CASH OUT"), and a line that opens with the wallet's top-up
  // before its name ("Top-Up by *4821 Revolut", "ADD MONEY ... REVOLUT"): the user's own money moved, no person.
  {
    const rest = toks.slice(found.end).filter((t) => /^\p{L}{2,}$/u.test(t.w));
    if (rest.length === 2 && rest[0]!.w === 'CASH' && rest[1]!.w === 'OUT') return ownMove(found.a.rec, found.end);
    // (round 97: and the one-word top-up before the wallet, "TOPUP DANA 0812...", "RELOAD TNG EWALLET FPX")
    if ((found.start >= 2 && (toks[0]!.w === 'TOP' || toks[0]!.w === 'ADD') && ownMoveAt(toks, 0)) || (found.start === 1 && TOP_UP_WORDS.has(toks[0]!.w))) return ownMove(found.a.rec, found.end);
    // (round 97) and right after it: "TNG EWALLET RELOAD X", "TRUEMONEY WALLET TOP UP" (not CASH IN: "BKASH CASH IN FROM X" is money
    // a person sent; not a pot: "To X (Monzo) Pot split" pays a person)
    if (walletTopUpWord(toks[found.end]?.w ?? '', toks[found.end + 1]?.w)) return ownMove(found.a.rec, found.end);
  }
  // A wallet named in another script (카카오페이, ペイペイ, 支付宝) pays shops as often as people: only
  // with a transfer word of that script (송금, 送金, 转账 ...) is it a transfer.
  // (round 76: and "money received", 收款: "轉數快 收款 陳大文")
  if (hasOtherScript(found.a.toks[0]!) && !NATIVE_TRANSFER_RE.test(title) && title.indexOf('收款') < 0) return null;
  const rec = found.a.rec;
  // (round 64: and M-Pesa's PayBill printed in two words, "M-PESA PAY BILL 888880 X")
  for (let k = Math.max(0, found.start - 2); k < Math.min(toks.length, found.end + 2); k++) if (MERCHANT_RAIL.has(toks[k]!.w) || (toks[k]!.w === 'BILL' && (BILL_PAY_NEXT.has(toks[k + 1]?.w ?? '') || toks[k - 1]?.w === 'PAY'))) return null;
  if (merchantCodeOrRailAfter(toks, found.end) || feeOnlyAfter(toks, found.end)) return null;
  // (round 54) "PIX RECEBIDO REMETENTE: X LTDA SALARIO NOV", "INSTAPAY RECEIVED FROM X INC PAYROLL": money received with a
  // payroll word is a salary, whoever the rail names as its sender.
  if (payrollReceived(toks, found.end)) return null;
  // A bank rail that pays businesses as often as people (SPEI) is a transfer to a person only
  // where the statement labels the beneficiary ("SPEI ENVIADO BANAMEX A: JOSE LUIS HERNANDEZ").
  if (LABELLED_ONLY_RAILS.has(rec.key)) {
    const to = transferToPerson(toks, found.start, found.end);
    if (to === 0) return labelledPayee(idx, toks, found.end, rec, country);
    const name = takeName(toks, to);
    const hit = name.words.length >= 2 ? mk(rec, nameText(name), memoAfter(toks, found.end, name.next, to - 1), found.end, country) : null;
    if (hit) hit.labelled = true;
    return hit;
  }
  // (round 86) "SWISH BETALNING 123XXXXXXX X": a Swish number of ten digits opening 123 is a business's (Swish Handel / Företag);
  // people are paid on their mobile numbers.
  // (with a name after it: a bare "SWISH 123XXXXXXX" is read as before, the platform alone)
  if (rec.key === 'curated:swish' && toks.some((t, k) => k >= found.end && SWISH_BUSINESS_NUMBER_RE.test(t.w) && toks.slice(k + 1).some((u) => /^\p{L}{2,}$/u.test(u.w)))) return null;
  // (round 16) "PIX ENVIADO 12.345.678/0001-90 AUTO PECAS SILVA ME": a Brazilian company number (CNPJ) names
  // a business as the payee; a person has a CPF (11 digits, "***.456.789-**").
  if (CNPJ_RE.test(title)) return null;
  // HDFC style: "UPI-NEHA GUPTA-NEHAG@YBL-SBIN0001234-412312345678-MEMO"
  const upiDash = /^UPI-([^-@\/]+)-[^-\s]*@[^-\s]*-/i.exec(title.trim());
  if (upiDash) return mk(rec, upiDash[1]!.trim(), null, found.end, country);
  // (round 14) also after a lead ("TO TRANSFER-UPI/DR/..."), with the bank and memo fields cut off
  // ("UPI/P2P/<ref>/RAHUL VERMA/rahulv@oksbi"); the payee field holds a letter (the reference is digits).
  const upi = /(?:^|(?<=[\s-]))UPI\/(?:DR|CR|P2P|P2A|P2M)?\/?\d*\/([^/]*[^/\d\s][^/]*)(?:\/[^/]*(?:\/([^/]*)\/?(.*))?)?$/i.exec(title.trim());
  if (upi) {
    let name = upi[1]!.trim();
    // ICICI prints the memo first and the payee after its VPA: "UPI/<ref>/Payment from Ph/priya@ybl/PRIYA SHARMA".
    if (/^(?:payment|paid|pay|sent|upi|collect)\b/i.test(name)) {
      const fields = title.trim().split('/');
      const at = fields.findIndex((x) => x.indexOf('@') > 0);
      const after = at > 0 ? fields[at + 1]?.trim() : undefined;
      if (after && /^[A-Za-z][A-Za-z .']{2,}$/.test(after)) name = after;
    }
    // (round 45) "UPI/DR/<ref>/SELF/...": the payee field names the user's own account, no person.
    const head = fold(name).split(' ')[0]!;
    if (head === 'SELF') return ownMove(rec, found.end);
    if (NON_PERSON_HEADS.has(head)) return null;
    return mk(rec, name, (upi[3] ?? '').trim() || null, found.end, country);
  }
  // "Transfer to JOHN CITIZEN PayID": the name sits between "to" and the platform.
  if (found.start >= 3) {
    let k = found.start - 1;
    // (round 86) "To X Y Sent from Revolut", "An X Y gesendet von N26": the app's "sent from" signature; the payee is read after "to".
    const sentFrom = k >= 2 && SENT_FROM_WORDS.has(toks[k]!.w) && SENT_WORDS.has(toks[k - 1]!.w);
    if (sentFrom) k -= 2;
    // (the account number printed after its kind: "CVU 0000003100012345678901"; "via": "an Jonas Weber via Wero")
    // (a masked phone number too: "sent to JOHN KAMAU 0722XXX345 via M-PESA")
    // (round 64: and a dash before the platform, "TRANSFERENCIA ENVIADA A X Y - MERCADO PAGO")
    while (k >= 0 && (ACCOUNT_WORDS.has(toks[k]!.w) || /^\d+$/.test(toks[k]!.w) || /^\d[\dX*]*\d$/.test(toks[k]!.w) || toks[k]!.w === 'VIA' || toks[k]!.w === 'UBER'
      // (round 76) a date between the name and the platform ("TRANSFER FROM X Y ON 06/02 VIA ZELLE")
      || (toks[k]!.w === '/' && /^\d+$/.test(toks[k - 1]?.w ?? '')) || (toks[k]!.w === 'ON' && /^\d/.test(toks[k + 1]?.w ?? '')) || ((toks[k]!.w === '-' || toks[k]!.w === '(') && k === found.start - 1))) k--;
    const before: RawTok[] = [];
    // (round 76: a Cyrillic name too, "Від: Тарас Шевчук (monobank)", "Пополнение от Даулет А. Kaspi Gold")
    while (k >= 0 && /^(?:[A-Z]+|[\u0400-\u04ff]+)$/.test(toks[k]!.w) && !SKIP.has(toks[k]!.w) && !CYRILLIC_FROM.has(toks[k]!.w) && !STOP.has(toks[k]!.w) && before.length < 4) before.unshift(toks[k--]!);
    // (round 24) an honorific before the name ("RECU DE M. GAUTHIER ROLLAND WERO", "TO MR JOHN SMITH PAYID") is no part of it.
    if (before.length >= 3 && before[0]!.w === 'M') before.shift();
    while (k >= 0 && HONORIFICS.has(toks[k]!.w)) k--;
    // (round 86) the sender's phone number between "from" and the name ("Funds received from - 07XXXXXXXX X Y M-PESA")
    if (before.length >= 2) while (k > 0 && (/^\d[\dX*]*$/.test(toks[k]!.w) || toks[k]!.w === '-') && (toks[k - 1]!.w === 'FROM' || toks[k - 1]!.w === '-' || /^\d/.test(toks[k - 1]!.w))) k--;
    // "... A SOFIA GIMENEZ CVU MERCADO PAGO": "to" in Spanish and Portuguese too, after a transfer word.
    const to = k >= 0 && ((sentFrom && TO_WORDS.has(toks[k]!.w)) || toks[k]!.w === 'TO' || toks[k]!.w === 'FROM' || CYRILLIC_FROM.has(toks[k]!.w) || (toks[k]!.w === ':' && k > 0 && CYRILLIC_FROM.has(toks[k - 1]!.w))
      // (round 14) a labelled party field, then the platform: "FAST GONDERIM ALICI: MUSTAFA DEMIR PAPARA"
      || (toks[k]!.w === ':' && k > 0 && (PARTY_LABELS.has(toks[k - 1]!.w) || PAYEE_LABELS.has(toks[k - 1]!.w)
        // (round 24) "A FAVOR DE: X Y BIZUM": Spanish "in favour of" as the label
        || (toks[k - 1]!.w === 'DE' && k > 1 && (toks[k - 2]!.w === 'FAVOR' || toks[k - 2]!.w === 'FAVOUR')))) || toks[k]!.w === 'NAAR' || toks[k]!.w === 'VERS' || toks[k]!.w === 'TILL' || toks[k]!.w === 'TIL' || ((toks[k]!.w === 'A' || toks[k]!.w === 'PARA') && k > 0 && (/^TRANSF/.test(toks[k - 1]!.w) || (k > 1 && /^TRANSF/.test(toks[k - 2]!.w))))
      // ("ECHTZEITUBERWEISUNG AN JONAS WEBER VIA WERO": a transfer word, "to", the payee, the rail)
      || ((toks[k]!.w === 'AN' || toks[k]!.w === 'AAN') && k > 0 && /UBERWEISUNG|OVERBOEKING|ZAHLUNG|BETALING/.test(toks[k - 1]!.w))
      // (round 24) "received from" of French, Spanish and Portuguese ("VIR INST RECU DE X WERO", "RECIBIDO DE X BIZUM")
      || (toks[k]!.w === 'DE' && k > 0 && RECEIVED_WORDS.has(toks[k - 1]!.w)));
    if (to && before.length >= 2) {
      const hit = mk(rec, before.map((t) => t.o).join(' '), null, found.end, country);
      if (hit && sentFrom) hit.labelled = true;
      return hit;
    }
  }
  // (round 14) "PAYPAL (EUROPE) S.A.R.L. ET CIE., S.C.A. AN TOBIAS WEBER": the platform's own company
  // name (ending in a legal form), then "to", then the payee.
  for (let i = found.end; i < Math.min(toks.length - 3, found.end + 8); i++) {
    if (!COMPANY_SUFFIXES.has(toks[i]!.w)) continue;
    let j = i + 1;
    while (j < toks.length && (toks[j]!.w === ',' || COMPANY_SUFFIXES.has(toks[j]!.w))) j++;
    if (j >= toks.length || !PAYEE_TO.has(toks[j]!.w)) continue;
    const name = takeName(toks, j + 1);
    if (name.words.length >= 2 && !name.words.some((t) => APP_WORDS.has(t.w))) {
      const hit = mk(rec, nameText(name), memoAfter(toks, found.end, name.next, j), found.end, country);
      if (hit) hit.labelled = true;
      return hit;
    }
    break;
  }
  // "PAYPAL EUROPE S.A.R.L. ET CIE S.C.A. IHRE ZAHLUNG AN X": the payee follows "payment to".
  for (let i = found.end; i < toks.length - 2; i++) {
    // (also a transfer verb before "to": "Geld gesendet an Jonas Weber")
    // (round 86: and "transfer to" of an app bank, "N26 Transfer an X Y", and a payment noun before "from", "PLATBA OD X Y")
    if ((PAYMENT_NOUNS.has(toks[i]!.w) || TRANSFER_VERBS.has(toks[i]!.w) || toks[i]!.w === 'TRANSFER') && (TO_WORDS.has(toks[i + 1]!.w) || (PAYMENT_FROM_WORDS.has(toks[i + 1]!.w) && PAYMENT_NOUNS.has(toks[i]!.w)))) {
      const name = takeName(toks, i + 2);
      if (name.words.length >= 2 && !name.words.some((t) => APP_WORDS.has(t.w))) {
        const hit = mk(rec, nameText(name), memoAfter(toks, found.end, name.next, i), found.end, country, TRANSFER_NOUNS.has(toks[i]!.w));
        if (hit) hit.labelled = true;
        return hit;
      }
    }
  }
  // A labelled payee ("SPEI ENVIADO BANAMEX A: JOSE LUIS HERNANDEZ", "TO: ..."): the name follows the label.
  const labelled = labelledPayee(idx, toks, found.end, rec, country);
  if (labelled) return labelled;
  // "... Van S. Bakker" / "from Jane Doe" inside a description names the other party.
  for (let i = found.end; i < toks.length - 1; i++) {
    if (toks[i]!.w === 'VAN' || toks[i]!.w === 'FROM' || toks[i]!.w === 'VON') {
      // (round 24) "..., Femke van der Linden": VAN / VON after a given name in the same field, or before an
      // article (DER, DEN, DE, HET, TER), is the surname's particle, not "from": the name starts at the field's start.
      const prev = i > found.end ? toks[i - 1]! : null;
      if (toks[i]!.w !== 'FROM' && prev && isLetterWord(prev.w) && !SKIP.has(prev.w) && !STOP.has(prev.w) && !MEMO_WORDS.has(prev.w)
        && (SURNAME_ARTICLES.has(toks[i + 1]?.w ?? '') || FIRST_NAMES.has(prev.w))) {
        let b = i - 1;
        while (b - 1 >= found.end && FIRST_NAMES.has(toks[b - 1]!.w) && i - b < 2) b--;
        const whole = takeName(toks, b);
        // (a person's name in a later comma field is the party: "Cadeau voor Anna van Tom, Anna Visser")
        if (laterNameField(toks, i)) continue;
        if (whole.words.length >= 3 && whole.next > i + 1 && !whole.words.some((t) => APP_WORDS.has(t.w))) return mk(rec, whole.words.map((t) => t.o).join(' '), memoAfter(toks, found.end, whole.next, b), found.end, country);
        continue;
      }
      // (round 86) a dash and the sender's phone number before the name ("Funds received from - 2547XXXXXXXX X Y")
      let at = i + 1;
      while (at < toks.length - 1 && (toks[at]!.w === '-' || toks[at]!.w === ':' || /^\d[\dX*]*$/.test(toks[at]!.w))) at++;
      const name = takeName(toks, at);
      if (name.words.length >= 2 && !name.words.some((t) => APP_WORDS.has(t.w))) {
        const hit = mk(rec, nameText(name), memoAfter(toks, found.end, name.next, i), found.end, country);
        // (round 54) "GOOGLE PAY RECEIVED FROM X Y", "TRANSFER FROM X Y": "from" right after a transfer word names the payer by syntax.
        if (hit && toks[i]!.w === 'FROM' && i > 0 && (SKIP.has(toks[i - 1]!.w) || i - 1 < found.end)) {
          if (RECEIVED_FROM_WORDS.has(toks[i - 1]!.w)) hit.labelled = true; else hit.toPayee = true;
        }
        // (round 86) "Geld erhalten von X Y", "ONTVANGEN VAN X Y": a received verb before "from" labels the payer too.
        if (hit && i > 0 && TRANSFER_VERBS.has(toks[i - 1]!.w)) hit.labelled = true;
        return hit;
      }
    }
  }
  // "Tikkie ID 000123456789, Etentje zaterdag, Sanne de Vries, NL12INGB0001234567": a payment request
  // prints its description first and the other party's name in a later comma field.
  const named = laterNameField(toks, found.end);
  if (named) return mk(rec, named.map((t) => t.o).join(' '), null, found.end, country);
  let i = found.end;
  // ("MBWAY P/ 91XXXX234 JOAO": P/ is "para", to)
  // (A platform's name printed again, "Перевод клиенту Kaspi Айгуль", "Перевод СБП Тинькофф Иван", is no part of the name.)
  // (round 24) ("PIX ENVIADO CHAVE: 11999998888 ANA X", "TEL: 0701234567 X": the payee's key or phone, labelled, before the name)
  while (i < toks.length && (SKIP.has(toks[i]!.w) || LEAD_ONLY_SKIP.has(toks[i]!.w) || /\d/.test(toks[i]!.w) || (KEY_LABELS.has(toks[i]!.w) && (toks[i + 1]?.w === ':' || toks[i - 1]?.w === 'NR' || /\d|^[*X]+$/.test(toks[i + 1]?.w ?? '') || (toks[i]!.w === 'MOBILE' && (toks[i + 1]?.w === 'ACCOUNT' || toks[i + 1]?.w === 'WALLET'))))
    // (round 76) Indonesian "receive / send funds from / to" (TERIMA DANA DARI X, KIRIM DANA KE X): DANA is "funds" there, not a name
    || (toks[i]!.w === 'DANA' && FUNDS_VERBS.has(toks[i - 1]?.w ?? '') && (toks[i + 1]?.w === 'DARI' || toks[i + 1]?.w === 'KE')) || friendsAndFamilyAt(toks, i)
    // (round 86) a masked reference after the stars ("E-TFR ***wQk X Y"): a code in mixed case opening lowercase, never a name
    || (toks[i - 1]?.w === '*' && /^[a-z]+[A-Z]/.test(toks[i]!.o)) || /^[:*/#;|(-]$/.test(toks[i]!.w) || leadKeyOrAccountAt(toks, i) || (toks[i]!.w === 'P' && toks[i + 1]?.w === '/') || platformWordAt(idx, toks, i, rec) || BANK_WORD_RE.test(toks[i]!.w))) {
    if (toks[i]!.w === 'INDN' || vnFamilyDoAt(toks, i, country)) break;
    i++;
  }
  // (round 33) "PIX CHAVE CNPJ 12.345.678/0001-90 X": a payee paid by a company's tax number is a business.
  if (i > found.end && toks.slice(found.end, i).some((t) => t.w === 'CNPJ')) return null;
  // (round 14) "MOBILEPAY 7-ELEVEN KOBENHAVN": a name opening with a number joined by a hyphen is a shop's.
  if (i > found.end && /^\d+$/.test(toks[i - 1]!.w) && i < toks.length && title.indexOf(toks[i - 1]!.o + '-' + toks[i]!.o) >= 0) return null;
  // (round 24: not after "to": "ZELLE TO TOP NOTCH PAINTING", "SENT MONEY TO VAULT SECURITY LLC" pay a business)
  const afterTo = toks.slice(found.start, i).some((t) => PAYEE_TO.has(t.w));
  if (i < toks.length && !afterTo && ownMoveAt(toks, i)) return ownMove(rec, found.end);
  if (i < toks.length && NON_PERSON_HEADS.has(toks[i]!.w) && !(afterTo && OWN_MOVE_HEADS.has(toks[i]!.w))) return null;
  // (round 45) "PARA CONTA PROPRIA", "A CUENTA PROPIA": an account word before the owner's word is the user's own account.
  if (i + 1 < toks.length && ACCOUNT_WORDS.has(toks[i]!.w) && OWN_ACCOUNT_WORDS.has(toks[i + 1]!.w)) return ownMove(rec, found.end);
  let name = takeName(toks, i);
  // "LYDIA: REMBOURSEMENT A PAUL MARTIN": a memo word before "to" and the payee; the name follows "to".
  if (name.words.length >= 3 && !FIRST_NAMES.has(name.words[0]!.w)) {
    const at = name.words.findIndex((t, k) => k > 0 && k <= 2 && PAYEE_TO.has(t.w));
    // (round 24) only where the words before "to" are a memo or a person follows: "PRET A MANGER LONDON" is a shop's name
    if (at > 0 && name.words.length - at - 1 >= 2 && (name.words.slice(0, at).some((t) => MEMO_WORDS.has(t.w) || SKIP.has(t.w))
      || looksLikePerson(name.words.slice(at + 1).map((t) => t.w).join(' ')))) name = takeName(toks, i + at + 1);
  }
  let nameToks = name.words;
  // (round 86) a legal form as the line's last word, at most two words after the name ("E-TRANSFER TO X Y REMOVAL INC": takeName
  // stops at INC, a transfer word too, or at a memo word before it): a company paid.
  if (nameToks.length >= 1 && legalFormEnds(toks, name.next)) return null;
  // (round 14) "INSTAPAY TRANSFER TO JUAN PAOLO REYES GCASH": a wallet named after a full name is the
  // receiving wallet, no part of the name.
  while (nameToks.length > 2 && isPlatformWord(idx, nameToks[nameToks.length - 1]!.w)) nameToks = nameToks.slice(0, -1);
  let swapped = false;
  // "Nguyen, Linh" -> "Linh Nguyen"
  if (name.commaAt > 0 && name.commaAt < nameToks.length) {
    nameToks = [...nameToks.slice(name.commaAt), ...nameToks.slice(0, name.commaAt)];
    swapped = true;
  }
  // A name ending in a legal form ("VIPPS*GATEKJOKKENET AS") is a business paid over the wallet, not a person.
  if (nameToks.length >= 2 && COMPANY_SUFFIXES.has(nameToks[nameToks.length - 1]!.w) && !FIRST_NAMES.has(nameToks[0]!.w)) return null;
  // A trailing two-letter state/country code is not part of the name ("Tyrone Brooks CA").
  if (!swapped && nameToks.length >= 3 && STATE_COUNTRIES.has(country) && STATE_LIKE.test(nameToks[nameToks.length - 1]!.w)) nameToks = nameToks.slice(0, -1);
  // (round 76: where statements print states; elsewhere it is a cut surname, "PLIN - ENVIO A MILAGROS CH.")
  if (nameToks.length === 2 && STATE_LIKE.test(nameToks[1]!.w) && nameToks[1]!.w.length === 2 && !FIRST_NAMES.has(nameToks[0]!.w) && STATE_COUNTRIES.has(country)) nameToks = nameToks.slice(0, 1);
  const memo = memoAfter(toks, found.end, name.next, -1);
  // (round 102) nothing after the platform names anyone: the payee may open the line before it ("ALEX T via Revolut", "Иван П.
  // Перевод СБП", "이지훈 토스 송금").
  if (nameToks.length === 0 && found.start > 0) {
    const lead = leadingPayee(idx, toks, found.start);
    if (lead) {
      const hit = mk(rec, lead.words.map((t) => t.o).join(' '), null, found.end, country);
      if (hit && hit.recipient) { if (lead.joined) hit.labelled = true; else hit.toPayee = true; return hit; }
    }
  }
  const hit = mk(rec, nameToks.length ? nameToks.map((t) => t.o).join(' ') : null, memo, found.end, country);
  // "PAYCONIQ BY BANCONTACT VERS SARAH MERTENS": a person's full name right after "to" is a labelled payee.
  // (round 24) also a two- or three-word name with a given name of the wider list, or none of a place or trade, after "to"
  // and a transfer or payment word ("PAYCONIQ BY BANCONTACT AAN WOUTER CLAESSENS"): the syntax labels the payee.
  if (hit && i > found.end && PAYEE_TO.has(toks[i - 1]!.w) && nameToks.length >= 2 && FIRST_NAMES.has(nameToks[0]!.w)) hit.labelled = true;
  // (round 76) the line itself says person-to-person ("PAYME P2P UZCARD->HUMO X Y", "CLICK P2P X Y"): a payee by label.
  else if (hit && nameToks.length >= 2 && toks.slice(found.start, i).some((t) => t.w === 'P2P')) hit.labelled = true;
  // (a payee by syntax only: enough to read a card rail's line as a transfer, not to outweigh a known brand, "VIPPS TIL KIWI X")
  else if (hit && i > found.end && PAYEE_TO.has(toks[i - 1]!.w) && nameToks.length >= 2 && (MORE_GIVEN_NAMES.has(nameToks[0]!.w)
    || (nameToks.length <= 3 && (i - 1 === found.end || SKIP.has(toks[i - 2]!.w) || PAYMENT_NOUNS.has(toks[i - 2]!.w)) && nameToks.every((t) => /^[A-Z]{2,}$/.test(t.w))))) hit.toPayee = true;
  // (round 86) "received from" of French, Spanish and Portuguese before the name ("DIGICASH VIREMENT RECU DE X Y"): the payer by label.
  if (hit && nameToks.length >= 2 && i > found.end + 1 && toks[i - 1]!.w === 'DE' && RECEIVED_WORDS.has(toks[i - 2]!.w)) hit.labelled = true;
  // (round 86) the wallet's own words for a payment to a person ("PAYPAL *X Sent money"): a payee by label.
  if (hit && !hit.labelled && hit.recipient && SENT_MONEY_RE.test(title)) hit.labelled = true;
  return hit;
}

/**
 * (round 102) Words between a payee printed first and the platform after it: "via", "über", a dash, and the transfer words of a
 * line that names the person before the rail ("X Y Перевод СБП", "X Y przelew BLIK", "X Y Virement Interac reçu").
 */
const LEADING_PAYEE_JOINERS: ReadonlySet<string> = new Set(['VIA', 'UBER', '-', 'ПЕРЕВОД', 'ПЕРЕКАЗ', 'ЧЕРЕЗ', 'ВХОДЯЩИИ', 'ВХІДНИИ']);
const VIA_JOINERS: ReadonlySet<string> = new Set(['VIA', 'UBER', '-']);
/** (round 102) A Russian / Ukrainian patronymic ("Игоревна", "Викторович"): a person's middle name by its ending. */
const PATRONYMIC_RE = /(?:ОВИЧ|ЕВИЧ|ЬИЧ|ОВНА|ЕВНА|ИЧНА|ІВНА|ЇВНА)$/;
const HANGUL_NAME_RE = /^[\uac00-\ud7af]{2,4}$/;
const HAN_KANA_RE = /^[\u4e00-\u9fff\u30a0-\u30ff]+$/;

/**
 * (round 102) The payee printed at the line's start, before the platform: the whole lead (after the joiners) must be a person's
 * name by its form: a Latin name the first-name lists or an initial tell, a Cyrillic one with an initial or a patronymic (or two
 * words before a transfer word), one Korean name of two to four syllables, a Chinese / Japanese name of two to four characters.
 */
function leadingPayee(idx: P2PIndex, toks: RawTok[], start: number): { words: RawTok[]; joined: boolean } | null {
  let k = start - 1;
  let joined = false;
  // (a one-letter word after a name is its surname's initial, "Никита С. Перевод": not the Russian "from" С)
  const initialAt = (j: number) => toks[j]!.w.length === 1 && /^\p{L}$/u.test(toks[j]!.w) && j > 0 && /^\p{L}{2,}$/u.test(toks[j - 1]!.w) && !SKIP.has(toks[j - 1]!.w);
  while (k >= 0 && !initialAt(k) && (LEADING_PAYEE_JOINERS.has(toks[k]!.w) || SKIP.has(toks[k]!.w) || LEAD_ONLY_SKIP.has(toks[k]!.w))) { joined = true; k--; }
  if (k < 0 || k > 3) return null;
  const words = toks.slice(0, k + 1);
  // (a surname's particle inside the name is no transfer word: "J. de Jong via Tikkie")
  if (words.some((t, j) => !(j === k && initialAt(j)) && !(j > 0 && j < k && NAME_PARTICLES.has(t.w)) && (SKIP.has(t.w) || STOP.has(t.w) || LEAD_ONLY_SKIP.has(t.w) || isPlatformWord(idx, t.w)))) return null;
  const ws = words.map((t) => t.w);
  if (ws.every((w) => /^[A-Z]+$/.test(w))) {
    if (ws.length >= 2 && (personByForm(ws) || looksLikePerson(ws.join(' ')))) return { words, joined };
    // ("Chris Evans - Venmo", "X Y via Revolut": "via" or a dash says the name before it is the party; a payee by syntax only, which a
    // known brand or a trade word still outweighs)
    const via = VIA_JOINERS.has(toks[start - 1]!.w) || VIA_JOINERS.has(toks[start - 2]?.w ?? '');
    return via && ws.length >= 2 && ws.length <= 3 && ws.some((w) => w.length >= 3) ? { words, joined: false } : null;
  }
  if (ws.every((w) => /^[\u0400-\u04ff]+$/.test(w))) {
    if (ws.length < 2 || ws.length > 3 || !words.every((t) => /^[\u0400-\u04ff][\u0430-\u045f\u0491-\u04ff]*$/.test(t.o))) return null;
    const initial = ws[ws.length - 1]!.length === 1 && ws.slice(0, -1).every((w) => w.length >= 2);
    return initial || ws.some((w) => PATRONYMIC_RE.test(w)) || (joined && ws.length === 2) ? { words, joined } : null;
  }
  if (ws.length === 1 && HANGUL_NAME_RE.test(ws[0]!)) return { words, joined };
  const han = ws.join('');
  if (ws.length <= 2 && ws.every((w) => HAN_KANA_RE.test(w)) && han.length >= 2 && han.length <= 5) return { words, joined };
  return null;
}

/** (round 102) An account word beside an own word ("OWN ACCOUNT", "CONTA PROPRIA") before token `end`. */
function ownAccountBefore(toks: RawTok[], end: number): boolean {
  for (let k = 0; k + 1 < end; k++) {
    const a = toks[k]!.w, b = toks[k + 1]!.w;
    if ((OWN_ACCOUNT_WORDS.has(a) && ACCOUNT_WORDS.has(b)) || (ACCOUNT_WORDS.has(a) && OWN_ACCOUNT_WORDS.has(b))) return true;
  }
  return false;
}

/**
 * (round 14) Transfer phrases that only ever open the name field, never sit inside a name: Hungarian
 * "transfer" (UTALAS), Russian transliterated "transfer from" (PEREVOD OT), Vietnamese "receive / send
 * money from / to" (NHAN TIEN TU, CHUYEN TIEN DEN), Swahili "send money to" (TUMA PESA KWA), Czech
 * "payment for" (PLATBA PRO), Turkish "sending" (GONDERIM). Kept apart from SKIP, which also ends a
 * name after two words ("JAN VAN DEN BERG" keeps its DEN).
 */
const LEAD_ONLY_SKIP: ReadonlySet<string> = new Set(['UTALAS', 'ATUTALAS', 'PEREVOD', 'OT', 'NHAN', 'TIEN', 'TU', 'CHUYEN', 'DEN', 'PESA',
  'PLATBA', 'PRO', 'GONDERIM', 'GONDERILEN', 'PREVOD', 'PREVODY',
  // (round 24) Greek "sending" / "transfer" / "remittance" / "from" (IRIS ΑΠΟΣΤΟΛΗ ΣΕ X), Cyrillic "from" (ОТ: "перевод от X"),
  // Indonesian "receive" (TERIMA, DITERIMA: "DANA TERIMA UANG DARI X"), Chinese "to" (給 / 给: "轉帳 給 X").
  'ΑΠΟΣΤΟΛΗ', 'ΜΕΤΑΦΟΡΑ', 'ΕΜΒΑΣΜΑ', 'ΑΠΟ', 'ОТ', 'TERIMA', 'DITERIMA', '給', '给',
  // (round 33) Ukrainian "from" (ВІД: "ПЕРЕКАЗ ВІД X"), Hong Kong FPS's Chinese name (轉數快 / 转数快), Brazil's taxpayer number
  // label (CPF ***.456.789-** X: the payee's masked key before the name).
  'ВІД', '轉數快', '转数快', 'CPF',
  // (round 45) Before the name field only: "from" cut to FR ("DUITNOW FR X"), the ISO purpose code OTHR printed before
  // the payee ("PAYNOW OTHR X"; after a name it is a STOP), the cut "transfer" (TRANSF, XFER: "MBWAY TRANSF P/ ..."),
  // Polish "number" (NR) before a phone label ("NA NR TEL. X"), Chinese "to" (予, 至: "轉賬予 X", "轉賬至 X").
  'FR', 'OTHR', 'TRANSF', 'XFER', 'NR', '予', '至',
  // (round 54) Greek "incoming" / "outgoing" / "payment" (IRIS ΕΙΣΕΡΧΟΜΕΝΗ ΑΠΟ X), Russian and Ukrainian "incoming" / "outgoing"
  // (входящий перевод от X; folded й is И) and "by phone number" (перевод по номеру телефона X), Korean "received" / "sent"
  // after the transfer word (송금받음 X, 송금보냄 X).
  'ΕΙΣΕΡΧΟΜΕΝΗ', 'ΕΙΣΕΡΧΟΜΕΝΟ', 'ΕΞΕΡΧΟΜΕΝΗ', 'ΕΞΕΡΧΟΜΕΝΟ', 'ΠΛΗΡΩΜΗ', 'ВХОДЯЩИИ', 'ВХОДЯЩИЙ', 'ИСХОДЯЩИИ', 'ИСХОДЯЩИЙ',
  'ВХІДНИИ', 'ВХІДНИЙ', 'НОМЕРУ', 'ТЕЛЕФОНА', '받음', '보냄',
  // (round 72) "from" cut to three letters (E-TFR AUTODEPOSIT FRM X), Turkish "with" / "money transfer" / "sending" in its
  // accusative (PAPARA ILE PARA TRANSFERI X, HAVALE / EFT GONDERIMI X).
  'FRM', 'ILE', 'TRANSFERI', 'GONDERIMI', 'HAVALE',
  // (round 76) "transfer" of Finnish (TILISIIRTO), Lithuanian (PERVEDIMAS), Latvian (PARSKAITIJUMS), Estonian (ULEKANNE) and
  // Armenian (ՓՈԽԱՆՑՈՒՄ), the cut "transfer" of Malaysian banks (TRSF), Vietnamese "to" (TOI, tới), Greek "receipt" (ΛΗΨΗ),
  // Hebrew "receipt" / "from" (קבלה מאת), Japanese "send" / "receive" of a wallet's menu (送る, 受け取る, 受取), Korean "receive" /
  // "send" after the transfer word (송금받기, 송금보내기), Chinese "money received" / "from" (收款, 来自), the wallet and its
  // account before the payee ("KHALTI WALLET TRANSFER TO X", "EASYPAISA MOBILE ACCOUNT TRANSFER X"), Colombia's Bre-B key
  // (LLAVE): they open the name field, never a name.
  'TILISIIRTO', 'PERVEDIMAS', 'PARSKAITIJUMS', 'ULEKANNE', 'ՓՈԽԱՆՑՈՒՄ', 'TRSF', 'TOI', 'ΛΗΨΗ', 'קבלה', 'מאת', '送る', '受け取る', '受取',
  '받기', '보내기', '收款', '来自', '來自', 'WALLET', 'EWALLET', 'ACCOUNT', 'LLAVE',
  // (round 76) Uzbekistan's card schemes, the route of a card-to-card transfer printed before the payee ("PAYME P2P UZCARD->HUMO X")
  'UZCARD', 'HUMO',
  // (round 86) Norwegian / Danish "paid" (VIPPS BETALT TIL X), Turkish "sending" (PAPARA PARA GONDERME X), Slovak "for" (PLATBA PRE X)
  'BETALT', 'GONDERME', 'PRE',
  // (round 102) Hebrew "received" / "sent" and "from" printed apart ("PAYBOX התקבל מ- X"), Thai "receive a transfer" (รับโอน)
  'התקבל', 'התקבלה', 'נשלח', 'נשלחה', 'מ', 'รับโอน']);
/**
 * (round 14) What follows a wallet's name where no person is paid: its fees, refunds, top-ups, the
 * user's own bank or account ("ZELLE FEE", "CASH APP TRANSFER TO BANK", "VENMO REFUND FROM X",
 * "PIX ENVIADO MESMA TITULARIDADE": same owner). A name never starts with them.
 */
const NON_PERSON_HEADS: ReadonlySet<string> = new Set(['FEE', 'FEES', 'CHARGE', 'CHARGES', 'REFUND', 'REFUNDS', 'REVERSAL', 'RECHARGE',
  'TOPUP', 'CASHBACK', 'BANK', 'PPD', 'CCD', 'MESMA', 'MESMO', 'PROPIA', 'PROPIO', 'PROPRIA', 'PROPRIO', 'OWN', 'EIGEN', 'EIGENE', 'EIGENES',
  'TITULARIDADE', 'TITULARIDAD',
  // (round 24) the app's own savings pots and vaults ("MONZO POT TRANSFER", "REVOLUT VAULT")
  'POT', 'POTS', 'VAULT', 'VAULTS',
  // (round 40) cash taken out at a mobile-money agent ("MPESA WITHDRAWAL AGENT 123456", "MTN MOMO CASH OUT AGENT X")
  'WITHDRAWAL', 'WITHDRAW', 'AGENT',
  // (round 45) India's payee field for a transfer to the user's own account ("UPI/DR/<ref>/SELF/...")
  'SELF']);
/** (round 45) "own" after an account word ("CONTA PROPRIA", "CUENTA PROPIA", "ACCOUNT SELF"). */
const OWN_ACCOUNT_WORDS: ReadonlySet<string> = new Set(['PROPIA', 'PROPIO', 'PROPRIA', 'PROPRIO', 'OWN', 'EIGEN', 'EIGENE', 'EIGENES', 'SELF']);
/** (round 24) The heads that say the user's own money moved (into the wallet, a pot, a vault). */
// (round 54: and "transfer between own accounts" of Spanish and German, TRASPASO / UMBUCHUNG, and Polish "own" WLASNY / WLASNA.)
const OWN_MOVE_HEADS: ReadonlySet<string> = new Set(['ADD', 'TOP', 'TOPUP', 'POT', 'POTS', 'VAULT', 'VAULTS', 'TRASPASO', 'TRASPASSO', 'UMBUCHUNG', 'WLASNY', 'WLASNA', 'WLASNE']);
/** (round 97) One word for a wallet's top-up, printed right before or after the wallet's name. */
const TOP_UP_WORDS: ReadonlySet<string> = new Set(['TOPUP', 'RELOAD', 'ISI', 'ISIULANG', 'RECARGA', 'NAP']);
/** (round 96) A wallet's own pots and vaults, named right after the wallet ("MONZO POT <the name the user gave it>"). */
const WALLET_POT_WORDS: ReadonlySet<string> = new Set(['POT', 'POTS', 'VAULT', 'VAULTS']);
/** (round 97) A wallet's top-up in one word or in two ("RELOAD", "TOP UP"). `w`: the word; `next`: the word after it. */
function walletTopUpWord(w: string, next: string | undefined): boolean {
  return TOP_UP_WORDS.has(w) || (w === 'TOP' && next === 'UP');
}
/**
 * (round 96) Right after a wallet's name that opens the title, a word of the user's own money moved inside the app: a pot or
 * vault, a top-up ("MONZO POT X", "TNG EWALLET RELOAD X", "REVOLUT TOP UP BY CARD"). `w`: that word; `next`: the word after it.
 */
export function walletOwnMoveWord(w: string, next: string | undefined): boolean {
  return WALLET_POT_WORDS.has(w) || walletTopUpWord(w, next);
}
/** ADD only before what is added (ADD CASH / MONEY / FUNDS), TOP only in TOP-UP. */
function ownMoveAt(toks: RawTok[], i: number): boolean {
  const w = toks[i]!.w;
  if (w === 'ADD') return ['CASH', 'MONEY', 'FUNDS'].includes(toks[i + 1]?.w ?? '');
  if (w === 'TOP') return toks[i + 1]?.w === 'UP';
  // (round 45) "VENMO CASHOUT": the wallet's balance paid out to the user's bank (not an agent's cash-out, "CASHOUT AGENT").
  if (w === 'CASHOUT') return toks[i + 1]?.w !== 'AGENT';
  return OWN_MOVE_HEADS.has(w);
}
/** (round 45) PayPal's payment kind printed before the payee ("PAYPAL INST XFER FRIENDS AND FAMILY X"): after the payee it is a STOP. */
function friendsAndFamilyAt(toks: RawTok[], i: number): boolean {
  const w = toks[i]!.w;
  if (w === 'FRIENDS') return toks[i + 1]?.w === 'AND' && toks[i + 2]?.w === 'FAMILY';
  if (w === 'AND') return toks[i - 1]?.w === 'FRIENDS' && toks[i + 1]?.w === 'FAMILY';
  return w === 'FAMILY' && toks[i - 1]?.w === 'AND' && toks[i - 2]?.w === 'FRIENDS';
}
/** The ACH entry descriptions (DES:) of a wallet moving its user's balance to the bank. */
const ACH_OWN_KINDS: ReadonlySet<string> = new Set(['TRANSFER', 'CASHOUT', 'CASH']);
const ownMove = (rec: P2PPlatformRecord, aliasEnd: number): P2PHit => ({ rec, recipient: null, recipientRaw: null, memo: null, confidence: 85, aliasEnd, labelled: false, own: true });

// (round 76) Russian and Ukrainian "from" before a sender named ahead of the platform.
const CYRILLIC_FROM: ReadonlySet<string> = new Set(['ОТ', 'ВІД']);
const FUNDS_VERBS: ReadonlySet<string> = new Set(['TERIMA', 'DITERIMA', 'KIRIM', 'TRANSFER']);
const LABELLED_ONLY_RAILS: ReadonlySet<string> = new Set(['curated:spei']);
/** (round 40) Vietnamese DO (Đỗ) is a family name after "to" / "from" (CHUYEN TIEN DEN DO MINH KHOA), not the Polish "to". */
const VN_TO_WORDS: ReadonlySet<string> = new Set(['DEN', 'CHO', 'TU', 'TIEN', 'KHOAN']);
function vnFamilyDoAt(toks: RawTok[], i: number, country: string): boolean {
  return country === 'VN' && toks[i]!.w === 'DO' && i > 0 && VN_TO_WORDS.has(toks[i - 1]!.w) && /^[A-Z]+$/.test(toks[i + 1]?.w ?? '');
}

// (round 54) Salary words of many languages, and the words that say the money came in.
const PAYROLL_WORDS: ReadonlySet<string> = new Set(['PAYROLL', 'SALARY', 'SALARIES', 'WAGES', 'SALARIO', 'SALARIOS', 'NOMINA', 'SUELDO', 'GEHALT', 'LOHN',
  'SALAIRE', 'STIPENDIO', 'WYNAGRODZENIE', 'GAJI', 'SALARIS', 'PALKKA', 'MZDA']);
const INCOMING_WORDS: ReadonlySet<string> = new Set([...RECEIVED_WORDS, 'FROM', 'RECEIVED',
  'REMETENTE', 'REMITENTE', 'ORDENANTE', 'AUFTRAGGEBER', 'SENDER', 'PAYER', 'NADAWCA', 'VON', 'VAN', 'DARI']);
function payrollReceived(toks: RawTok[], from: number): boolean {
  let pay = false, incoming = false;
  for (let k = Math.max(0, from - 2); k < toks.length; k++) { const w = toks[k]!.w; if (PAYROLL_WORDS.has(w)) pay = true; else if (INCOMING_WORDS.has(w)) incoming = true; }
  return pay && incoming;
}

/** (round 86) The last letter word from `from` on is a legal form, with at most one word before it. */
function legalFormEnds(toks: RawTok[], from: number): boolean {
  let n = 0;
  for (let k = from; k < toks.length; k++) if (/^\p{L}{2,}$/u.test(toks[k]!.w) && ++n > 2) return false;
  for (let k = toks.length - 1; k >= from; k--) if (/^\p{L}{2,}$/u.test(toks[k]!.w)) return COMPANY_SUFFIXES.has(toks[k]!.w);
  return false;
}
const SWISH_BUSINESS_NUMBER_RE = /^123\d{7}$/;
const CNPJ_RE = /(?:^|[^\d.\/-])\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}(?![\d])/;

/** The payee after its label and a colon ("A: JOSE LUIS HERNANDEZ", "BENEF: MARIA LOPEZ"). */
function labelledPayee(idx: P2PIndex, toks: RawTok[], from: number, rec: P2PPlatformRecord, country: string): P2PHit | null {
  // (round 86) the verb printed after the rail ("TRANSFERENCIA SPEI RECIBIDA DE: X Y")
  if (RECEIVED_WORDS.has(toks[from]?.w ?? '') && toks[from + 1]?.w === 'DE') from++;
  // (round 45) "SPEI RECIBIDO DE: X Y", "SPEI RECIBIDO DE X Y": "received from" labels the sender as plainly as ORDENANTE: does.
  if (from > 0 && RECEIVED_WORDS.has(toks[from - 1]!.w) && toks[from]?.w === 'DE') {
    const name = takeName(toks, from + (toks[from + 1]?.w === ':' ? 2 : 1));
    if (name.words.length >= 2 && !name.words.some((t) => APP_WORDS.has(t.w))) {
      const hit = mk(rec, nameText(name), memoAfter(toks, from, name.next, from), from, country);
      if (hit) hit.labelled = true;
      return hit;
    }
  }
  for (let i = from; i < toks.length - 2; i++) {
    const at = labelEnd(toks, i);
    if (at > 0) {
      const name = takeName(toks, at);
      // (round 86) a platform or bank app named after the labelled name ("ПОЛУЧАТЕЛЬ: X Y Z. Тинькофф") is no part of it
      while (name.words.length > 2 && name.commaAt < 0 && isPlatformWord(idx, name.words[name.words.length - 1]!.w)) name.words.pop();
      if (name.words.length >= 2) {
        const hit = mk(rec, nameText(name), memoAfter(toks, from, name.next, i), from, country);
        // (round 24) the field's label says who the party is: a payee even with a given name the lists lack
        if (hit && !name.words.some((t) => APP_WORDS.has(t.w))) hit.labelled = true;
        return hit;
      }
    }
  }
  return null;
}

/**
 * Where the name starts after a payee label at token i, or 0: "BEN: X", "/NAME/ X /REF/" (the SWIFT-style field of
 * a slash-separated layout), (round 64) "A FAVOR DE X" / "EN FAVOR DE: X" (Spanish "in favour of", a label without colon).
 */
function labelEnd(toks: RawTok[], i: number): number {
  const w = toks[i]!.w;
  if ((PAYEE_LABELS.has(w) || PARTY_LABELS.has(w)) && toks[i + 1]!.w === ':') return i + 2;
  if (PARTY_LABELS.has(w) && i > 0 && toks[i - 1]!.w === '/' && toks[i + 1]!.w === '/') return i + 2;
  if ((w === 'FAVOR' || w === 'FAVOUR') && i > 0 && (toks[i - 1]!.w === 'A' || toks[i - 1]!.w === 'EN') && toks[i + 1]!.w === 'DE') return toks[i + 2]?.w === ':' ? i + 3 : i + 2;
  return 0;
}

/**
 * (round 64) "TRANSFERENCIA SPEI A MARIANA ZUBIETA", "TRANSF SPEI PARA HUGO ARELLANO": on a rail that pays businesses as
 * often as people, "to" right after the rail and a transfer word labels the payee when a given name opens it.
 */
function transferToPerson(toks: RawTok[], start: number, from: number): number {
  if (toks[from]?.w !== 'A' && toks[from]?.w !== 'PARA') return 0;
  const sent = (k: number) => k >= 0 && (/^TRANSF/.test(toks[k]!.w) || toks[k]!.w === 'ENVIADO' || toks[k]!.w === 'ENVIO');
  if (!sent(start - 1) && !sent(from - 1)) return 0;
  // (round 81) a given name of the wider list too ("SPEI ENVIADO A ALEJANDRA HERNANDEZ"): the rail, a transfer word and "to"
  // already say a payee follows.
  const first = toks[from + 1]?.w ?? '';
  return FIRST_NAMES.has(first) || MORE_GIVEN_NAMES.has(first) ? from + 1 : 0;
}

/**
 * A platform's whole one-word alias at token i: the found platform printed again ("Перевод клиенту
 * Kaspi Айгуль"), or a platform named in another script ("Перевод СБП Тинькофф Иван"). Not a Latin
 * name of another platform: people are called Maya, Dana, Lydia, Iris.
 */
function platformWordAt(idx: P2PIndex, toks: RawTok[], i: number, rec: P2PPlatformRecord): boolean {
  const w = toks[i]!.w;
  const list = idx.byFirst.get(w);
  if (!list || FIRST_NAMES.has(w)) return false;
  return list.some((a) => a.toks.length === 1 && (a.rec === rec || hasOtherScript(w)));
}

/** A one-word alias of any platform, not a first name ("GCASH", "PAYME", "PAPARA"). */
function isPlatformWord(idx: P2PIndex, w: string): boolean {
  const list = idx.byFirst.get(w);
  return !!list && !FIRST_NAMES.has(w) && list.some((a) => a.toks.length === 1);
}

/** The last comma field after the first that is a person's full name (2-4 words, a first name first). */
function laterNameField(toks: RawTok[], from: number): RawTok[] | null {
  const fields: RawTok[][] = [[]];
  for (let i = from; i < toks.length; i++) {
    if (toks[i]!.w === ',') { if (fields[fields.length - 1]!.length) fields.push([]); } else fields[fields.length - 1]!.push(toks[i]!);
  }
  for (let f = fields.length - 1; f >= 1; f--) {
    const fw = fields[f]!;
    // (round 24) "TRANSFER TO REYES, ANA MARIE": one surname after "to", then the given names, is the "SURNAME, GIVEN"
    // form of one name (takeName turns it round), not a description then a name.
    const pf = fields[f - 1]!;
    if (f === 1 && pf.length >= 2 && PAYEE_TO.has(pf[pf.length - 2]!.w) && isLetterWord(pf[pf.length - 1]!.w) && !FIRST_NAMES.has(pf[pf.length - 1]!.w)) return null;
    if (fw.length < 2 || fw.length > 4 || !fw.every((t) => isLetterWord(t.w) && !STOP.has(t.w))) continue;
    if (FIRST_NAMES.has(fw[0]!.w) && !namesABusiness(fw.map((t) => t.w).join(' '))) return fw;
  }
  return null;
}

// (round 33) The kind of key a Pix payee is paid by, after CHAVE without a colon ("PIX CHAVE CELULAR X"); CNPJ (a company's
// tax number) is read by the caller as a business paid.
const PIX_KEY_TYPES: ReadonlySet<string> = new Set(['CELULAR', 'TELEFONE', 'CPF', 'CNPJ', 'EMAIL', 'E-MAIL', 'ALEATORIA', 'EVP']);
// (round 33) Banks printed before the payee's masked account on instant-payment rails ("INSTAPAY TRANSFER TO BPI XXXX1234 X").
const LEAD_BANKS: ReadonlySet<string> = new Set(['BPI', 'BDO', 'METROBANK', 'UNIONBANK', 'RCBC', 'PNB', 'LANDBANK', 'CHINABANK', 'EASTWEST', 'PSBANK', 'AUB']);
/** (round 33) At i, before the name: a Pix key's label and kind (CHAVE CELULAR), a masked key or account ("***.456.789-**",
 * "XXXX1234"), a bank before such an account, or the Vietnamese "to" after "send money" (CHUYEN TIEN CHO X). */
function leadKeyOrAccountAt(toks: RawTok[], i: number): boolean {
  const w = toks[i]!.w;
  if (w === 'CHAVE' && PIX_KEY_TYPES.has(toks[i + 1]?.w ?? '')) return true;
  if (PIX_KEY_TYPES.has(w) && toks[i - 1]?.w === 'CHAVE') return true;
  if (/^[*.X]*\*[*.X]*$/.test(w)) return true;
  // (round 40) a masked run of a phone number printed in groups ("08X-XXX-4417", "07XX XXX 123"): digits beside it
  if (/^X{2,}$/.test(w) && (/\d/.test(toks[i - 1]?.w ?? '') || /\d/.test(toks[i + 1]?.w ?? ''))) return true;
  if ((LEAD_BANKS.has(w) || PAYEE_BANKS.has(w)) && /^X{2,}\d+$|^\d+X{2,}/.test(toks[i + 1]?.w ?? '')) return true;
  if (/^X{3,}\d*$/.test(w) && i > 0 && (LEAD_BANKS.has(toks[i - 1]!.w) || PAYEE_BANKS.has(toks[i - 1]!.w))) return true;
  return w === 'CHO' && (toks[i - 1]?.w === 'TIEN' || toks[i - 1]?.w === 'KHOAN');
}

// Articles of Dutch and German surnames after VAN / VON ("van der Linden", "van den Berg", "von der Heide").
const SURNAME_ARTICLES: ReadonlySet<string> = new Set(['DER', 'DEN', 'DE', 'HET', 'T', 'TER', 'TEN', 'DEM']);
// (round 24) Banks printed after the other party's name on instant-payment rails ("ORDENANTE: X Y BANORTE",
// "PIX RECEBIDO X Y NUBANK"): brand names of banks of those rails that are no surname.
const PAYEE_BANKS: ReadonlySet<string> = new Set(['BANORTE', 'BANAMEX', 'BBVA', 'HSBC', 'SCOTIABANK', 'INBURSA', 'BANCOPPEL', 'BANREGIO', 'BANBAJIO',
  'AFIRME', 'NUBANK', 'ITAU', 'BRADESCO', 'BANRISUL', 'SICOOB', 'SICREDI', 'BANCOLOMBIA', 'DAVIVIENDA', 'INTERBANK', 'BANCOESTADO', 'BANAGRICOLA',
  'MERCANTIL', 'BANESCO']);
// Labels of the key a payee is paid by: a Pix key (CHAVE), a phone number of many languages.
const KEY_LABELS: ReadonlySet<string> = new Set(['CHAVE', 'KEY', 'ALIAS', 'TEL', 'TELEFONE', 'TELEFONO', 'TELEFON', 'PHONE', 'MOBILE', 'CELULAR', 'CEL', 'MOVIL', 'HANDY', 'MOBIL', 'NUMER', 'NUMERO',
  // (round 94) the Colombian id card (cedula de ciudadania) label before its number ("... RESTREPO CC 1020..."); only before digits
  'CC']);
// (round 54) Titles printed before a name, more of them than one ("SR. D. ANTONIO ...", "HR. DIPL.-ING. MARKUS ...", "Dña. Pilar ...",
// "MDM SITI AMINAH", "ENCIK AHMAD FAUZI"): academic and professional titles, the Spanish Don / Doña after Sr / Sra, Malay and
// Singaporean forms of address; Polish PAN / PANI only in Poland (Pan is a Chinese surname); SHRI / SHREE only before a given
// name ("SHRI SAI TRADERS" is a shop). Two name words always remain.
const NAME_TITLES: ReadonlySet<string> = new Set(['DR', 'DRA', 'PROF', 'HR', 'DIPL', 'MAG', 'MGR', 'DNA', 'DONA', 'MDM', 'MADAM', 'ENCIK', 'CIK', 'PUAN', 'TUAN']);
const DON_AFTER: ReadonlySet<string> = new Set(['SR', 'SRA', 'SRTA', 'SENOR', 'SENORA']);
const PL_TITLES: ReadonlySet<string> = new Set(['PAN', 'PANI']);
const GIVEN_NAME_TITLES: ReadonlySet<string> = new Set(['SHRI', 'SHREE', 'SMT']);
function dropTitles(raw: string, country: string): string {
  const ws = raw.split(' ');
  let k = 0;
  while (ws.length - k > 2) {
    const w = ws[k]!;
    if (NAME_TITLES.has(w) || NAME_HONORIFICS.has(w) || (country === 'PL' && PL_TITLES.has(w))
      || (w === 'D' && k > 0 && DON_AFTER.has(ws[k - 1]!)) || (w === 'ING' && k > 0 && ws[k - 1] === 'DIPL')
      || (GIVEN_NAME_TITLES.has(w) && FIRST_NAMES.has(ws[k + 1]!))) k++;
    else break;
  }
  return k ? ws.slice(k).join(' ') : raw;
}
// (round 24) Honorifics printed inside a rail's name field ("UPI/.../Mr RAVI SHANKAR P/..."), India's SMT / KUM too.
// (not SHRI / SHREE: they open shops' names too, "SHRI SAI TRADERS")
const NAME_HONORIFICS: ReadonlySet<string> = new Set([...HONORIFIC_WORDS, 'SMT', 'KUM', 'KUMARI']);
const KINSHIP_LINKS: ReadonlySet<string> = new Set(['S/O', 'D/O', 'W/O', 'A/L', 'A/P']);
// (round 40) Particles inside a name (Iberian DE / DEL / LA / DOS, Dutch and German VAN / DER / VON / ZU, Malay BIN /
// BINTI, Arabic AL): a long name with several of them still holds at most five other words.
export const NAME_PARTICLES: ReadonlySet<string> = new Set(['DE', 'DEL', 'DELA', 'DA', 'DAS', 'DOS', 'DI', 'LA', 'LAS', 'LOS', 'Y',
  'VAN', 'VON', 'DER', 'DEN', 'TER', 'TEN', 'ZU', 'BIN', 'BINTI', 'BINT', 'AL', 'EL']);

// (round 54) Bank and key words printed after a payee's name (Portuguese "banco" / BCO, Pix CHAVE, phone labels).
const NAME_TAIL_LABELS: ReadonlySet<string> = new Set(['BCO', 'BANCO', 'CHAVE', 'CEL', 'CELULAR', 'TEL', 'TELEFONE', 'TELEFONO', 'INSTITUICAO']);

/** (round 54) The name's printed words, "SURNAME, GIVEN" turned round ("ORDENANTE: VILLARREAL TREVINO, ADRIAN" -> "ADRIAN VILLARREAL TREVINO"). */
function nameText(name: { words: RawTok[]; commaAt: number }): string {
  const ws = name.commaAt > 0 && name.commaAt < name.words.length ? [...name.words.slice(name.commaAt), ...name.words.slice(0, name.commaAt)] : name.words;
  return ws.map((t) => t.o).join(' ');
}

/** (round 102) A label of two or three words opening at token i: a capitalised word, one or two lowercase words, a colon. */
function nextLabelAt(toks: RawTok[], i: number): boolean {
  if (!/^\p{Lu}\p{Ll}/u.test(toks[i]!.o)) return false;
  for (let k = i + 1; k <= i + 2 && k < toks.length; k++) {
    if (!/^\p{Ll}+$/u.test(toks[k]!.o)) return false;
    if (toks[k + 1]?.w === ':') return true;
  }
  return false;
}

function takeName(toks: RawTok[], i: number): { words: RawTok[]; next: number; commaAt: number } {
  const out: RawTok[] = [];
  let commaAt = -1;
  // (round 40) the particles of a long Iberian or Dutch name ("MARIA DEL CARMEN RUIZ DE LA TORRE") are not counted
  for (let words = 0; i < toks.length && words < 5; i++) {
    const t = toks[i]!;
    if (t.w === ',' && out.length > 0 && commaAt < 0) {
      // a comma right after the first word(s) then another name word: "Nguyen, Linh"
      const nx = toks[i + 1];
      // (round 54: a surname with particles counts once, "VAN DER MERWE, PIETER", "FERREIRA DA COSTA, BRUNO"; a memo word after
      // the comma is no given name, "JOHN SMITH, DINNER")
      if (nx && /^[A-Z]+$/.test(nx.w) && !STOP.has(nx.w) && !MEMO_WORDS.has(nx.w) && words <= 2) { commaAt = out.length; continue; }
      break;
    }
    // "PIX TRANSF JOAO SILV12/11": a name cut by the field width with the date glued to it.
    const cut = out.length > 0 ? /^([A-Z]{2,})\d{1,2}$/.exec(t.w) : null;
    if (cut && toks[i + 1]?.w === '/') { out.push({ w: cut[1]!, o: t.o.slice(0, cut[1]!.length) }); i++; break; }
    // (round 24) "RAJESH S/O MUTHU", "DEVI D/O RAMAN", "KUMAR A/L SUBRAMANIAM": the Malaysian and Singaporean
    // "son of" / "daughter of" between a given name and the father's name is part of the name.
    if (out.length > 0 && toks[i + 1]?.w === '/' && KINSHIP_LINKS.has(t.w + '/' + (toks[i + 2]?.w ?? '')) && toks[i + 3] && /^[A-Z]{2,}$/.test(toks[i + 3]!.w)) {
      out.push({ w: t.w + toks[i + 2]!.w, o: t.o + '/' + toks[i + 2]!.o });
      words++;
      i += 2;
      continue;
    }
    if (!isLetterWord(t.w) || STOP.has(t.w)) break;
    // (round 54) after a full name, the receiving bank or the payee's key printed unlabelled ("... ALBUQUERQUE BCO ITAU",
    // "... PEREIRA CHAVE CEL (11)9...") ends it.
    if (out.length >= 2 && NAME_TAIL_LABELS.has(t.w)) break;
    // (round 86) and a phone label before its number ("... EBERSBACH HANDY 0176 ...", "... SMITH MOBILE 0412 ...")
    if (out.length >= 2 && KEY_LABELS.has(t.w) && /^\d/.test(toks[i + 1]?.w ?? '')) break;
    // A word followed by a colon labels the next field ("... COSTA Instituicao: NU", "Recipient: Tyler"):
    // it ends a name, and a name never starts with it.
    if (toks[i + 1]?.w === ':') { if (out.length > 0) break; i++; continue; }
    // (round 102) in a mixed-case line, a capitalised word then lowercase words then a colon is the next field's label after the name
    // ("... Tomáš Novák Zpráva pro příjemce: X", "... Мария Т. Банк получателя: Y")
    if (out.length >= 2 && nextLabelAt(toks, i)) break;
    // After a full name, a transfer word ("... FREITAS WEB ID", "... O'BRIEN OSKO PAYMENT"), a memo word, a currency or (round 64) an account word ("... VILLALPANDO CUENTA 0021...") ends it.
    // (round 72) after a full name, a short "to" / "on" word opening a transfer phrase ("... NOWAK NA TELEFON 486...", "... OD X Y DO
    // KONTA") ends it: a name word is never followed by such a phrase.
    if (out.length >= 2 && SKIP.has(t.w) && !NAME_PARTICLES.has(t.w) && (toks[i + 1]?.w.length ?? 0) >= 3 && SKIP.has(toks[i + 1]!.w)) break;
    if (out.length >= 2 && t.w.length >= 3 && (SKIP.has(t.w) || TRAILING_RAIL_WORDS.has(t.w) || MEMO_WORDS.has(t.w) || CURRENCIES.has(t.w) || ACCOUNT_WORDS.has(t.w) || PAYEE_BANKS.has(t.w) || LEAD_BANKS.has(t.w))) break;
    if (toks[i + 1]?.w === '/' && out.length === 0) { i++; continue; } // "P/ JOANA": an abbreviation, not a name
    // In mixed-case titles a lowercase word after the name is the memo ("Jack Taylor dinner").
    if (out.length >= 2 && /^[a-z]/.test(t.o) && out.every((x) => /^[A-Z]/.test(x.o))) break;
    out.push(t);
    if (out.length === 1 || !NAME_PARTICLES.has(t.w)) words++;
  }
  return { words: out, next: i, commaAt };
}

function memoAfter(toks: RawTok[], from: number, nameEnd: number, cut: number): string | null {
  for (let i = from; i < toks.length; i++) {
    if (MEMO_LABELS.has(toks[i]!.w)) {
      const rest = toks.slice(i + 1).filter((t) => /^[A-Z]+$/.test(t.w) || t.w === ',').map((t) => t.o).join(' ').replace(/\s+,/g, ',').replace(/^[,\s]+|[,\s]+$/g, '');
      return rest ? rest : null;
    }
  }
  const end = cut >= 0 ? cut : toks.length;
  const rest = toks.slice(nameEnd, end).filter((t) => /^[A-Z]{2,}$/.test(t.w) && !STOP.has(t.w) && !SKIP.has(t.w)).map((t) => t.o);
  // A trailing state code after a phone number is not a memo.
  if (rest.length === 1 && rest[0]!.length === 2) return null;
  return rest.length ? rest.join(' ') : null;
}

/**
 * A recipient printed with a trade word or a legal form ("SATISPAY GELATERIA LA ROMANA", "UPI-KRISHNA
 * MEDICAL STORE", "BLIK APTEKA ... SP Z O O") is a shop paid over the wallet or instant rail, not a person.
 */
export function namesABusiness(raw: string, country?: string): boolean {
  const ws = raw.split(' ');
  // (round 89) "ZELLE PAYMENT TO MARY BUTCHER": a given name, then a trade's agent noun that is a family name too (the shape
  // personPayeeBefore reads in enrich.ts since round 52) is a person, not the trade.
  const surname = ws.length >= 2 && ws.length <= 3 && FIRST_NAMES.has(ws[0]!) && /^[A-Z]{3,}ER$/.test(ws[ws.length - 1]!) ? ws.length - 1 : -1;
  // (A Thai name opening with ร้าน, "shop", is a shop: "โอนเงินพร้อมเพย์ ร้านก๋วยเตี๋ยวเรือ"; (round 62) and a Lao one with ຮ້ານ.)
  return ws.some((w, i) => (!FIRST_NAMES.has(w) && i !== surname && !!businessTarget(w)) || (ORGANISATION_WORDS.has(w) && !(w === 'ONG' && !!country && ONG_SURNAME_COUNTRIES.has(country))) || SHOP_WORDS.has(w) || w.startsWith('ร้าน') || w.startsWith('ຮ້ານ')
    // (round 36) a place of business no person is named after ("ESEWA PAYMENT X MOMO CENTER", "GCASH PAYMENT TO
    // X VULCANIZING"), and a Nordic shop compound ("VIPPS*GARDSBUTIKKEN X", "SWISH GARDSBUTIKEN X")
    || (i >= (w === 'VULCANIZING' ? 1 : 2) && BUSINESS_HEAD_WORDS.has(w)) || (w.length >= 9 && (NORDIC_SHOP_END_RE.test(w) || ORGANISATION_END_RE.test(w))) || CLUB_END_RE.test(w)
    // (a trade word printed in two: "IMTIAZ SUPER MARKET", "CITY BOOK STORE")
    || (i > 0 && w.length >= 3 && ws[i - 1]!.length >= 3 && !!WORD_TARGETS[ws[i - 1]! + w]))
    || (ws.length > 1 && COMPANY_SUFFIXES.has(ws[ws.length - 1]!))
    // (round 24) a Vietnamese name opening with a dish or an eatery word ("MOMO*COM TAM X", "PHO X", "QUAN AN X"):
    // Vietnamese names open with a family name (NGUYEN, TRAN, LE ...), never with these.
    // (QUAN, "eatery", is a name too: only before AN / NHAU or a dish)
    // (round 97: and romanised Thai and Malay / Indonesian shop heads, SHOP_HEADS_BY_COUNTRY: RAN (ร้าน, "shop": "TRUEMONEY WALLET*RAN
    // KAFAE X"), RM (rumah makan, "eatery": "LINKAJA*RM PADANG X"); no person's name opens with them there)
    || (ws.length > 1 && SHOP_HEADS_BY_COUNTRY.get(ws[0]!)?.has(country ?? '') === true)
    || (country === 'VN' && ws.length > 1 && ws[0] === 'QUAN' && (ws[1] === 'AN' || ws[1] === 'NHAU' || VN_SHOP_HEADS.has(ws[1]!)))
    // (round 97) a shop compound ending in MART ("99 SPEEDMART", "KK SUPERMART", "MINIMART"), never a person's name
    || ws.some((w) => w.length >= 7 && w.endsWith('MART'))
    // (round 24) a French or Spanish legal form printed before the name ("RECU DE SARL BATIPRO WERO")
    || (ws.length > 1 && LEADING_LEGAL_FORMS.has(ws[0]!))
    // (round 76) a card or loan repaid over the rail ("ZELLE PAYMENT TO CHASE CREDIT CRD AUTOPAY"): no person
    || ws.some((w) => BILL_AUTOPAY_WORDS.has(w));
}
const BILL_AUTOPAY_WORDS: ReadonlySet<string> = new Set(['AUTOPAY', 'AUTOPYMT', 'AUTOPMT', 'CARDMEMBER']);
// (round 36) no person's name: a tyre shop (PH "vulcanizing") after a word, a centre after two ("ROSALIE
// CENTER" may be a person; "GURUNG COPY CENTRE" is a shop)
const BUSINESS_HEAD_WORDS: ReadonlySet<string> = new Set(['CENTER', 'CENTRE', 'VULCANIZING']);
const NORDIC_SHOP_END_RE = /(?:BUTIKK|BUTIKKEN|BUTIKEN|BUTIK)$/;
const VN_SHOP_HEADS: ReadonlySet<string> = new Set(['COM', 'PHO', 'BUN', 'BANH', 'TIEM', 'CAFE', 'LAU']);
/** Words that open a shop's name, never a person's, in the countries named. */
const SHOP_HEADS_BY_COUNTRY: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ...[...VN_SHOP_HEADS].map((w): [string, ReadonlySet<string>] => [w, new Set(['VN'])]), ['RAN', new Set(['TH'])], ['RM', new Set(['ID', 'MY'])]]);
const LEADING_LEGAL_FORMS: ReadonlySet<string> = new Set(['SARL', 'EURL', 'SAS', 'SASU', 'SCI', 'SNC', 'SELARL']);
// "Shop" and "farm" in the languages of wallet markets ("DANA*TOKO KELONTONG X", "GRABPAY*KEDAI X", "PIX LOJA X",
// "TWINT *BIOHOF X"): a shop of any trade, so no trade word (and no category) of its own, but never a person.
// (Kept out of the trade words of category-rules.ts: those are tagger features, and a new one retrains it.)
export const SHOP_WORDS: ReadonlySet<string> = new Set(['SHOP', 'STORE', 'TOKO', 'KEDAI', 'KELONTONG', 'TIENDA', 'LOJA', 'NEGOZIO', 'MAGASIN', 'BUTIK', 'LADEN', 'SKLEP',
  'DUKAN', 'DUKANI', 'CUAHANG', 'BIOHOF', 'BAUERNHOF', 'OBSTHOF',
  // (round 62) plural and market forms, and shop in Nepali (pasal) and Uzbek (do'kon). (Russian MAGAZIN was tried: "KASPI
  // MAGAZIN" is a purchase in Kaspi's own shop, read as a processor then; Swahili DUKA cut "DUKA LA DAWA X" to "Duka".)
  'STORES', 'SHOPS', 'MARKET', 'MART', 'MINIMART', 'PASAL', 'DOKON', 'DOKONI']);
// (round 24) Where ONG is a common surname (Hokkien / Teochew Wang, Vietnamese Ông), not the Romance "NGO": "PAYNOW FROM ONG KAH WEE".
const ONG_SURNAME_COUNTRIES: ReadonlySet<string> = new Set(['SG', 'MY', 'BN', 'ID', 'PH', 'HK', 'TW', 'VN', 'TH']);
// Associations and clubs paid over a wallet ("BIZUM A ASOCIACION PROTECTORA ..."): no person.
const ORGANISATION_WORDS = new Set([
  'ASOCIACION', 'ASSOCIATION', 'ASSOCIAZIONE', 'ASSOCIACAO', 'ASSOCIACIO', 'VEREIN', 'VERENIGING', 'STICHTING', 'FORENING',
  'FORENINGEN', 'STOWARZYSZENIE', 'FUNDACJA', 'SPOLEK', 'EGYESULET', 'ONG', 'CLUB', 'KLUB', 'FEDERACION', 'COOPERATIVA',
  // (round 45) sports clubs as their names abbreviate them (IFK, AIK, FC, FK, BK, SK, IK, IF: "SWISH BETALNING IFK X"), and
  // public bodies paid over a rail ("PAYSHAP PAYMENT TO CITY OF X", "... MUNICIPALITY", "... COUNCIL"): no person.
  'IFK', 'AIK', 'FC', 'FK', 'BK', 'SK', 'IK', 'IF', 'CITY', 'MUNICIPALITY', 'MUNICIPAL', 'COUNCIL', 'MUNICIPIO', 'PREFEITURA',
  'GEMEENTE', 'GEMEINDE', 'KOMMUNE', 'KOMMUN',
  // (round 54) tax offices and their forms paid over a rail ("PAYNOW TO IRAS ...", "PIX ENVIADO RECEITA FEDERAL DARF ..."): no person.
  'IRAS', 'IRS', 'HMRC', 'FINANZAMT', 'RECEITA', 'DARF', 'IRPF', 'SKATTEVERKET', 'SKATTEETATEN', 'HACIENDA', 'AEAT', 'SUNAT', 'SARS',
  // (round 64) company and public-body words of Spanish and Portuguese payee fields ("SPEI ENVIADO BEN: CFE SUMINISTRADOR DE
  // SERVICIOS BASICOS", "... GRUPO X", "... INMOBILIARIA X"): labelled, still no person.
  'SERVICIOS', 'SERVICOS', 'SUMINISTRADOR', 'SUMINISTROS', 'COMERCIALIZADORA', 'DISTRIBUIDORA', 'INMOBILIARIA', 'CONSTRUCTORA',
  'GRUPO', 'SOCIEDAD', 'FUNDACION', 'FUNDACAO', 'COMISION', 'INSTITUTO', 'SECRETARIA', 'TESORERIA',
]);
// (round 45) Club and association compounds of the Nordic and German languages ("FODBOLDKLUB", "IDROTTSFORENING", "SPORTVEREIN").
// (round 64: and the Norwegian and Swedish sports club, IDRETTSLAG / IDROTTSLAG: "VIPPS*HAMAR IDRETTSLAG")
const ORGANISATION_END_RE = /(?:KLUBB?|KLUBBEN|FORENINGEN?|FORBUND|VEREIN|VERENIGING|IDRETTSLAG|IDROTTSLAG)$/;
// (round 54) a shorter club compound ("SKICLUB X", "BOLDKLUB X", "GOLFKLUBB"): seven letters are enough for these.
const CLUB_END_RE = /^[A-Z]{3,}(?:KLUBB?|CLUB)$/;

const WEB_ADDRESS_RE = /(?:^|\s)[A-Za-z0-9][A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:com|net|org|co|io|shop|store|app|biz|info|[a-z]{2})(?=\s|$)/i;

const HAN_NAME_COUNTRIES: ReadonlySet<string> = new Set(['CN', 'TW', 'HK', 'MO']);
// (round 40) Countries whose statements print French, where "M." is Monsieur.
const FRENCH_WRITING: ReadonlySet<string> = new Set(['FR', 'BE', 'CA', 'CH', 'LU', 'MC', 'SN', 'CI', 'CM', 'MA', 'TN', 'DZ']);
function mk(rec: P2PPlatformRecord, name: string | null, memo: string | null, aliasEnd: number, _country: string, payee = false): P2PHit | null {
  let display: string | null = null;
  let raw: string | null = null;
  if (name) {
    // (round 31) A web address ("PAYPAL *SS.COM", "PAYPAL *SHOP.EXAMPLE.DE") names a shop, never a person
    // (an e-mail address, with its @, may name one).
    if (name.indexOf('.') > 0 && name.indexOf('@') < 0 && WEB_ADDRESS_RE.test(name)) return null;
    // (A name in another script keeps its letters: "김지훈", "สมชาย ใจดี".)
    // (Tested on the folded form: fold turns ’ and – into ASCII, so a Latin name with them stays on the Latin path.)
    const f = fold(name);
    raw = hasOtherScript(f) ? foldedWords(f.replace(/'/g, ' ')).join(' ') : f.replace(/[^A-Z0-9 ]/g, ' ').replace(/\s+/g, ' ').trim();
    // "WERO ZAHLUNG AN PAUL SCHMITT PIZZA FREITAG": a memo of what was paid for after a full name
    // (a first name, a surname) is no business; the name ends before it.
    const ws = raw.split(' ');
    if (ws.length >= 3 && FIRST_NAMES.has(ws[0]!) && !businessTarget(ws[0]!) && !businessTarget(ws[1]!)) {
      const k = ws.findIndex((w, i) => i >= 2 && !FIRST_NAMES.has(w) && !!businessTarget(w));
      if (k >= 2) raw = ws.slice(0, k).join(' ');
    } else if (payee && ws.length === 3 && !NAME_PARTICLES.has(ws[0]!) && !FIRST_NAMES.has(ws[2]!) && !!businessTarget(ws[2]!) && !namesABusiness(ws[0]! + ' ' + ws[1]!, _country)) {
      // (round 86) after "transfer to" ("N26 Transfer an X Y Kino", "UEBERWEISUNG AN X Y GRILLABEND"), one trade word after two plain
      // name words is the memo of what the money was for, whatever the given name.
      raw = ws[0]! + ' ' + ws[1]!;
    }
    if (namesABusiness(raw, _country)) return null;
    // A Thai honorific glued to the first name ("นายสมชาย": Mr Somchai).
    raw = raw.replace(/^(?:นางสาว|นาย|นาง)(?=[\u0e01-\u0e2e])/, '');
    // Honorifics and titles before a name (dropTitles leaves two words at least).
    raw = dropTitles(raw, _country);
    // (round 40: where French is written, M before two names is Monsieur whatever the given name, "à M. Étienne Bouchard")
    { const hw = raw.split(' '); if (hw.length >= 3 && hw[0] === 'M' && (FIRST_NAMES.has(hw[1]!) || FRENCH_WRITING.has(_country))) raw = hw.slice(1).join(' '); }
    // Korean 님 ("Mr/Ms") glued after a name ("김철수님").
    // (and with "to" after it: "최지우님에게", "최지우님께")
    raw = raw.replace(/(?<=[\uac00-\ud7af]{2})님(?:에게|께)?$/, '').replace(/(?<=[\uac00-\ud7af]{2})에게$/, '');
    // (round 33) A Chinese name is written without spaces: in CN / TW / HK / MO a word after a name of two to four Han
    // characters is a memo ("微信转账-赵敏 聚餐AA": a shared dinner), not the name's.
    if (HAN_NAME_COUNTRIES.has(_country)) { const m = /^([\u4e00-\u9fff]{2,4}) \S/.exec(raw); if (m) raw = m[1]!; }
    let parts = raw.split(' ');
    if (parts.length === 1) parts = splitGlued(parts[0]!);
    display = parts.length ? titleCase(parts.join(' ')) : null;
    if (display && /^[A-Z]\s/.test(display)) display = display.replace(/^([A-Z])\s/, '$1. ');
    // A name in another script is shown as printed: folding drops marks that are letters there
    // (Cyrillic й, ё: "Айгуль" folded is "АИГУЛЬ"). The printed words that fold to the name's words.
    if (display && parts.length > 1 && hasOtherScript(raw)) {
      const ow = name.split(/[\s,]+/).map((w) => w.replace(/[.'’]/g, '')).filter(Boolean);
      const tail = ow.slice(Math.max(0, ow.length - parts.length));
      if (tail.length === parts.length && tail.every((w, i) => foldedWords(fold(w)).join('') === parts[i])) display = titleCase(tail.join(' '));
    }
  }
  return {
    rec, recipient: display, recipientRaw: raw, memo: memo ? memo.replace(/\s+/g, ' ').trim() : null,
    confidence: display ? 92 : 85, aliasEnd, labelled: false,
  };
}

// (round 14) Generic words of a shop's name glued after its owner's first name ("ELENASHOP", "MARTINSPORT").
const GLUED_SHOP_WORDS: ReadonlySet<string> = new Set(['SHOP', 'SHOPS', 'SHOPPE', 'STORE', 'STORES', 'SPORT', 'SPORTS', 'STUDIO', 'STUDIOS', 'MARKET',
  'MART', 'BOUTIQUE', 'ONLINE', 'DESIGN', 'DESIGNS', 'TRADING', 'SERVICE', 'SERVICES', 'GROUP', 'MEDIA', 'SHOPPING', 'STYLE', 'FASHION', 'CRAFTS', 'ART', 'ARTS', 'PHOTO', 'PHOTOGRAPHY']);
/** "TOMPARKER" -> ["TOM", "PARKER"] when it starts with a known first name. */
function splitGlued(w: string): string[] {
  for (let n = Math.min(w.length - 3, 9); n >= 3; n--) {
    // (round 14) not where the rest is a trade word ("ELENASHOP", "DAVIDSTORE": a shop named after its owner)
    if ((FIRST_NAMES.has(w.slice(0, n)) || (n >= 4 && MORE_GIVEN_NAMES.has(w.slice(0, n)))) && !businessTarget(w.slice(n)) && !ORGANISATION_WORDS.has(w.slice(n)) && !GLUED_SHOP_WORDS.has(w.slice(n))) {
      // (round 31) nor where the rest ends in a trade word glued to other words ("JENSGUITARLESSONS", "EMMASBAKERY"):
      // a person's surname is no trade word with letters before it
      if (endsInTradeWord(w.slice(n))) return [w];
      return [w.slice(0, n), w.slice(n)];
    }
  }
  return [w];
}

function endsInTradeWord(rest: string): boolean {
  for (let k = 1; rest.length - k >= 5; k++) if (businessTarget(rest.slice(k))) return true;
  return false;
}

/**
 * (round 24: and the common US given names of the last two decades the lists lacked, word-like ones such as
 * HARPER, HUNTER, MASON, RUBY, IVY left out: they name shops too; and those whose surname form with S opens
 * company names, OWEN, JACKSON, GRAYSON: "OWENSCORNING".)
 * (round 14) More given names, of the markets whose people p2p titles name (Central and Eastern Europe,
 * Turkey, Greece, Ireland, the Nordics, Africa, South and Southeast Asia, Central Asia, Latin America):
 * read only to split a glued recipient ("PAYPAL *ZOLTANKOVACS"). Not in looksLikePerson: a wallet
 * paying a shop named after its owner ("... AUNTIE AKOSUA CHOP BAR") would read as a person.
 */
const MORE_GIVEN_NAMES: ReadonlySet<string> = new Set(`
ABENA ACHIENG ADITYA ADRIAN AGNIESZKA AGUSTIN AHMET AIDANA AIGERIM AIGUL AINO AISHA AISYAH AKASH AKOSUA
ALEJANDRA ALEKSANDRA ALEKSEI ALEXANDRU ALEXEI AMAKA AMINA ANAND ANASTASIA ANDRAS ANDREEA ANDREI ANDRES ANDREY
ANDRII ANGELICA ANITA ANTTI AOIFE ARIF AROHA ASHOK ASKAR AYESHA AYSE AZMAN BALAZS BARBARA BENCE BILAL BOGDAN
BONGANI BUDI BURAK CAMILA CARLOS CATARINA CHINEDU CHIOMA CIAN CIARAN CONOR CONSTANZA CRISTIAN DAAN DANIELA
DANIYAR DECLAN DEEPAK DESPINA DEWI DIEGO DIMITRIS DINESH DIOGO DMITRI DMITRY EKATERINA ELENA ELENI ELIF ELIN
ELISKA EMEKA EMINE EMMI EMRE EOIN ERZSEBET ESZTER EWA FACUNDO FAIZAL FARAH FARHAN FATMA FLORENCIA FOLAKE
FRANCISCA FREJA GABOR GANESH GEORGIOS GIORGOS GONCALO GRZEGORZ HAFIZ HAMISI HAMZA HANA HARISH HASAN HENRIK
HIROKI HUSEYIN IBRAHIM IFEOMA ILDIKO IMRAN INES IOAN IOANA IONUT IRINA ISTVAN IVAN JAKUB JANA JAROSLAV JIHOON
JIRI JIWOO JOANNA JOAO JOCELYN JOSEFINA JUANITO JUANPABLO JUHA JUKKA KAMAU KAMIL KAREL KARIM KARTHIK KATALIN
KATARZYNA KATERINA KAVITA KELECHI KENTA KOJO KOSTAS KRZYSZTOF KWAKU LARS LASZLO LENKA LEONOR LIBOR LIEKE
LINNEA LUCIANA LUCIE LUKASZ MACIEJ MADS MAGDALENA MAHESH MALEE MALGORZATA MANOJ MARCIN MARGARIDA MARIA
MARICEL MARTIN MARTINA MATEUSZ MATIAS MAXIM MEHMET MERVE METTE MICHAL MIGUEL MIHAELA MIHAI MIKHAIL MIKKO
MILAN MINATO MINJUN MIROSLAV MORAN MURAT MUSTAFA MWANGI NATALIA NATALIYA NATTAPONG NAVEEN NEEMA NGOZI NIAMH
NICOLAS NIKHIL NIKOLAI NIKOS NILS NISHA NJERI NOMVULA NURLAN NURUL NUSRAT OBINNA OISIN OLEG OLEKSANDR OLENA
OLGA OLUWASEUN ONDREJ ORLA OTIENO PAOLA PAVEL PAWEL PETR PIOTR POOJA PRAKASH PRAVEEN PRIYANKA PUTRI RADEK
RAFIQUL RAHIM RASMUS REKHA RINA RIZAL ROISIN ROWENA ROXANA RUBEN RUI SACHIN SADIA SANNA SANTIAGO SAOIRSE
SARAH SEAN SEBASTIAN SEOYEON SERGEI SERGEY SHOTA SIBUSISO SIOBHAN SITI SOFIE SOMCHAI SOMSAK SOTA SUNITA
SVETLANA SWATI TAKUMI TAMAS TANVIR TATIANA TEREZA THANDO THIJS TIAGO TOMAS TOMASZ TUNDE USMAN VACLAV VALERIA
VARUN VERONIKA VIGNESH VLADIMIR VOJTECH WAMBUI WANJIKU WOJCIECH XIMENA YANNIS YERLAN YOSSI YULIA YURI YUTO
ZAINAB ZANELE ZDENEK ZEYNEP ZOLTAN ZSOFIA ZUZANA
ELEANOR ABIGAIL ZOEY LEAH AUDREY CLAIRE CAROLINE EMILIA KINSLEY NAOMI AALIYAH ALLISON GABRIELLA ALICE MADELYN CORA
ADELINE HAILEY GIANNA ELIANA NEVAEH SADIE JOSEPHINE DELILAH ARIANNA VIVIAN KAYLEE BRIELLE MADELINE PEYTON RYLEE
HADLEY MELANIE MACKENZIE ADALYN NORA AIDEN ISAAC WYATT JAYDEN CALEB ISAIAH THEODORE JOSIAH
JEREMIAH DOMINIC BRAYDEN
ELLIE DERRICK KATHARINA
`.split(/\s+/).filter(Boolean));

/**
 * (round 40) Two or three words that read as a person by their form, for a payee already introduced as such ("TRANSFER TO
 * J EVERETT", "AN FRIEDERIKE VON HALLE", "TO OLUWASEUN ADEYEMI COKER"): an initial beside a surname (where the caller allows it),
 * a particle between two names, or a given name of the wider list first. The caller checks no word is a trade word.
 */
export function personByForm(ws: readonly string[], withInitials = true): boolean {
  if (ws.length < 2 || ws.length > 3 || !ws.every((w) => /^[A-Z]+$/.test(w))) return false;
  const initials = ws.filter((w) => w.length === 1).length;
  if (withInitials && initials > 0 && initials < ws.length && ws.every((w) => w.length === 1 || w.length >= 3)) return true;
  if (ws.length === 3 && NAME_PARTICLES.has(ws[1]!) && ws[0]!.length >= 3 && ws[2]!.length >= 3) return true;
  return MORE_GIVEN_NAMES.has(ws[0]!) && !FIRST_NAMES.has(ws[ws.length - 1]!) && !MORE_GIVEN_NAMES.has(ws[ws.length - 1]!);
}

/** True when the folded words look like a person's name rather than a business. */
export function looksLikePerson(raw: string): boolean {
  const parts = raw.split(' ').filter(Boolean);
  if (parts.length === 1) return splitGlued(parts[0]!).length === 2 || FIRST_NAMES.has(parts[0]!);
  if (parts.length > 5) return false;
  return FIRST_NAMES.has(parts[0]!) || (parts.length <= 4 && FIRST_NAMES.has(parts[parts.length - 1]!) && parts[0]!.length >= 3);
}
