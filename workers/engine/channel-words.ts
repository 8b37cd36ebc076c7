// (round 51) Channel words read from the whole title, beside the lexicon's signals: a card at the till
// and an app-only service. Kept apart from enrich.ts's decideChannel, which only asks them.
import { fold } from './text.js';

/**
 * Contactless and chip-and-PIN words of many languages: the card (or a phone or watch tapped on the
 * reader) was at the till. Stronger than a merchant's usual channel ("NS REIZIGERS ... CONTACTLOOS": a
 * gate tap, not the operator's web shop). A wallet's name alone (APPLE PAY) is left out: wallets also
 * pay in apps and on the web.
 */
const CARD_PRESENT_RE = new RegExp('(?<![A-Z0-9])(?:' + [
  'CONTACTLESS', 'KONTAKTLOS', 'KONTAKTLOST', 'KONTAKTLOES', 'CONTACTLOOS', 'SANS CONTACT', 'SIN CONTACTO', 'SENZA CONTATTO',
  'SEM CONTATO', 'SEM CONTACTO', 'FARA CONTACT', 'ZBLIZENIOW[AY]', 'BEZSTYKOW[AY]', 'BEZKONTAKTN[IA]', 'BEZDOTYKOV[AY]',
  'ERINTES ?NELKULI', 'ERINTESMENTES', 'TEMASSIZ', 'LAHIMAKSU', 'KONTAKTIVABA', 'BEZKONTAKTA', 'BEKONTAKTIS', 'BESKONTAKTNO',
  'PAYWAVE', 'PAYPASS', 'CHIP (?:AND |& )?PIN', 'TAP (?:AND |& |N )?GO', 'TAP TO PAY', 'INTERAC FLASH', 'NFC',
].join('|') + ')(?![A-Z0-9])');

/** Whether the title says the card was presented at a reader (contactless, chip and PIN). */
export function cardPresentWord(title: string): boolean {
  return CARD_PRESENT_RE.test(fold(title));
}

/**
 * Parking paid from a phone app (zone code and time chosen in the app, no machine, no counter): the
 * service's name is the app's, in every country it runs ("EASYPARK SVERIGE", "PAYBYPHONE WESTMINSTER").
 * Read from the name's first folded word: a lookup, where folding the name for a pattern cost every
 * title with a merchant two new strings (merge of round 51, engine-ab).
 */
const PARKING_APPS: ReadonlySet<string> = new Set(['EASYPARK', 'PAYBYPHONE', 'RINGGO', 'PARKMOBILE', 'PARKSTER', 'YELLOWBRICK', 'PARKNOW', 'HONKMOBILE']);

/** Whether a merchant name's first word (folded, as the title's words are) is an app-only parking service's. */
export function parkingApp(firstWord: string | undefined): boolean {
  return firstWord !== undefined && PARKING_APPS.has(firstWord);
}

/**
 * (round 59) The app named in the line after the service's name: "GLOVO APP", "VY TOG APP", "SL APPEN"
 * (the app, sv/no/da), "JOYRIDE SUPERAPP", "DB NAVIGATOR APP": the purchase was made in the service's app.
 * Never the name's first word ("APP WORLD MOBILES" is a phone shop).
 */
const APP_WORDS: ReadonlySet<string> = new Set(['APP', 'APPEN', 'APPI', 'APPLI', 'SUPERAPP', 'APLIKACE', 'APLIKACJA', 'APLICATIVO', 'APLIKASI', 'UYGULAMA', 'UYGULAMASI']);
/** Words a transport operator's line prints when the ticket was bought in its phone app ("SBB MOBILE", "HSL MOBIILI", "HANDYTICKET"). */
const MOBILE_TICKET_WORDS: ReadonlySet<string> = new Set(['MOBILE', 'MOBIILI', 'MOBILTICKET', 'HANDYTICKET', 'MTICKET', 'APPTICKET', 'ETIX']);

/** Whether one of the title's words after the first word of the merchant's name (from index from) names the service's app. */
export function appWordAfter(words: readonly string[], from: number, transport: boolean): boolean {
  for (let i = from + 1; i < words.length; i++) {
    const w = words[i]!;
    if (APP_WORDS.has(w) || (transport && MOBILE_TICKET_WORDS.has(w))) return true;
  }
  return false;
}

/**
 * (round 59) "Bought in the app" as banks of other languages print it, beside the lexicon's IN-APP phrases:
 * "COMPRA NA APP" (pt-PT), "ACQUISTO NELL'APP" (it), "AANKOOP IN APP" (nl), "KAUF IN DER APP" (de),
 * "ACHAT DANS L'APPLI" (fr), "KOB I APPEN" (da/no/sv), "SOVELLUSOSTO" (fi), "UYGULAMA ICI" (tr), "アプリ決済" (ja).
 */
