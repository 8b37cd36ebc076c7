// Deterministic synthetic training corpus for the statement-line tagger.
// Titles are generated from per-country bank layouts (what lexicon.ts and parse.ts know, made
// explicit, plus layouts for the largest card markets) filled with names (brands from the
// built merchant data, generic small-business names built from the engine's business words in
// many languages, invented names, people), cities from the gazetteer, and printing noise (date
// formats, card masks, references, truncation, glued words, typos, case). Every printed word
// carries its label; the title then goes through the engine's own parser and the labels are
// carried over to the cleaned words, so training sees exactly what the decoder sees.
// Some layouts are held out entirely: they make the tagger's own test set.
import type { CityRecord, CountryRecord, IntermediaryRecord, MerchantRecord } from '../../workers/engine/types.js';
import { parseTitle } from '../../workers/engine/parse.js';
import { fold } from '../../workers/engine/text.js';
import { isLatin } from './text.js';
import { WORD_TARGETS } from '../../workers/engine/category-rules.js';
import { FIRST_NAMES } from '../../workers/engine/names.js';
import { GENERIC_WORDS } from '../../workers/engine/generic-words.js';
import { tagInput, type TagInput } from '../../workers/engine/tagger/features.js';
import { prng } from '../../workers/engine/tagger/train.js';
import { L_BM, L_IM, L_LOC, L_MEMO, L_O, L_PER, L_PROC, L_REF } from '../../workers/engine/tagger/labels.js';

export interface Layout {
  id: string;
  country: string;
  /** Words and slots: {M} merchant, {C} city, {ST} state, {CC} country code, {D} date, {T} time,
   * {K} card mask, {R} reference, {N} store number, {P} processor prefix, {PER} person,
   * {MEMO} memo, {A} amount. A trailing "?" makes a slot optional; "~" before a slot glues it
   * to the previous text. Literal words are bank boilerplate (label O; digits REF). */
  text: string;
  heldOut?: boolean;
  /** Printed in mixed case (neobanks, app exports). */
  mixedCase?: boolean;
}

