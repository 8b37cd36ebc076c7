// Round 24 causes (person-to-person transfers: the recipient's field, its words, and the rails), tested on
// titles written for these tests (not the eval sets' titles).
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, run, merchant } from '../helpers/engine-probe.js';

const p2p = (title: string, country: string, type: 'expense' | 'income' = 'expense') => {
  const p = run(title, country, type).enrichments.peerToPeer;
  return p.status === 'found' ? { platform: p.data!.platform.name, recipient: p.data!.recipient?.displayName ?? null } : null;
};
const who = (title: string, country: string, type: 'expense' | 'income' = 'expense') => p2p(title, country, type)?.recipient ?? null;

describe.skipIf(!hasEngineData)('round 24', () => {
  beforeAll(loadProbeEngine);

  it('drops the transfer words of more languages before the name (Greek, Cyrillic, Indonesian, Chinese)', () => {
    expect(who('IRIS ΑΠΟΣΤΟΛΗ ΣΕ ΝΙΚΟΛΑΟΣ ΔΗΜΗΤΡΙΟΥ', 'GR')).toMatch(/^Νικολαος Δημητριου$/i);
    expect(who('СБП перевод от Марина Олеговна Т.', 'RU', 'income')).toMatch(/^Марина Олеговна Т/);
    expect(who('OVO TERIMA UANG DARI BAYU NUGROHO', 'ID', 'income')).toBe('Bayu Nugroho');
    expect(who('LINE PAY 轉帳 給 林雅婷', 'TW')).toBe('林雅婷');
  });

  it('drops the abbreviated "sent" of a cut field (ENV)', () => {
    expect(who('TRANSF PIX ENV RENATA SOUZA MELO 03/12', 'BR')).toBe('Renata Souza Melo');
  });

  it('keeps "son of" / "daughter of" inside a name', () => {
    expect(who('PAYNOW TRANSFER TO: SURESH S/O GOPAL', 'SG')).toMatch(/^Suresh S.?O.? Gopal$/i);
    expect(who('DUITNOW TRANSFER TO KAVITHA D/O RAMASAMY', 'MY')).toMatch(/^Kavitha D.?O.? Ramasamy$/i);
  });

  it('reads VAN / VON after a given name or before an article as the surname particle, not "from"', () => {
    expect(who('Tikkie ID 000555444333 Weekendje weg, Joris van den Heuvel', 'NL', 'income')).toBe('Joris van den Heuvel');
    // "Van" opening a field is still "from"
    expect(who('Tikkie ID 000555444333, Lunch, Van M. Smit', 'NL', 'income')).toMatch(/^M\.? Smit$/);
  });

  it('reads French "received from" and an honorific before a name printed before the rail', () => {
    expect(who('VIR INST RECU DE M. ETIENNE MARCHAND WERO', 'FR', 'income')).toBe('Etienne Marchand');
  });

  it('reads ONG as a surname where it is one, and as an NGO elsewhere', () => {
    expect(who('PayNow from ONG SIEW HUI 91234567', 'SG', 'income')).toBe('Ong Siew Hui');
    expect(p2p('BIZUM A ONG AMIGOS DEL BOSQUE', 'ES')).toBeNull();
  });

  it('reads a payee after its field label as a payee, with a given name the lists lack', () => {
    expect(p2p('PAYPAL (EUROPE) S.A.R.L. ET CIE., S.C.A. Empfänger: WENDELIN KAPPLER Verwendungszweck: Tickets', 'DE'))
      .toEqual({ platform: 'PayPal', recipient: 'Wendelin Kappler' });
  });

  it('takes the name after "to" only when the words before it are a memo or a person follows', () => {
    // "A" inside a shop's name after a wallet's star is no "to"
    expect(who('REVOLUT*CAFE A CROISSANT PARIS', 'FR') ?? '').not.toMatch(/^Croissant/i);
    // a memo before "to" still gives way to the name
    expect(who('LYDIA: REMBOURSEMENT A CLAIRE BERTIN', 'FR')).toBe('Claire Bertin');
  });

  it('reads the platform printed as a verb (Peru: "yapear")', () => {
    expect(p2p('YAPEASTE A GLADYS HUARCAYA', 'PE')).toEqual({ platform: 'Yape', recipient: 'Gladys Huarcaya' });
    expect(p2p('TE YAPEARON DE WILMER QUISPE', 'PE', 'income')?.platform).toBe('Yape');
  });

  it('keeps a known brand after a wallet star with "A" in its name', () => {
    expect(merchant('REVOLUT*PRET A MANGER MANCHESTER', 'GB')).toMatch(/^Pret/i);
  });

  it('reads a trade word of the business vocabulary after a wallet (and a payment word before it) as a shop paid', () => {
    expect(p2p('PAGAMENTO SATISPAY MACELLERIA BONINI', 'IT')).toBeNull();
    expect(merchant('PAGAMENTO SATISPAY MACELLERIA BONINI', 'IT')).toMatch(/^Macelleria Bonini/i);
  });

  it('reads a wallet top-up and an ACH cash-out (PPD) as the user\'s own money, no person and no merchant', () => {
    const topUp = run('CASH APP*ADD MONEY 8774174551 CA', 'US');
    expect(topUp.enrichments.peerToPeer.status).not.toBe('found');
    expect(topUp.enrichments.merchant.status).not.toBe('found');
    expect(topUp.transaction.category.primary.name).toBe('Transfers');
    const cashOut = run('PAYPAL DES:TRANSFER ID:5520001234 INDN:ROSA LINDGREN CO ID:PAYPALSI77 PPD', 'US', 'income');
    expect(cashOut.enrichments.peerToPeer.status).not.toBe('found');
    expect(cashOut.enrichments.merchant.status).not.toBe('found');
    // a WEB entry is a payment: still the wallet's transfer
    expect(p2p('VENMO DES:PAYMENT ID:1039990001 INDN:ROSA LINDGREN CO ID:3264681992 WEB', 'US')?.platform).toBe('Venmo');
  });

  it('ends a name at the bank printed after it on an instant-payment rail', () => {
    expect(who('SPEI RECIBIDO ORDENANTE: ROGELIO ANAYA TREJO INBURSA', 'MX', 'income')).toBe('Rogelio Anaya Trejo');
    expect(who('PIX RECEBIDO DANIELA FARIAS NUBANK', 'BR', 'income')).toBe('Daniela Farias');
  });

  it('reads a two- or three-word name right after a wallet and "to" as a labelled payee, even on a card rail', () => {
    expect(p2p('PAYCONIQ BY BANCONTACT AAN WANNES DEPAEPE', 'BE')).toEqual({ platform: 'Payconiq', recipient: 'Wannes Depaepe' });
    // a shop after the wallet with no "to" stays a shop
    expect(p2p('PAYCONIQ BY BANCONTACT BAKKERIJ PEETERS', 'BE')).toBeNull();
  });

  it('reads a Vietnamese name opening with a dish or eatery word after a wallet as a shop, a family name as a person', () => {
    expect(p2p('MOMO*BUN CHA HUONG LIEN', 'VN')).toBeNull();
    expect(merchant('MOMO*BUN CHA HUONG LIEN', 'VN')).toMatch(/^Bun Cha Huong Lien/i);
    expect(who('MOMO CHUYEN TIEN DEN LE VAN HUNG', 'VN')).toMatch(/^Le Van Hung$/i);
  });

  it('splits a glued name after a common US given name of the last decades', () => {
    expect(p2p('PAYPAL *ABIGAILFORSYTHE 4029357733', 'US')).toEqual({ platform: 'PayPal', recipient: 'Abigail Forsythe' });
  });

  it('reads "SURNAME, GIVEN NAMES" after "to" as one name, not a description then a name field', () => {
    expect(who('GCASH TRANSFER TO VILLAREAL, MARIA LOURDES', 'PH')).toBe('Maria Lourdes Villareal');
  });

  it('reads a move to the app\'s own savings pot or vault as an own-account transfer', () => {
    expect(p2p('MONZO POT TRANSFER HOLIDAY FUND', 'GB')).toBeNull();
    expect(run('REVOLUT VAULT DEPOSIT', 'GB').enrichments.merchant.status).not.toBe('found');
  });

  it('reads "a favor de:" as a payee label before a name printed ahead of the rail', () => {
    expect(who('TRANSFERENCIA INMEDIATA A FAVOR DE: IRENE CASTRILLO BIZUM', 'ES')).toBe('Irene Castrillo');
  });

  it('skips a labelled payee key or phone before the name', () => {
    expect(who('PIX ENVIADO CHAVE: 21988887777 BRUNA TEIXEIRA LOPES', 'BR')).toBe('Bruna Teixeira Lopes');
  });

  it('drops an honorific printed inside a rail\'s name field', () => {
    expect(who('UPI/DR/512377766655/SMT LATHA KRISHNAN/IOBA/latha@okaxis/UPI', 'IN')).toBe('Latha Krishnan');
  });

  it('keeps a trade-word surname printed before a given name a person after a wallet', () => {
    expect(p2p('TWINT *SZABO ANNA', 'CH')?.platform).toBe('TWINT');
  });

  it('keeps a known brand after a wallet and "to" a shop: a payee by syntax does not outweigh a brand', () => {
    expect(p2p('VIPPS TIL REMA 1000 GRUNERLOKKA', 'NO')).toBeNull();
    expect(merchant('VIPPS TIL REMA 1000 GRUNERLOKKA', 'NO')).toMatch(/^Rema 1000/i);
  });

  it('reads own-money heads only right after the wallet, never after "to"', () => {
    expect(run('ZELLE TO TOP SHELF MOVERS', 'US').transaction.category.primary.name).not.toBe('Transfers');
    // an ACH payment entry (DES:PAYMENT) stays the wallet's transfer whatever its entry class
    expect(p2p('VENMO DES:PAYMENT ID:1034000011 INDN:CARA WELLS CO ID:3264681992 PPD', 'US')?.platform).toBe('Venmo');
  });

  it('reads QUAN as a Vietnamese name unless an eatery word follows, and a leading legal form as a business', () => {
    expect(who('MOMO CHUYEN TIEN DEN QUAN THI NGA', 'VN')).toBe('Quan Thi Nga');
    expect(p2p('VIR INST RECU DE SAS LUMIFLOR WERO', 'FR', 'income')).toBeNull();
  });

  it('prefers a person in a later comma field to a VAN particle inside a description', () => {
    expect(who('Tikkie ID 000222333444, Bloemen voor Eva van Piet, Eva Mulder', 'NL', 'income')).toBe('Eva Mulder');
  });

  it('does not split a glued company name at a surname-like given name', () => {
    expect(p2p('PAYPAL *OWENSCORNING', 'US')).toBeNull();
  });
});
