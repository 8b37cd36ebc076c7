// Round 80 causes, tested on titles written for these tests (not the tuning set's titles): the acquirer or gateway
// printed before the shop that the engine did not know (Spain's Redsys, Portugal's Easypay, YooKassa, CloudPayments,
// GMO Payment Gateway).
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, run } from '../helpers/engine-probe.js';

const processor = (title: string, country: string) => {
  const p = run(title, country).enrichments.paymentProcessor;
  return p.status === 'found' ? p.data?.name ?? null : null;
};

describe.skipIf(!hasEngineData)('round 80', () => {
  beforeAll(loadProbeEngine);

  it('knows more regional acquirers and gateways printed before the shop', () => {
    expect(processor('COMPRA TARJETA REDSYS *FARMACIA LOPEZ VALENCIA', 'ES')).toBe('Redsys');
    expect(processor('COMPRA EASYPAY *MERCEARIA DO BAIRRO COIMBRA', 'PT')).toBe('Easypay');
    expect(processor('YOOKASSA *OZON.RU', 'RU')).toBe('YooKassa');
    expect(processor('CLOUDPAYMENTS*KINOPOISK', 'KZ')).toBe('CloudPayments');
    expect(processor('GMO-PG*ZOZOTOWN', 'JP')).toBe('GMO Payment Gateway');
  });
});