// Held-out layouts (heldOut: true) are never trained on: the tagger's test set comes from them.
export const LAYOUTS: Layout[] = [
  // United States
  { id: 'us-purchase-authorized', country: 'US', text: 'PURCHASE AUTHORIZED ON {D} {M} {C} {ST} {R} CARD {N}' },
  { id: 'us-processor', country: 'US', text: '{P}~{M} {C}? {ST}' },
  { id: 'us-pos-debit', country: 'US', text: 'POS DEBIT {M} {N}? {C} {ST}' },
  { id: 'us-checkcard', country: 'US', text: 'CHECKCARD {D} {M} {C} {ST} {R}', heldOut: true },
  { id: 'us-plain', country: 'US', text: '{M} {N}? {C} {ST}' },
  { id: 'us-debit-card', country: 'US', text: 'DEBIT CARD PURCHASE {K} {M} {C} {ST}' },
  { id: 'us-zelle', country: 'US', text: 'ZELLE TO {PER} {MEMO}?' },
  { id: 'us-venmo', country: 'US', text: 'VENMO *{PER} {MEMO}?' },
  { id: 'us-recurring', country: 'US', text: 'RECURRING PAYMENT AUTHORIZED ON {D} {M} {ST} {R}' },
  // United Kingdom, Ireland
  { id: 'gb-card-payment', country: 'GB', text: 'CARD PAYMENT TO {M} ON {D}', heldOut: true },
  { id: 'gb-plain', country: 'GB', text: '{M} {C} GB' },
  { id: 'gb-contactless', country: 'GB', text: 'CONTACTLESS {M} {C}? {K}?' },
  { id: 'gb-faster', country: 'GB', text: 'FASTER PAYMENT TO {PER} REF {MEMO}' },
  { id: 'gb-monzo', country: 'GB', text: '{M} {C}', mixedCase: true },
  { id: 'ie-pos', country: 'IE', text: 'POS{D} {M} {C}?' },
  // Germany, Austria, Switzerland
  { id: 'de-kartenzahlung', country: 'DE', text: 'KARTENZAHLUNG {M} {C} {D} {T}?' },
  { id: 'de-girocard', country: 'DE', text: 'GIROCARD {M} {C} DE {D}?' },
  { id: 'de-lastschrift', country: 'DE', text: 'SEPA LASTSCHRIFT {M} {R}' },
  { id: 'de-slashes', country: 'DE', text: '{M}//{C}/DE {D}', heldOut: true },
  { id: 'de-ueberweisung', country: 'DE', text: 'UBERWEISUNG {PER} {MEMO}' },
  { id: 'at-pos', country: 'AT', text: 'POS {N} K{N} {D} {T} {M} {C}' },
  { id: 'ch-einkauf', country: 'CH', text: 'DEBIT KARTE {M} {C} {D}' },
  // France, Belgium, Netherlands
  { id: 'fr-cb', country: 'FR', text: 'CB {M} {D} {C}?' },
  { id: 'fr-facture-carte', country: 'FR', text: 'FACTURE CARTE DU {D} {M} {C} CARTE {K}' },
  { id: 'fr-prlv', country: 'FR', text: 'PRLV SEPA {M} {R}' },
  { id: 'fr-paiement-carte', country: 'FR', text: 'PAIEMENT PAR CARTE {M} {C} {D}', mixedCase: true },
  { id: 'be-bancontact', country: 'BE', text: 'BANCONTACT {M} {C} {D}', heldOut: true },
  { id: 'nl-bea', country: 'NL', text: 'BEA BETAALPAS {M},PAS{N} NR:{R} {D} {C}' },
  { id: 'nl-plain', country: 'NL', text: '{M} {C} NLD' },
  // Southern Europe
  { id: 'es-compra-tarj', country: 'ES', text: 'COMPRA TARJ. {K} {M}-{C}' },
  { id: 'es-pago-tarjeta', country: 'ES', text: 'PAGO CON TARJETA {M} {C}' },
  { id: 'es-compra-en', country: 'ES', text: 'COMPRA EN {M}, CON LA TARJETA : {K} EL {D}' },
  { id: 'es-bizum', country: 'ES', text: 'BIZUM A {PER} {MEMO}?' },
  { id: 'it-pagamento-pos', country: 'IT', text: 'PAGAMENTO POS {M} {C} {D}' },
  { id: 'it-pos-carta', country: 'IT', text: 'POS CARTA {K} {D} {T} {M} {C}', heldOut: true },
  { id: 'it-sdd', country: 'IT', text: 'ADDEBITO SDD CORE {M} {R}' },
  { id: 'pt-compra', country: 'PT', text: 'COMPRA {N} {M} {C}' },
  { id: 'gr-plain', country: 'GR', text: '{M} {C} GR' },
  // Nordics
  { id: 'se-kortkop', country: 'SE', text: 'KORTKOP {D} {M} {C}?' },
  { id: 'se-swish', country: 'SE', text: 'SWISH {PER}' },
  { id: 'no-varekjop', country: 'NO', text: '{D} {M} {C}', heldOut: true },
  { id: 'dk-dankort', country: 'DK', text: 'DANKORT {M} {C} NOTA {R}' },
  { id: 'fi-korttiosto', country: 'FI', text: 'KORTTIOSTO {M} {C}' },
  // Central and Eastern Europe
  { id: 'pl-karta', country: 'PL', text: 'TRANSAKCJA KARTA {D} {M} {C} POL' },
  { id: 'pl-zakup', country: 'PL', text: 'ZAKUP PRZY UZYCIU KARTY {M} {C}' },
  { id: 'pl-przelew', country: 'PL', text: 'PRZELEW {PER} {MEMO}' },
  { id: 'cz-platba', country: 'CZ', text: 'PLATBA KARTOU {M} {C}' },
  { id: 'ro-cumparare', country: 'RO', text: 'CUMPARARE POS {D} {M} {C} RO', heldOut: true },
  { id: 'hu-vasarlas', country: 'HU', text: 'VASARLAS {M} {C} HU' },
  { id: 'tr-plain', country: 'TR', text: '{M} {C} TR' },
  // Americas
  { id: 'ca-interac', country: 'CA', text: 'INTERAC RETAIL PURCHASE {R} {M}' },
  { id: 'ca-pos', country: 'CA', text: 'POS {M} {C} {ST}' },
  { id: 'ca-etransfer', country: 'CA', text: 'E-TRANSFER {PER}' },
  { id: 'br-compra-cartao', country: 'BR', text: 'COMPRA CARTAO DEB {M} {C} {D}' },
  { id: 'br-processor', country: 'BR', text: '{P}~{M} {C}?' },
  { id: 'br-pix', country: 'BR', text: 'PIX ENVIADO {PER}' },
  { id: 'mx-compra', country: 'MX', text: 'COMPRA {M} {C} {ST}?' },
  { id: 'mx-spei', country: 'MX', text: 'SPEI ENVIADO {PER} {MEMO}' },
  { id: 'ar-compra-debito', country: 'AR', text: 'COMPRA CON DEBITO {M} {C}', heldOut: true },
  { id: 'cl-compra', country: 'CL', text: 'COMPRA NACIONAL {M} {C}' },
  { id: 'co-compra-en', country: 'CO', text: 'COMPRA EN {M} {C}' },
  { id: 'pe-plain', country: 'PE', text: '{M} {C} PE' },
  // Asia-Pacific
  { id: 'au-eftpos', country: 'AU', text: 'EFTPOS PURCHASE {M} {C} {ST} AU' },
  { id: 'au-visa-debit', country: 'AU', text: 'VISA DEBIT PURCHASE CARD {N} {M} {C}' },
  { id: 'au-osko', country: 'AU', text: 'OSKO PAYMENT {PER} {MEMO}' },
  { id: 'nz-eftpos', country: 'NZ', text: 'EFTPOS {M} {C}' },
  { id: 'in-pos', country: 'IN', text: 'POS {K} {M} {C}' },
  { id: 'in-neft', country: 'IN', text: 'NEFT DR-{R}-{PER}-{MEMO}' },
  { id: 'sg-nets', country: 'SG', text: 'NETS {M} @SINGAPORE SG', heldOut: true },
  { id: 'my-pos', country: 'MY', text: 'POS {M} {C} MY' },
  { id: 'th-plain', country: 'TH', text: '{M} {C} TH' },
  { id: 'id-qris', country: 'ID', text: 'QRIS {M} {C}' },
  { id: 'ph-plain', country: 'PH', text: '{M} {C} PH' },
  { id: 'hk-plain', country: 'HK', text: '{M} @HONG @KONG HK' },
  { id: 'jp-plain', country: 'JP', text: '{M} {C} JPN' },
  { id: 'kr-plain', country: 'KR', text: '{M} {C} KOR' },
  { id: 'vn-plain', country: 'VN', text: '{M} {C} VN' },
  // Middle East, Africa
  { id: 'ae-purchase', country: 'AE', text: 'PURCHASE {M} {C} ARE' },
  { id: 'sa-pos', country: 'SA', text: 'POS {M} {C} SA' },
  { id: 'il-plain', country: 'IL', text: '{M} {C} IL' },
  { id: 'za-pos', country: 'ZA', text: 'POS PURCHASE {M} {C} {K} {D}' },
  { id: 'za-debit-order', country: 'ZA', text: 'DEBIT ORDER {M} {R}' },
  { id: 'ng-web', country: 'NG', text: 'POS/WEB PURCHASE {M} {C} NG', heldOut: true },
  { id: 'ke-pos', country: 'KE', text: 'POS PURCHASE {M} {C} KE' },
  { id: 'eg-plain', country: 'EG', text: '{M} {C} EG' },
];

