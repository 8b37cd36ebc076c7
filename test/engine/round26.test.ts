// Round 26 causes (the bank's words and layouts around a merchant, in more languages), tested on
// titles written for these tests (not the eval sets' titles).
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, merchant, channel } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 26', () => {
  beforeAll(loadProbeEngine);

  it('drops booking-date and value-date labels before their dates', () => {
    expect(merchant('DATE OPE 03/02 DATE VAL 04/02 CB QUINCAILLERIE BERTIN', 'FR')).not.toMatch(/Date|Ope|Val/i);
    expect(merchant('DATA TRANSAKCJI 2025-02-03 DATA KSIEGOWANIA 2025-02-04 SKLEP RYBNY OKON', 'PL')).not.toMatch(/Data|Transakcji|Ksiegowania/i);
    expect(merchant('VALUTADATUM 03-02 BETAALPAS SCHOENMAKERIJ PIETERS', 'NL')).not.toMatch(/Valutadatum/i);
    expect(merchant('03.02.2025 TARIHLI KARTLI HARCAMA KIRTASIYE YILDIZ', 'TR')).not.toMatch(/Tarihli|Kartli|Harcama/i);
  });

  it('reads card-purchase words of more languages as the bank\'s, not the shop\'s', () => {
    expect(merchant('PESIN SATIS KUAFOR AYDIN LTD STI', 'TR')).not.toMatch(/Pesin|Satis/i);
    expect(merchant('KARTES DARIJUMS GRAMATNICA ZVAIGZNE', 'LV')).not.toMatch(/Kartes|Darijums/i);
    expect(merchant('BANKAXEPT 03.02 SYKKELVERKSTED HANSEN', 'NO')).not.toMatch(/Bankaxept/i);
    expect(merchant('ACHAT CARTE DE DEBIT EPICERIE FAVRE', 'CH')).not.toMatch(/^De /i);
    expect(merchant('ΑΓΟΡΑ ΤΗΣ 03/02 ΖΑΧΑΡΟΠΛΑΣΤΕΙΟ ΗΛΙΟΣ', 'GR')).not.toMatch(/Της/i);
    expect(merchant('ซื้อสินค้า/บริการ ร้านขนมปังแสงเดือน', 'TH')).not.toMatch(/บริการ/);
  });

  it('drops a German "UM HH.MM" time after a date', () => {
    expect(merchant('POS 0456 K3 03.02.UM 11.05 SCHUHHAUS PICHLER', 'AT')).not.toMatch(/\bUm\b/i);
  });

  it('reads cash-withdrawal words and ATM layouts of more languages', () => {
    expect(channel('GELDOPNEMING MET KAART 5678 ZWOLLE 03/02', 'NL')).toBe('atm');
    expect(channel('HAEVEAUTOMAT 03.02 ESBJERG', 'DK')).toBe('atm');
    expect(channel('OTTO. AUTOMAATTI 03.02 LAHTI', 'FI')).toBe('atm');
    expect(channel('ТЕГЛЕНЕ НА ПАРИ АТМ БУРГАС', 'BG')).toBe('atm');
    expect(channel('GA NR00005678 BLZ20050550 1 03.02/08.15UHR KIEL', 'DE')).toBe('atm');
    expect(channel('AUTOMAT 00056789 K2 03.02.UM 08.15 VILLACH', 'AT')).toBe('atm');
    expect(merchant('AUTOMAT 00056789 K2 03.02.UM 08.15 VILLACH', 'AT')).toBeNull();
  });

  it('reads a Romanian direct debit', () => {
    expect(channel('DEBITARE DIRECTA APA NOVA BUCURESTI', 'RO')).toBe('direct_debit');
  });
});

describe.skipIf(!hasEngineData)('round 26 (transliterations and abbreviations)', () => {
  beforeAll(loadProbeEngine);

  it('reads the Danish purchase word written KOEB and the ECOM PUR abbreviation as the bank\'s', () => {
    expect(merchant('DANKORT-KOEB 03.02 SKOMAGER LARSEN', 'DK')).not.toMatch(/Koeb/i);
    expect(merchant('ECOM PUR HILLTOP STATIONERS', 'IN')).not.toMatch(/\bPur\b/i);
    expect(merchant('KORTAFAERSLA 03.02 BAKARI SIGGA', 'IS')).not.toMatch(/Kortafaersla/i);
  });
});

describe.skipIf(!hasEngineData)('round 26 (authorisation codes and terminal ids)', () => {
  beforeAll(loadProbeEngine);

  it('keeps authorisation-code labels of many languages out of the name', () => {
    expect(merchant('POS ONAY KODU 654321 ZUCCACIYE DEMIR', 'TR')).not.toMatch(/Onay|Kodu/i);
    expect(merchant('POS COD AUT 654321 FERRAMENTA BIANCO', 'IT')).not.toMatch(/Cod|Aut/i);
    expect(merchant('PLATBA KARTOU AUTORIZACNI KOD 654321 KVETINARSTVI LILIE', 'CZ')).not.toMatch(/Autorizacni|Kod/i);
    expect(merchant('VASARLAS ENGEDELYSZAM 654321 VIRAGBOLT NAGY', 'HU')).not.toMatch(/Engedelyszam/i);
    expect(merchant('BEA AUTORISATIECODE 654321 VISHANDEL DE VRIES', 'NL')).not.toMatch(/Autorisatiecode/i);
    expect(merchant('GIROCARD APPR 654321 BLUMEN WAGNER', 'DE')).not.toMatch(/Appr/i);
    expect(merchant('ПОКУПКА КОД АВТОРИЗАЦИИ 654321 МАГАЗИН ТЮЛЬПАН', 'RU')).not.toMatch(/Код|Авторизации/i);
    expect(merchant('ΑΓΟΡΑ ΚΩΔ ΕΓΚΡΙΣΗΣ 654321 ΒΙΒΛΙΟΠΩΛΕΙΟ ΑΣΤΕΡΙ', 'GR')).not.toMatch(/Κωδ|Εγκρισης/i);
  });

  it('keeps terminal-id labels and terminal words out of the name', () => {
    expect(merchant('POS TERMINALE 87654321 CARTOLERIA VERDI', 'IT')).not.toMatch(/Terminale/i);
    expect(merchant('TERMINALNR 87654321 BLUMEN WAGNER', 'DE')).not.toMatch(/Terminalnr/i);
    expect(merchant('COMPRA TPV DROGUERIA SANZ', 'ES')).not.toMatch(/Tpv/i);
  });
});

describe.skipIf(!hasEngineData)('round 26 (more card-purchase words in other scripts)', () => {
  beforeAll(loadProbeEngine);

  it('keeps Russian, Greek and Thai card-purchase words out of the name', () => {
    expect(merchant('СПИСАНИЕ ПО КАРТЕ МАГАЗИН ЛАНДЫШ', 'RU')).toMatch(/Ландыш/i);
    expect(merchant('ΑΓΟΡΑ ΜΕ ΧΡΕΩΣΤΙΚΗ ΚΑΡΤΑ ΖΑΧΑΡΟΠΛΑΣΤΕΙΟ ΗΛΙΟΣ', 'GR')).not.toMatch(/Χρεωστικη|Με/i);
    expect(merchant('ΣΥΝΑΛΛΑΓΗ POS ΖΑΧΑΡΟΠΛΑΣΤΕΙΟ ΗΛΙΟΣ', 'GR')).not.toMatch(/Συναλλαγη/i);
    expect(merchant('ชำระค่าสินค้า ร้านขนมปังแสงเดือน', 'TH')).toMatch(/ร้านขนมปังแสงเดือน/);
  });
});