const IN_APP_PHRASE_RE = new RegExp('(?<![A-Z0-9])(?:' + [
  'COMPRA NA (?:APP|APLICACAO)', 'PAGAMENTO NA APP', 'ACQUISTO (?:NELL[ \'’]?|IN[ -]?)APP', 'AANKOOP IN (?:DE )?APP', 'KAUF IN DER APP',
  'ACHAT DANS L[ \'’]?APP(?:LI(?:CATION)?)?', 'K[OJ]+[BP] I APPEN', 'SOVELLUSOSTO', 'OSTO SOVELLUKSESSA', 'UYGULAMA ICI',
  // (round 88) Czech and Slovak "purchase / payment in the app"
  '(?:NAKUP|PLATBA) V APLIKACII?',
].join('|') + ')(?![A-Z0-9])|アプリ(?:決済|払い|購入)');

const IN_APP_GUARD_RE = /app|アプリ|sovellus|uygulama|aplikac/i;

/** Whether the title says the purchase was made inside an app, in words the lexicon does not hold. */
export function inAppPhrase(title: string): boolean {
  // (a cheap look first: most titles hold none of these words, and folding costs a string)
  return IN_APP_GUARD_RE.test(title) && IN_APP_PHRASE_RE.test(fold(title));
}

/**
 * (round 88) A shop paid from the customer's phone, by scanning its QR code or in a wallet app, is mobile_app (the
 * convention independent label writers keep). The wallet is read from the processor the title named (its key,
 * "curated:" cut), or from the title's first words when no processor record holds it ("PAYNOW QR X", "SWISH HANDEL
 * X", "UPI-X-...@YBL"). A phone wallet tapped on the shop's card reader (Apple / Google / Samsung Pay) is a card
 * at the till and none of these; so are card acquirers named "wallet" (Viva Wallet) and Mercado Pago / PicPay,
 * printed on card purchases at their terminals, and ABA's card terminal ("ABA POS X"; its QR, ABA PAY / KHQR, is a
 * lexicon wallet phrase).
 */
const PHONE_WALLET_KEYS: ReadonlySet<string> = new Set([
  'alipay', 'alipayhk', 'wechat-pay', 'paytm', 'phonepe', 'upi', 'bhim', 'google-pay-india', 'mobikwik', 'grabpay', 'shopeepay',
  'ovo', 'dana', 'linkaja', 'boost', 'gcash', 'maya', 'momo', 'momo-vn', 'zalopay', 'viettelpay', 'truemoney', 'rabbit-line-pay', 'promptpay',
  'paynow', 'paylah', 'duitnow', 'touch-n-go', 'paypay', 'line-pay', 'rakuten-pay', 'merpay', 'kakao-pay', 'kakaopay', 'naver-pay',
  'toss-pay', 'toss', 'payco', 'jkopay', 'twint', 'vipps', 'mobilepay', 'swish', 'payconiq', 'bizum', 'blik', 'mb-way', 'satispay',
  'kaspi', 'bkash', 'nagad', 'esewa', 'khalti', 'ime-pay', 'fonepay', 'm-pesa', 'mtn-momo', 'airtel-money', 'snapscan', 'zapper',
  'benefitpay', 'kbzpay', 'wavepay', 'bakong', 'pi-pay', 'easypaisa', 'jazzcash', 'raast', 'yape', 'plin', 'nequi', 'daviplata',
]);
/** Keys of one name that are also an online gateway elsewhere: a wallet only in the country named (GoPay: Gojek's in Indonesia, a Czech web gateway). */
const PHONE_WALLET_IN: Readonly<Record<string, string>> = { gopay: 'ID' };

/** Whether a processor record's key is a phone wallet's or QR app's (for the title's country). */
export function phoneWalletKey(key: string, country: string): boolean {
  const k = key.startsWith('curated:') ? key.slice(8) : key;
  return PHONE_WALLET_KEYS.has(k) || PHONE_WALLET_IN[k] === country;
}