// Family names of many languages: owners' names inside business names, and people.
const SURNAMES = `SMITH JOHNSON BROWN JONES GARCIA MILLER DAVIS RODRIGUEZ MARTINEZ HERNANDEZ LOPEZ GONZALEZ WILSON
ANDERSON TAYLOR THOMAS MOORE JACKSON MARTIN LEE THOMPSON WHITE HARRIS CLARK LEWIS ROBINSON WALKER YOUNG ALLEN KING
WRIGHT SCOTT TORRES NGUYEN HILL FLORES GREEN ADAMS NELSON BAKER HALL RIVERA CAMPBELL MITCHELL CARTER ROBERTS
MURPHY KELLY OBRIEN WALSH BYRNE RYAN OCONNOR MULLER SCHMIDT SCHNEIDER FISCHER WEBER MEYER WAGNER BECKER SCHULZ
HOFFMANN KOCH RICHTER KLEIN WOLF SCHRODER NEUMANN BRAUN ZIMMERMANN HUBER GRUBER BAUER STEINER MOSER DUBOIS
LEFEBVRE LEROY MOREAU LAURENT SIMON MICHEL GARNIER ROUSSEAU FONTAINE ROSSI RUSSO FERRARI ESPOSITO BIANCHI ROMANO
COLOMBO RICCI MARINO GRECO CONTI DEVRIES JANSEN BAKKER VISSER SMIT MEIJER DEBOER MULDER PEETERS JANSSENS MAES
SILVA SANTOS OLIVEIRA SOUZA PEREIRA COSTA FERREIRA ALMEIDA CARVALHO RIBEIRO GOMES MARTINS ROCHA FERNANDEZ SANCHEZ
PEREZ RAMIREZ CRUZ MORALES ORTIZ CASTILLO JIMENEZ RUIZ DIAZ MORENO MUNOZ ALVAREZ ROMERO NAVARRO GUTIERREZ
NOWAK KOWALSKI WISNIEWSKI WOJCIK KOWALCZYK KAMINSKI NOVAK SVOBODA DVORAK NAGY KOVACS TOTH SZABO POPESCU IONESCU
POPA JOHANSSON ANDERSSON KARLSSON NILSSON ERIKSSON LARSSON HANSEN JOHANSEN OLSEN PEDERSEN NIELSEN JENSEN
KORHONEN VIRTANEN MAKINEN YILMAZ KAYA DEMIR CELIK SAHIN PAPADOPOULOS GEORGIOU COHEN LEVI MIZRAHI KUMAR SHARMA
SINGH PATEL GUPTA REDDY IYER NAIR DAS BOSE KHAN ALI AHMED HASSAN IBRAHIM MOHAMED OKAFOR ADEYEMI OKONKWO MWANGI
OTIENO NDLOVU DLAMINI NKOSI MOLEFE TANAKA SUZUKI SATO WATANABE KIM PARK CHOI CHEN WANG ZHANG LIU HUANG WONG CHAN
TAN LIM NG ONG TRAN PHAM SANTOS REYES BAUTISTA ACHARYA`.split(/\s+/).filter(Boolean);

