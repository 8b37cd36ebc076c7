// Round 72 causes (p2p transfers), tested on titles written for these tests (not the tuning set's titles): wallets and
// instant-payment rails of more markets, transfer phrases that open the name field, a transfer phrase or the receiving
// mobile network after a full name.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, p2p } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 72', () => {
  beforeAll(loadProbeEngine);

  it('knows wallets and rails of more markets', () => {
    expect(p2p('PAGO MOVIL A DANIELA PEREZ 04141234567', 'VE')?.platform).toBe('Pago Móvil');
    expect(p2p('MONCASH TRANSFER TO JEAN PIERRE LOUIS', 'HT')?.platform).toBe('MonCash');
    expect(p2p('MOOV MONEY TRANSFERT A KOFFI AMOUSSOU', 'BJ')?.platform).toBe('Moov Money');
    expect(p2p('POSTEPAY P2P A ALESSIA ROMANO', 'IT')?.platform).toBe('Postepay');
  });

  it('drops transfer phrases that open the name field', () => {
    expect(p2p('PAPARA ILE PARA TRANSFERI FATMA KAYA', 'TR')?.recipient).toBe('Fatma Kaya');
    expect(p2p('E-TFR AUTODEPOSIT FRM NOAH GAUTHIER', 'CA')?.recipient).toBe('Noah Gauthier');
  });

  it('ends the name at a transfer phrase or the receiving network', () => {
    expect(p2p('PRZELEW BLIK OD MAREK ZIELINSKI NA TELEFON 48500111222', 'PL')?.recipient).toBe('Marek Zielinski');
    expect(p2p('MOMO TRANSFER TO AKOSUA BOATENG MTN', 'GH')?.recipient).toBe('Akosua Boateng');
  });

  it('keeps a shop paid through a new wallet a purchase', () => {
    expect(p2p('MOBIKWIK QR BIG BAZAAR', 'IN')).toBeNull();
  });
});