/** Wallet and QR-scheme words that open a title ("PAYNOW QR X", "KASPI QR X", "UPI-X"). */
const WALLET_LEAD_WORDS: ReadonlySet<string> = new Set([
  'UPI', 'PAYTM', 'PHONEPE', 'BHIM', 'ALIPAY', 'ALIPAYHK', 'WECHAT', 'WECHATPAY', 'WEIXIN', 'TENPAY', 'PAYNOW', 'PAYLAH', 'SGQR',
  'PROMPTPAY', 'DUITNOW', 'GRABPAY', 'SHOPEEPAY', 'GCASH', 'PAYMAYA', 'ZALOPAY', 'MPESA', 'TWINT', 'VIPPS', 'MOBILEPAY', 'PAYCONIQ',
  'BIZUM', 'BLIK', 'PAYPAY', 'KAKAOPAY', 'NAVERPAY', 'TOSSPAY', 'KASPI', 'BKASH', 'JKOPAY', 'VIETTELPAY', 'LINKAJA', 'MPAY', 'D払い', 'QR', 'QRIS', 'QRPH', 'KHQR', 'THAIQR',
]);
/** Two-word names ("AU PAY", "LINE PAY", "M PESA", "MB WAY", "THAI QR"), read joined; and wallets whose name is also a
 *  common word (Swedish "swish", Tagalog "maya") only before their merchant-rail word ("SWISH HANDEL", "MAYA QR"). */
const WALLET_LEAD_PAIRS: ReadonlySet<string> = new Set(['AUPAY', 'LINEPAY', 'MPESA', 'MBWAY', 'THAIQR', 'WECHATPAY', 'SWISHHANDEL', 'MAYAQR', 'VNPAYQR', 'TOUCHNGO']);
/** Their first words: the pair is joined (a new string) only after one of these. */
const WALLET_PAIR_FIRST: ReadonlySet<string> = new Set(['AU', 'LINE', 'M', 'MB', 'THAI', 'WECHAT', 'SWISH', 'MAYA', 'VNPAY', 'TOUCH']);
/** A wallet (or "paid by scanning the code") named in a Chinese, Japanese, Korean or Thai title (the words of another script are not split apart). */
const NATIVE_WALLET_RE = /支付宝|支付寶|财付通|財付通|微信支付|街口支付|扫码支付|扫码付款|掃碼支付|掃碼付款|楽天ペイ|ペイペイ|メルペイ|d払い|카카오페이|네이버페이|토스페이|พร้อมเพย์/;

/** Whether the title's first words (its first two, or all before the shop's name begins at nameStart, up to three) name a phone wallet or a QR scheme. */
export function walletLead(words: readonly string[], nameStart: number, title: string, otherScript: boolean): boolean {
  const end = Math.min(Math.max(nameStart, 2), 3, words.length);
  for (let i = 0; i < end; i++) {
    if (WALLET_LEAD_WORDS.has(words[i]!)) return true;
    if (i + 1 < words.length && WALLET_PAIR_FIRST.has(words[i]!) && WALLET_LEAD_PAIRS.has(words[i]! + words[i + 1]!)) return true;
  }
  return otherScript && NATIVE_WALLET_RE.test(title);
}

/**
 * (round 88) A web-first shop's own bricks-and-mortar store named after its name ("COOLBLUE WINKEL", "ZALANDO OUTLET",
 * "X FILIALE"): with a card word, the card was at that store's till. (Not STORE: "PLAY STORE", "EPIC GAMES STORE" are web shops.)
 */
const PHYSICAL_STORE_WORDS: ReadonlySet<string> = new Set(['WINKEL', 'FILIAAL', 'FILIALE', 'LADEN', 'OUTLET', 'MAGASIN', 'TIENDA', 'LOJA', 'NEGOZIO', 'SKLEP', 'BUTIK', 'BUTIKK', 'SHOWROOM']);

/** Whether one of the title's words after the first word of the merchant's name (from index from) names a physical shop. */
export function shopWordAfter(words: readonly string[], from: number): boolean {
  for (let i = from + 1; i < words.length; i++) if (PHYSICAL_STORE_WORDS.has(words[i]!)) return true;
  return false;
}

/**
 * (round 103) How the payment was made, in words the lexicon lacks (the lexicon is a tagger feature; these are read from
 * the whole title after the parse and only add the title's kind of payment). Direct debits: the Austrian debit order
 * and collection authorisation written as one word (ABBUCHUNGSAUFTRAG, EINZUGSERMÄCHTIGUNG), the Portuguese SEPA
 * collection (COBRANÇA SEPA), a SEPA scheme name (SEPA DIRECT DEBIT, SEPA CORE / B2B), the Czech household collection
 * (SIPO), Korean automatic payment / withdrawal (자동납부, 자동출금), Hebrew's abbreviated standing debit (הו"ק), Greek
 * "direct debit" (ΑΜΕΣΗ ΧΡΕΩΣΗ), Russian / Ukrainian automatic payment and direct debit, South Africa's authenticated and
 * early debit orders (DEBICHECK, NAEDO), Malay "direct debit" (DEBIT LANGSUNG), Canadian French pre-authorised debit, the
 * Philippine auto-debit arrangement, Korean CMS collection (CMS출금).
 */