// Business-name words that are no trade word: adjectives, places, fancy words.
const NAME_WORDS = `SUNRISE GOLDEN ROYAL OLD NEW LITTLE BIG HAPPY LUCKY BLUE RED GREEN SILVER CORNER VILLAGE LOCAL URBAN
RIVERSIDE HILLTOP LAKESIDE SEASIDE OCEAN MOUNTAIN NORTH SOUTH EAST WEST CENTRAL PRIME ELITE CLASSIC MODERN FAMILY
BELLA BELLO BELA BOA DOLCE VITA SOL LUNA ESTRELLA PARAISO JARDIN NOVA CASA MAISON HAUS STERN ROSE LOTUS JADE
PHOENIX EAGLE LION TIGER OAK MAPLE CEDAR PINE WILLOW IVY HARBOR HARBOUR BRIDGE MILL FORGE ANCHOR COMPASS
PEARL CORAL AMBER SAFFRON OLIVE FIG CHERRY BERRY HONEY MINT GINGER PEPPER SPICE SALT CLOVER DAISY TULIP
MIRADOR ALEGRIA FIESTA BONITA TROPICAL ANDINA ZEN KAIZEN SAKURA FUJI TAJ MAHARAJA SHALIMAR BABYLON ATLAS`.split(/\s+/).filter(Boolean);

