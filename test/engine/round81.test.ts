// Round 81 (p2p): the set and its diagnosis are docs/accuracy/round-81.md; the lead fixed two of its causes, tested on
// titles written for these tests: a currency code of more markets after a full name ends the recipient (one list with the
// parser's codes), and the Russian dative label "получателю" (to the recipient) is never part of the name; a SPEI payee opened by a given name of the
// wider list.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, run } from '../helpers/engine-probe.js';

const recipient = (title: string, country: string) => {
  const p = run(title, country).enrichments.peerToPeer;
  return p.status === 'found' ? (p.data as { recipient?: { displayName?: string } } | null)?.recipient?.displayName ?? null : null;
};

describe.skipIf(!hasEngineData)('round 81', () => {
  beforeAll(loadProbeEngine);

  it('ends the recipient at a currency code of the markets whose rails print one', () => {
    expect(recipient('WISE TRANSFER TO ABENA OWUSU GHS', 'GB')).toBe('Abena Owusu');
    expect(recipient('WISE TRANSFER TO DAVID OCHIENG UGX', 'GB')).toBe('David Ochieng');
  });

  it('never takes the Russian dative label "получателю" into the name', () => {
    expect(recipient('СБП перевод получателю Ольга Петровна М.', 'RU')).toBe('Ольга Петровна М');
  });

  it('takes a SPEI payee opened by a given name of the wider list', () => {
    expect(recipient('SPEI ENVIADO A XIMENA ORTEGA REF 4471', 'MX')).toBe('Ximena Ortega');
    expect(recipient('TRANSF SPEI PARA XIMENA ORTEGA', 'MX')).toBe('Ximena Ortega');
  });
});
