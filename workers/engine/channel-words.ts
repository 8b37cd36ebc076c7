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
].join('|') + ')(?![A-Z0-9])|アプリ(?:決済|払い|購入)');

const IN_APP_GUARD_RE = /app|アプリ|sovellus|uygulama/i;

/** Whether the title says the purchase was made inside an app, in words the lexicon does not hold. */
export function inAppPhrase(title: string): boolean {
  // (a cheap look first: most titles hold none of these words, and folding costs a string)
  return IN_APP_GUARD_RE.test(title) && IN_APP_PHRASE_RE.test(fold(title));
}