const JOINS = ['DE', 'DEL', 'LA', 'EL', 'LOS', 'LAS', 'DA', 'DO', 'DOS', 'DI', 'DU', 'DES', 'LE', 'THE', 'AND', 'ZUM', 'AM'];
const SUFFIXES = ['LLC', 'INC', 'LTD', 'GMBH', 'SARL', 'SAS', 'SRL', 'SL', 'SA', 'BV', 'AB', 'AS', 'OY', 'PTY LTD', 'LTDA', 'SPA', 'KG', 'CO'];
const MEMOS = `RENT DINNER LUNCH GROCERIES THANKS BIRTHDAY GIFT TICKETS SHARE SPLIT HOUSE BILLS MIETE LOYER ALQUILER ALUGUEL
AFFITTO HUUR HYRA CZYNSZ CENA COMIDA REGALO CADEAU GESCHENK PIZZA BEERS TAXI FUEL ROOM DEPOSIT LOAN REPAY FACTURA
INVOICE NAJEM ZA KOLACJE URODZINY SCHOOL FEES TUITION HOLIDAY TRIP`.split(/\s+/).filter(Boolean);
// Bank boilerplate the lexicon may not know: prepositions of many languages and purchase /
// payment / rail words. Sprinkled before names so that an unknown word before a name is not
// read as part of it. Not the words that open names (articles THE, EL, LE, DE, DA; shop nouns
// LOJA, KEDAI, TOKO, BOUTIQUE; VAN of Dutch surnames): "KEDAI RUNCIT AH SENG", "LE PETIT
// NICOIS", "DE GOUDEN LEEUW" keep them (round 8: the pool taught the tagger to drop them).
const BOILERPLATE = `ON AT IN TO FROM FOR VIA WITH BY OF CON EN PER PAR AU A MIT BEI BIJ
VOOR NA Z W PRZY U PA I AM IM KAUF EINKAUF ACQUISTO COMPRAS ACHATS OSTO KOB KJOP NAKUP VASARLAS HARCAMA PEMBELIAN
BELANJA COBRO CARGO DEBITO CREDITO ECOM INTERNET WEB NFC CHIP SWIPE TRAN POSTRAN MERCHANT INTL NACIONAL DOMESTIC
OPERACION OPERAZIONE TRANSACAO TRANZACTIE TRANSAKTION TRANSAKCE TRANSAKSI ODEME TAHSILAT ESTABLECIMIENTO
QR CODE QRCODE SCAN CONSUMO TDD TDC DEB CRED ELECTRON VPAY KUPNJA KUPOVINA PLACILO PLATBA PLATA PIRKIMAS PIRKUMS
OSTOS KORTTIOSTO DEBETKORT KORTAGREIDSLA GREIDSLA TPE CIB KNET MADA BENEFIT OPLATA POKUPKA TOVAROV ALIS ODENIS
PEMBAYARAN BAYAR THANH TOAN GIAO DICH PAGAMENTO PAGO ZAHLUNG BEZAHLUNG BETALING MAKSU MAKSE ACHIZITIE CUMPARARE`.split(/\s+/).filter(Boolean);
const DATE_FORMATS = ['MM/DD', 'DD.MM.', 'DD.MM.YY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'DDMON', 'DD MON', 'DDMMYY', 'MONDD', 'DD-MM-YYYY', 'DD/MM'];
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const SYLLABLES = ['KA', 'LO', 'MI', 'NU', 'RA', 'TE', 'SO', 'VI', 'BA', 'DO', 'ZE', 'KI', 'MA', 'NO', 'PA', 'RI', 'SA', 'TU', 'LA', 'GO', 'BEL', 'MAR', 'TIN', 'KOR', 'VAN', 'DEL', 'SAN', 'LOR', 'BRI', 'STA', 'CHO', 'SHI', 'NAK', 'ZOL', 'FEN', 'GRA', 'HEL', 'JAR', 'MON', 'RUS', 'TAL', 'VER', 'WIN', 'YAS', 'ZAN'];

export interface CorpusSources {
  merchants: readonly MerchantRecord[];
  cities: readonly CityRecord[];
  countries: readonly CountryRecord[];
  intermediaries: readonly IntermediaryRecord[];
}

export interface CorpusExample {
  layout: string;
  title: string;
  country: string;
  input: TagInput;
  labels: Uint8Array;
}

export interface Corpus { train: CorpusExample[]; test: CorpusExample[]; rejected: number }

interface Segment { text: string; label: number; glue: boolean }

/** Generates the corpus: `perLayout` titles per layout; held-out layouts go to `test`. */
/**
 * Curated merchants added after the model was last retrained (round 5: online platforms known by
 * names in other scripts): left out of the corpus's brand names, which would otherwise reshuffle it.
 */
export const TAGGER_EXCLUDED_MERCHANTS: ReadonlySet<string> = new Set([
  'curated:taobao', 'curated:tmall', 'curated:jd-com', 'curated:meituan', 'curated:pinduoduo', 'curated:ele-me', 'curated:yandex-go',
  'curated:avito', 'curated:gmarket', 'curated:11st',
  // (round 44) airlines, utilities, telecoms and gyms of under-covered markets
  'curated:korean-air', 'curated:asiana-airlines', 'curated:jeju-air', 'curated:thai-airways',
  'curated:eva-air', 'curated:china-airlines', 'curated:starlux', 'curated:air-china',
  'curated:china-eastern', 'curated:china-southern', 'curated:vietnam-airlines', 'curated:vietjet',
  'curated:bamboo-airways', 'curated:citilink', 'curated:batik-air', 'curated:peach-aviation', 'curated:fiji-airways',
  'curated:air-astana', 'curated:kepco', 'curated:truemove-h', 'curated:k-electric', 'curated:airbaltic',
  'curated:luxair', 'curated:aegean-airlines', 'curated:croatia-airlines', 'curated:icelandair', 'curated:air-serbia',
  'curated:tarom', 'curated:smartwings', 'curated:loganair', 'curated:wideroe', 'curated:edelweiss-air',
  'curated:binter', 'curated:km-malta-airlines', 'curated:andel-energi',
  'curated:telekom-slovenije', 'curated:epal', 'curated:fitness-world', 'curated:cityfit',
  'curated:altafit', 'curated:el-al', 'curated:royal-air-maroc', 'curated:oman-air', 'curated:gulf-air',
  'curated:royal-jordanian', 'curated:middle-east-airlines', 'curated:kuwait-airways', 'curated:rwandair',
  'curated:air-mauritius', 'curated:bezeq', 'curated:air-transat', 'curated:sunwing', 'curated:arajet',
  // (round 59) app-only ride-hailing, scooter, car-sharing and parking services (channel mobile_app from the data)
  'curated:heetch', 'curated:bitaksi', 'curated:safeboda', 'curated:pathao', 'curated:xanh-sm', 'curated:joyride', 'curated:angkas', 'curated:little-cab', 'curated:gett', 'curated:uklon', 'curated:yango', 'curated:bykea', 'curated:jeeny', 'curated:picap', 'curated:maxim-taxi', 'curated:bird', 'curated:miles-mobility', 'curated:cellopark',
  'curated:line-man', 'curated:shopeefood', 'curated:keeta', 'curated:snoonu', 'curated:toters', 'curated:mrsool', 'curated:coupang-eats', 'curated:yogiyo', 'curated:demae-can',
]);

/**
 * Prefixes added to a corpus intermediary after the model was trained (round 46: PagSeguro's PAGS*). The
 * rules strip every listed prefix exactly; printing a new one in the corpus would only reshuffle it and
 * retrain the model (measured: 13 new misses on the readable sets, blind merchant -3), like
 * TAGGER_EXCLUDED_MERCHANTS above.
 */
export const TAGGER_EXCLUDED_PREFIXES: ReadonlySet<string> = new Set(['PAGS*', 'PAGS *']);

/** The intermediaries (curated keys) whose prefixes the corpus prints: the 80 of round 4. */
export const TAGGER_INTERMEDIARIES: ReadonlySet<string> = new Set([
  'square', 'paypal', 'toast', 'clover', 'shopify', 'sumup', 'zettle', 'stripe', 'adyen', 'mollie', 'klarna',
  'google-play', 'pagseguro', 'mercado-pago', 'razorpay', 'braintree', 'stone', 'payfort', '2checkout',
  'fastspring', 'paddle', 'lemon-squeezy', 'checkout-com', 'worldpay', 'wepay', 'ebanx', 'dlocal', 'payu',
  'cielo', 'getnet', 'picpay', 'afterpay', 'affirm', 'sezzle', 'zip', 'paytm', 'phonepe', 'cashfree',
  'ccbill', 'global-payments', 'heartland', 'elavon', 'nexi', 'viva-wallet', 'payoneer', 'rapyd', 'moneris',
  'eventbrite', 'quickbooks-payments', 'bluesnap', 'digital-river', 'amazon-pay', 'spoton', 'zeller', 'yoco',
  'payfast', 'paystack', 'flutterwave', 'xendit', 'skrill', 'ccv', 'mypos', 'iyzico', 'ikhokha', 'snapscan',
  'clip', 'conekta', 'paymongo', 'midtrans', 'przelewy24', 'billdesk', 'ccavenue', 'payplug', 'xsolla',
  'nayax', 'windcave', 'omise', 'paytabs', 'curve', 'gopay',
  // (round 31) Afterpay's CLEARPAY prefixes moved to a record of their own, whose key sorts right after it:
  // the same prefixes in the same order, so the corpus (and the model) stay as they were.
  'afterpay-clearpay',
]);

export function generateCorpus(src: CorpusSources, seed = 20261123, perLayout = 400): Corpus {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const chance = (p: number) => rnd() < p;
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));

  const businessWords = Object.keys(WORD_TARGETS).filter((w) => w.length >= 3).sort();
  const firstNames = [...FIRST_NAMES].sort();
  const generic = [...GENERIC_WORDS].sort();
  // Brands: plain Latin names of one to four words, in data order (deterministic).
  const brands: string[] = [];
  for (const m of src.merchants) {
    if (TAGGER_EXCLUDED_MERCHANTS.has(m.key)) continue;
    // An NSI brand known only by names in other scripts: no Latin name to print ("Бенита" keeps to "BENITA" through its alias).
    if (m.source === 'nsi' && !isLatin(m.name)) continue;
    const f = fold(m.name).replace(/[^A-Z0-9&' .-]/g, '').replace(/\s+/g, ' ').trim();
    if (f.length >= 2 && f.split(' ').length <= 4 && /[A-Z]/.test(f)) brands.push(f);
  }
  // Cities by country, most populous first (the top ones are what statements print most).
  const citiesBy = new Map<string, CityRecord[]>();
  for (const c of src.cities) {
    let l = citiesBy.get(c.country);
    if (!l) citiesBy.set(c.country, (l = []));
    l.push(c);
  }
  for (const l of citiesBy.values()) l.sort((a, b) => b.population - a.population || (a.name < b.name ? -1 : 1));
  const alpha3 = new Map(src.countries.map((c) => [c.code, c.alpha3]));
  // The prefixes of the TAGGER_INTERMEDIARIES records only: the rules strip every listed prefix
  // exactly, so the model needs their shapes, not each one; a longer list would only reshuffle the
  // corpus (a retrained model moves the eval sets by a case either way, measured in rounds 4 and 5).
  const prefixes = src.intermediaries.filter((r) => TAGGER_INTERMEDIARIES.has(r.key.replace(/^curated:/, ''))).flatMap((r) => r.prefixes.filter((p) => /\*|_$/.test(p) && !/\./.test(p) && !TAGGER_EXCLUDED_PREFIXES.has(p)));

  const pseudo = (): string => {
    let s = '';
    const n = int(2, 3);
    for (let i = 0; i < n; i++) s += pick(SYLLABLES);
    return s;
  };
  const nameWord = (): string => {
    const r = rnd();
    return r < 0.3 ? pseudo() : r < 0.55 ? pick(NAME_WORDS) : r < 0.75 ? pick(SURNAMES) : r < 0.88 ? pick(generic) : pick(firstNames);
  };
  const smallBusiness = (): string => {
    const bw = pick(businessWords);
    switch (int(0, 11)) {
      case 0: return `${pick(SURNAMES)}'S ${bw}`;
      case 1: return `${nameWord()} ${bw}`;
      case 2: return `${bw} ${nameWord()}`;
      case 3: return `${bw} ${pick(JOINS)} ${nameWord()}`;
      case 4: return `${nameWord()} ${nameWord()} ${bw}`;
      case 5: return `${bw} ${nameWord()} ${nameWord()}`;
      case 6: return `${nameWord()} ${nameWord()}`;
      case 7: return pseudo();
      case 8: return `${nameWord()} ${bw} ${pick(SUFFIXES)}`;
      case 9: return `${pick(firstNames)} ${pick(SURNAMES)} ${pick(SUFFIXES)}`;
      case 10: return `${pick(SURNAMES)} & ${pick(SURNAMES)}`;
      default: return `${bw}${nameWord()}`;
    }
  };
  const person = (): string => {
    switch (int(0, 4)) {
      case 0: case 1: return `${pick(firstNames)} ${pick(SURNAMES)}`;
      case 2: return `${pick(SURNAMES)} ${pick(firstNames)}`;
      case 3: return `${pick(firstNames)} ${String.fromCharCode(65 + int(0, 25))}`;
      default: return `${pick(firstNames)} ${pick(SURNAMES)} ${pick(SURNAMES)}`;
    }
  };
  const city = (country: string): CityRecord | null => {
    const l = citiesBy.get(country);
    if (!l || l.length === 0) return null;
    return chance(0.75) ? l[Math.floor(rnd() * Math.min(l.length, 300))]! : pick(l);
  };
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = (): string => {
    const d = int(1, 28), m = int(1, 12), y = int(2022, 2026);
    switch (pick(DATE_FORMATS)) {
      case 'MM/DD': return `${pad(m)}/${pad(d)}`;
      case 'DD.MM.': return `${pad(d)}.${pad(m)}.`;
      case 'DD.MM.YY': return `${pad(d)}.${pad(m)}.${pad(y % 100)}`;
      case 'DD/MM/YYYY': return `${pad(d)}/${pad(m)}/${y}`;
      case 'YYYY-MM-DD': return `${y}-${pad(m)}-${pad(d)}`;
      case 'DDMON': return `${pad(d)}${MONTHS[m - 1]}`;
      case 'DD MON': return `${pad(d)} ${MONTHS[m - 1]}`;
      case 'DDMMYY': return `${pad(d)}${pad(m)}${pad(y % 100)}`;
      case 'MONDD': return `${MONTHS[m - 1]}${pad(d)}`;
      case 'DD-MM-YYYY': return `${pad(d)}-${pad(m)}-${y}`;
      default: return `${pad(d)}/${pad(m)}`;
    }
  };
  const digits = (n: number) => { let s = ''; for (let i = 0; i < n; i++) s += String(int(0, 9)); return s; };
  const cardMask = (): string => pick([`XXXX${digits(4)}`, `************${digits(4)}`, `${digits(6)}*${digits(4)}`, `${digits(4)}XXXXXXXX${digits(4)}`, `X${digits(4)}`, `*${digits(4)}`]);
  const reference = (): string => pick([digits(int(6, 12)), `S${digits(15)}`, `${digits(3)}${String.fromCharCode(65 + int(0, 25))}${digits(6)}`, digits(int(4, 5))]);
  const noisyName = (name: string): string => {
    let s = name;
    if (chance(0.06)) s = s.replace(/ /g, ''); // glued words
    if (chance(0.05) && s.length > 5) { // one typo: a dropped or doubled letter
      const at = int(1, s.length - 2);
      s = chance(0.5) ? s.slice(0, at) + s.slice(at + 1) : s.slice(0, at) + s[at] + s.slice(at);
    }
    if (s.length > 19 && chance(0.35)) s = s.slice(0, int(19, Math.min(25, s.length - 1))).trimEnd(); // card-network field width
    return s;
  };

  const fill = (layout: Layout): Segment[] => {
    const segs: Segment[] = [];
    const c = city(layout.country);
    const push = (text: string, label: number, glue: boolean) => { if (text) segs.push({ text, label, glue }); };
    for (const rawPart of layout.text.split(' ')) {
      // A part may hold literal text and slots: "K{N}", "{M},PAS{N}", "{P}~{M}".
      const re = /(~?)\{([A-Z]+)\}(\??)|([^{~]+)/g;
      let first = true;
      for (let m = re.exec(rawPart); m; m = re.exec(rawPart)) {
        const glue = !first;
        first = false;
        if (m[4] !== undefined) {
          // Literal country codes and "@"-marked place words are locations; digits references.
          const lit = m[4].replace(/^@/, '');
          const place = m[4].startsWith('@') || lit === layout.country || lit === alpha3.get(layout.country);
          push(lit, place ? L_LOC : /^\d+$/.test(lit) ? L_REF : L_O, glue);
          continue;
        }
        const slot = m[2]!;
        if (m[3] === '?' && chance(0.5)) continue;
        const g = glue || m[1] === '~';
        switch (slot) {
          case 'M':
            if (!g && !layout.heldOut && chance(0.15)) for (let b = int(1, 2); b > 0; b--) push(pick(BOILERPLATE), L_O, false);
            push(noisyName(chance(0.4) ? pick(brands) : smallBusiness()), L_BM, g); break;
          case 'C': if (c) push(fold(c.name), L_LOC, g); break;
          case 'ST': if (c && c.admin && /^[A-Z]{2,3}$/.test(c.admin)) push(c.admin, L_LOC, g); break;
          case 'CC': push(chance(0.5) ? layout.country : alpha3.get(layout.country) ?? layout.country, L_LOC, g); break;
          case 'D': push(date(), L_REF, g); break;
          case 'T': push(`${pad(int(0, 23))}:${pad(int(0, 59))}`, L_REF, g); break;
          case 'K': push(cardMask(), L_REF, g); break;
          case 'R': push(reference(), L_REF, g); break;
          case 'N': push(chance(0.5) ? `#${digits(int(2, 5))}` : digits(int(2, 5)), L_REF, g); break;
          case 'P': {
            const p = pick(prefixes);
            push(p, L_PROC, g);
            // "SQ *NAME" or "SQ * NAME": the star glues to the name or not.
            if (chance(0.5)) segs[segs.length - 1]!.text += ' ';
            break;
          }
          case 'PER': push(person(), L_PER, g); break;
          case 'MEMO': push(Array.from({ length: int(1, 2) }, () => pick(MEMOS)).join(' '), L_MEMO, g); break;
          case 'A': push(`${int(1, 300)}.${pad(int(0, 99))} ${pick(['EUR', 'USD', 'GBP'])}`, L_REF, g); break;
          default: throw new Error(`tagger corpus: unknown slot {${slot}} in layout ${layout.id}`);
        }
      }
    }
    return segs;
  };

  const corpus: Corpus = { train: [], test: [], rejected: 0 };
  for (const layout of LAYOUTS) {
    for (let k = 0; k < perLayout; k++) {
      const segs = fill(layout);
      let title = '';
      for (const s of segs) title += (title === '' || s.glue ? '' : ' ') + s.text;
      const mixed = layout.mixedCase || chance(0.05);
      if (mixed) title = title.toLowerCase().replace(/(^|[\s*/.-])([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase());
      const ex = labelTitle(title, layout, segs);
      if (ex) (layout.heldOut ? corpus.test : corpus.train).push(ex);
      else corpus.rejected++;
    }
  }
  return corpus;
}

const WORD_RE = /[\p{L}\p{N}'’]+/gu;

/** Carries the printed words' labels over to the parser's cleaned words (null when they do not align). */
function labelTitle(title: string, layout: Layout, segs: Segment[]): CorpusExample | null {
  const queue: Array<{ w: string; label: number }> = [];
  for (const s of segs) {
    let firstOfName = true;
    for (const m of s.text.matchAll(WORD_RE)) {
      const w = fold(m[0]).replace(/['’]/g, '');
      if (!w) continue;
      let label = s.label;
      if (label === L_BM) { label = firstOfName ? L_BM : L_IM; firstOfName = false; }
      queue.push({ w, label });
    }
  }
  const p = parseTitle(title, layout.country);
  const input = tagInput(p.toks, title);
  const labels = new Uint8Array(input.words.length);
  let q = 0;
  for (let i = 0; i < input.words.length; i++) {
    const w = input.words[i]!;
    let found = -1;
    for (let j = q; j < queue.length && j < q + 8; j++) {
      const e = queue[j]!.w;
      // The parser may keep only part of a printed word ("EASYJET000EJY8" -> "EASYJET").
      if (e === w || (w.length >= 3 && (e.startsWith(w) || e.endsWith(w)))) { found = j; break; }
    }
    if (found < 0) return null;
    labels[i] = queue[found]!.label;
    q = queue[found]!.w === w ? found + 1 : found;
  }
  // A name whose first word the parser removed starts at its next word.
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] === L_IM && (i === 0 || (labels[i - 1] !== L_BM && labels[i - 1] !== L_IM))) labels[i] = L_BM;
  }
  return { layout: layout.id, title, country: layout.country, input, labels };
}
