// One field of an enrichment in one call, for the engine's behaviour tests: a shared in-process
// engine (load it in beforeAll with loadProbeEngine) and probes that read one answer each.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadEngine, type Engine } from '../../workers/engine/index.js';
import { defaultDataDir } from '../../workers/engine/data.js';

type Direction = 'expense' | 'income';

/** The built data is there (`npm run build:data`); suites skip without it. */
export const hasEngineData = existsSync(join(defaultDataDir(), 'merchants.msgpack'));

let engine: Engine | null = null;

/** Loads the engine once per test file (call it in beforeAll). */
export function loadProbeEngine(): void {
  engine ??= loadEngine({ iconBaseUrl: 'http://x' });
}

export const run = (title: string, country = 'US', type: Direction = 'expense') => {
  if (engine === null) throw new Error('loadProbeEngine() first (in beforeAll)');
  return engine.enrich({ title, country, type });
};

/** The merchant's name, null when none was found. */
export const merchant = (title: string, country = 'US') => {
  const m = run(title, country).enrichments.merchant;
  return m.status === 'found' ? m.data!.name : null;
};

export const l1 = (title: string, country = 'US', type: Direction = 'expense') => run(title, country, type).transaction.category.primary.name;
export const l3 = (title: string, country = 'US', type: Direction = 'expense') => run(title, country, type).transaction.category.tertiary.name;
export const city = (title: string, country = 'US') => run(title, country).enrichments.location.data?.structured.city ?? null;

/** The p2p platform's name and the recipient's display name, null when no p2p was found. */
export const p2p = (title: string, country: string) => {
  const p = run(title, country).enrichments.peerToPeer;
  return p.status === 'found' ? { platform: p.data!.platform.name, recipient: p.data!.recipient?.displayName ?? null } : null;
};

/** The payment processor's name, null when none was found. */
export const processor = (title: string, country = 'US') => {
  const p = run(title, country).enrichments.paymentProcessor;
  return p.status === 'found' ? p.data?.name ?? null : null;
};

/** The transaction's channel. */
export const channel = (title: string, country = 'US', type: Direction = 'expense') => run(title, country, type).transaction.channel;
