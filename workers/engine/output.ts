// The API's view of an engine result: the eight public subscription types and `data.entities`.
// Pure functions shared by the worker (fresh results) and src/ (rows stored before entities).
import type {
  EnrichmentsPart, Entity, EntityEvidence, IntermediaryData, LocationData, SubscriptionOutputType, SubscriptionType,
} from './types.js';

/** Finer record kinds -> the hosted original's eight (its client rejects anything else). */
const OUTPUT_TYPE: Readonly<Record<SubscriptionType, SubscriptionOutputType>> = {
  streaming: 'streaming', music: 'streaming', software: 'software', cloud_storage: 'software', news: 'news',
  gaming: 'gaming', fitness: 'fitness', mobile: 'mobile', internet: 'utilities', utilities: 'utilities',
  insurance: 'other', membership: 'other', education: 'other', food_delivery: 'other', other: 'other',
};

/** The public type of a subscription kind; unknown strings (old rows, new data) become `other`. */
export function subscriptionOutputType(kind: string | null | undefined): SubscriptionOutputType | null {
  if (kind === null || kind === undefined) return null;
  return (OUTPUT_TYPE as Record<string, SubscriptionOutputType>)[kind] ?? 'other';
}

/** Why a location was read from the title: the parts of the address that matched. */
export function locationReasons(d: LocationData, inputCountry: string): string[] {
  const s = d.structured;
  const r: string[] = [];
  if (s.street) r.push('street_match');
  if (s.city) r.push('city_match');
  if (s.state) r.push('state_match');
  if (s.postalCode) r.push('postal_code_match');
  if (d.phoneNumber) r.push('phone_number_match');
  if (s.country && s.country === inputCountry) r.push('country_prior');
  return r;
}

/**
 * One entity per FOUND entry: merchant (organization), location (store_location), the payment
 * processor or the p2p platform (intermediary), the p2p recipient (person). Without evidence
 * (rows stored before entities existed) the reasons are what the stored entry itself shows.
 */
export function buildEntities(e: EnrichmentsPart, country: string, ev?: EntityEvidence | null): Entity[] {
  const out: Entity[] = [];
  const m = e.merchant;
  if (m.status === 'found' && m.data) {
    out.push({ type: 'merchant', role: 'organization', confidence: { value: m.confidence ?? 0, reasons: ev?.merchant ?? ['stored_match'] }, data: m.data });
  }
  const l = e.location;
  if (l.status === 'found' && l.data) {
    out.push({ type: 'location', role: 'store_location', confidence: { value: l.confidence ?? 0, reasons: ev?.location ?? locationReasons(l.data, country) }, data: l.data });
  }
  const p = e.paymentProcessor;
  if (p.status === 'found' && p.data) {
    const x = ev?.processor;
    const data: IntermediaryData = {
      id: p.data.id, name: p.data.name, icon: p.data.icon, description: x?.description ?? null,
      color: p.data.color, website: p.data.website, domain: x?.domain ?? null,
    };
    out.push({ type: 'intermediary', role: x?.role ?? 'processor', confidence: { value: p.confidence ?? 0, reasons: x?.reasons ?? ['known_processor_match'] }, data });
  }
  const q = e.peerToPeer;
  if (q.status === 'found' && q.data) {
    const pl = q.data.platform;
    const data: IntermediaryData = {
      id: pl.id, name: pl.name, icon: pl.icon, description: null, color: pl.color, website: pl.website, domain: ev?.p2p?.domain ?? null,
    };
    const value = q.confidence ?? 0;
    out.push({ type: 'intermediary', role: 'p2p', confidence: { value, reasons: ev?.p2p?.reasons ?? ['platform_pattern_match'] }, data });
    if (q.data.recipient) {
      out.push({ type: 'person', role: 'recipient', confidence: { value, reasons: ev?.recipient ?? ['p2p_recipient_named'] }, data: { displayName: q.data.recipient.displayName } });
    }
  }
  return out;
}