const DD_MARKER_RE = new RegExp('(?<![A-Z0-9])(?:' + [
  'ABBUCHUNGSAUFTRAGE?S?', 'EINZUGSERMA?E?CHTIGUNG', 'COBRANCA SEPA', 'COBRANCA DD', 'SEPA DIRECT DEBIT', 'SEPA CORE', 'SEPA B2B',
  'SEPA DD', 'SEPA-DD', 'SIPO', 'DEBICHECK', 'NAEDO', 'DEBIT LANGSUNG', 'DEBIT PREAUTORISE', 'PAIEMENT PREAUTORISE', 'PRELEVEMENT PREAUTORISE',
  'AUTO-DEBIT ARRANGEMENT', 'AUTO DEBIT ARRANGEMENT',
].join('|') + ')(?![A-Z0-9])|자동납부|자동출금|CMS ?출금|הו"ק|הו״ק|ΑΜΕΣΗ ΧΡΕΩΣΗ|АВТООПЛАТА|АВТОПЛАТЕЖ|ПРЯМОЙ ДЕБЕТ|ПРЯМЕ ДЕБЕТУВАННЯ|АВТОПЛАТІЖ');
const DD_GUARD_RE = /ABBUCHUNGS|EINZUGSERM|SEPA|SIPO|DEBICHECK|NAEDO|LANGSUNG|AUTORIS|DEBIT ARR|출금|자동|הו|ΑΜΕΣΗ|ΆΜΕΣΗ|АВТО|ДЕБЕТ/i;

/**
 * (round 103) Card-not-present purchases as more banks print them: Russian / Ukrainian / Bulgarian "internet purchase /
 * payment" with a space for the hyphen (ИНТЕРНЕТ ПОКУПКА, ОНЛАЙН ОПЛАТА), Vietnamese "online" (TRỰC TUYẾN), Iberian
 * "not in person" (COMPRA / OPERACIÓN NO PRESENCIAL, NÃO PRESENCIAL), French distance selling (VENTE À DISTANCE),
 * Slovenian / Croatian web purchase (SPLETNI NAKUP, INTERNET KUPNJA, PREKO INTERNETA), "via the internet" in Russian /
 * Ukrainian (ЧЕРЕЗ ИНТЕРНЕТ), Korean internet shopping (인터넷쇼핑), mail and telephone order written out, Chinese web
 * spending (网上消费, 网络支付). (Not Chinese "quick payment", 快捷支付: banks print it on wallet payments at shops too.)
 */
const ONLINE_MARKER_RE = new RegExp('(?<![A-Z0-9\\u0400-\\u04FF])(?:' + [
  'TRUC TUYEN', 'COMPRA NO PRESENCIAL', 'OPERACION NO PRESENCIAL', 'PAGO NO PRESENCIAL', 'COMPRA NAO PRESENCIAL', 'PAGAMENTO NAO PRESENCIAL',
  'OPERACAO NAO PRESENCIAL', 'VENTE A DISTANCE', 'SPLETNI NAKUP', 'SPLETNO PLACILO', 'INTERNET KUPNJA', 'INTERNETSKA KUPNJA',
  'MAIL ORDER', 'TELEPHONE ORDER', 'PHONE ORDER', 'MO/TO',
  '(?:ИНТЕРНЕТ|ІНТЕРНЕТ|ОНЛАЙН) (?:ПОКУПКА|ОПЛАТА|ПЛАТЕЖ|ПЛАТІЖ|ПЛАЩАНЕ|ПОКУПКА)', 'ЧЕРЕЗ (?:ИНТЕРНЕТ|ІНТЕРНЕТ)', 'PREKO INTERNETA',
].join('|') + ')(?![A-Z0-9\\u0400-\\u04FF])|인터넷 ?쇼핑|网上消费|网络支付|網路消費|網上消費');
const ONLINE_GUARD_RE = /TRUC|TRỰC|PRESENCIAL|DISTANCE|SPLETN|KUPNJA|ORDER|MO\/TO|PREKO INTERNETA|인터넷|ИНТЕРНЕТ|ІНТЕРНЕТ|ОНЛАЙН|网上|网络|網路|網上/i;

/** (round 103) The payment kinds ('dd', 'online') the title's words above name; empty for most titles (a cheap look first). */
export function paymentMarkerSignals(title: string): Array<'dd' | 'online'> {
  const dd = DD_GUARD_RE.test(title), on = ONLINE_GUARD_RE.test(title);
  if (!dd && !on) return [];
  const f = fold(title);
  const out: Array<'dd' | 'online'> = [];
  if (dd && DD_MARKER_RE.test(f)) out.push('dd');
  if (on && ONLINE_MARKER_RE.test(f)) out.push('online');
  return out;
}
