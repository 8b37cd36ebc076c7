// The contract shared by the data build (native-data/), the engine (workers/engine/) and
// the service (src/). Change it only in agreement with all three.

export type Direction = 'expense' | 'income';

export const CHANNELS = [
  'in_store', 'online', 'mobile_app', 'atm', 'bank_transfer', 'direct_debit', 'unknown',
] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * The finer subscription kinds of merchant records and the engine's reasoning. Never sent as is:
 * the API sends one of SUBSCRIPTION_OUTPUT_TYPES (see subscriptionOutputType in output.ts).
 */
export const SUBSCRIPTION_TYPES = [
  'streaming', 'music', 'software', 'cloud_storage', 'news', 'gaming', 'fitness', 'mobile',
  'internet', 'utilities', 'insurance', 'membership', 'education', 'food_delivery', 'other',
] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** `subscription.type` as the API sends it: exactly the hosted original's eight values. */
export const SUBSCRIPTION_OUTPUT_TYPES = [
  'streaming', 'software', 'news', 'fitness', 'mobile', 'gaming', 'utilities', 'other',
] as const;
export type SubscriptionOutputType = (typeof SUBSCRIPTION_OUTPUT_TYPES)[number];

export const LEVEL1_CATEGORIES = [
  'Income', 'Transfers', 'Food & Drink', 'Shopping', 'Transportation', 'Travel',
  'Housing & Utilities', 'Entertainment', 'Health & Wellness', 'Personal Care', 'Education',
  'Financial Services', 'Government & Taxes', 'Services', 'Charity & Gifts',
] as const;
export type Level1Category = (typeof LEVEL1_CATEGORIES)[number];

/** Enrichment entry status: the hosted original's three (a failed part is `no_match` + a meta.errors tag). */
export const ENTRY_STATUSES = ['found', 'no_match', 'not_applicable'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** Parts of an enrichment that can fail or time out; tags are `<part>_timeout` / `<part>_error`. */
export const ENRICHMENT_PARTS = [
  'merchant', 'location', 'category', 'payment_processor', 'peer_to_peer',
] as const;
export type EnrichmentPart = (typeof ENRICHMENT_PARTS)[number];

// ---------------------------------------------------------------------------
// Compiled reference data: native-data/build/*.msgpack (see native-data/README.md)
// Every id is a UUIDv5 of a stable key (ids.ts), identical on every node and build.
// Icons: `iconSlug` names native-data/build/icons/<slug>.svg, served at /icons/<slug>.svg.
// ---------------------------------------------------------------------------

export interface TaxonomyEntry {
  name: string; // unique across the whole taxonomy
  type: 'income' | 'primary';
  level: 1 | 2 | 3;
  parent: string | null; // name of the parent entry; null on level 1
  description: string;
  mcc: number;
  sic: number;
  naics: number;
}

export interface TaxonomyFile {
  version: string; // categoryVersion label; changes whenever the entries change
  entries: TaxonomyEntry[];
}

export interface MerchantRecord {
  id: string;
  key: string; // stable source key, e.g. "nsi:<nsi id>" or "curated:netflix"
  name: string;
  alias: string[]; // how statements print it ("AMZN MKTP", "NETFLIX.COM")
  keywords: string[];
  category: string; // a level-3 TaxonomyEntry name
  countries: string[]; // ISO alpha-2 where it operates; [] = worldwide / unknown
  channel: Channel | null; // typical channel (online merchants, apps); null = decide from title
  subscription: SubscriptionType | null; // set when payments to it are typically recurring
  iconSlug: string | null;
  color: string | null; // "#RRGGBB"
  description: string | null;
  website: string | null;
  domain: string | null;
  source: 'nsi' | 'curated';
}

export interface IntermediaryRecord {
  id: string;
  key: string;
  name: string;
  prefixes: string[]; // what banks print before the merchant: "SQ *", "PAYPAL *", "TST*"
  iconSlug: string | null;
  color: string | null;
  description: string | null;
  website: string | null;
  domain: string | null;
}

export interface P2PPlatformRecord {
  id: string;
  key: string;
  name: string;
  alias: string[]; // how statements print it: "VENMO", "ZELLE", "CASH APP", "BIZUM"
  countries: string[];
  iconSlug: string | null;
  color: string | null;
  website: string | null;
  domain: string | null;
}

export interface BankRecord {
  id: string;
  key: string;
  name: string;
  country: string | null; // country of origin
  foundedYear: number | null;
  foundedOn: string | null; // YYYY-MM-DD, only when a source states it
  description: string | null;
  iconSlug: string | null;
  color: string | null;
  website: string | null;
  domain: string | null;
}

export interface CityRecord {
  name: string;
  altNames: string[]; // ascii / local / common English forms
  country: string; // ISO alpha-2
  admin: string | null; // postal abbreviation where one exists (US "WA", CA "ON", AU "NSW"), else GeoNames admin1 code
  lat: number;
  lon: number;
  population: number;
  timezone: string | null;
}

export interface AdminRecord {
  country: string;
  code: string; // "WA", "ON", "NSW"
  name: string; // "Washington"
}

export interface ZipRecord {
  zip: string; // 5 digits
  city: string;
  state: string;
  lat: number;
  lon: number;
}

export interface CountryRecord {
  code: string; // alpha-2
  alpha3: string;
  name: string;
}

export interface GazetteerFile {
  cities: CityRecord[];
  admins: AdminRecord[];
  zips: ZipRecord[];
  countries: CountryRecord[];
}

// ---------------------------------------------------------------------------
// Engine output: exactly the spec's `transaction` and `enrichments` objects.
// Confidence values are integers 0-100. Unknown strings are null.
// ---------------------------------------------------------------------------

export interface EnrichInput {
  title: string;
  country: string; // uppercase ISO alpha-2
  type: Direction;
}

export interface CategoryRef {
  name: string;
  code: { mcc: number; sic: number; naics: number };
}

export interface ClassifiedCategory {
  primary: CategoryRef;
  secondary: CategoryRef;
  tertiary: CategoryRef;
  confidence: number;
}

export interface MerchantData {
  id: string;
  name: string;
  alias: string[];
  keywords: string[];
  icon: string | null; // absolute URL
  description: string | null;
  color: string | null;
  website: string | null;
  domain: string | null;
}

export interface LocationData {
  id: string; // UUIDv5 of the normalised formatted address: one row shared by all organizations
  name: string;
  formatted: string;
  structured: {
    street: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
    country: string | null;
    countryName: string | null;
    coordinates: { latitude: number; longitude: number } | null;
    timezone: string | null;
  };
  phoneNumber: string | null;
}

export interface PaymentProcessorData {
  id: string;
  name: string;
  icon: string | null;
  color: string | null;
  website: string | null;
}

export interface P2PPlatformData {
  id: string;
  name: string;
  icon: string | null;
  color: string | null;
  website: string | null;
}

export interface PeerToPeerData {
  platform: P2PPlatformData;
  recipient: { displayName: string } | null;
  memo: string | null;
}

export interface EnrichmentEntry<T> {
  status: EntryStatus;
  confidence: number | null; // null unless found
  data: T | null; // null unless found
}

export interface TransactionPart {
  category: ClassifiedCategory;
  subscription: { recurring: boolean; type: SubscriptionOutputType | null };
  channel: Channel;
  confidence: number;
}

export interface EnrichmentsPart {
  merchant: EnrichmentEntry<MerchantData>;
  location: EnrichmentEntry<LocationData>;
  paymentProcessor: EnrichmentEntry<PaymentProcessorData>;
  peerToPeer: EnrichmentEntry<PeerToPeerData>;
}

/** Intermediary data inside an entity: the Intermediary resource's fields. */
export interface IntermediaryData {
  id: string;
  name: string;
  icon: string | null;
  description: string | null;
  color: string | null;
  website: string | null;
  domain: string | null;
}

export type EntityRole = 'organization' | 'store_location' | 'processor' | 'p2p' | 'wallet' | 'recipient';

/** One FOUND entity of `data.entities` (the hosted original's newer response shape). */
export type Entity =
  | { type: 'merchant'; role: 'organization'; confidence: EntityConfidence; data: MerchantData }
  | { type: 'location'; role: 'store_location'; confidence: EntityConfidence; data: LocationData }
  | { type: 'intermediary'; role: 'processor' | 'p2p' | 'wallet'; confidence: EntityConfidence; data: IntermediaryData }
  | { type: 'person'; role: 'recipient'; confidence: EntityConfidence; data: { displayName: string } };

export interface EntityConfidence {
  value: number; // integer 0-100
  reasons: string[]; // short snake_case tags saying why ("alias_matched", "city_match")
}

/**
 * Why each found part was found (reason tags), and what an entity needs beyond the
 * enrichment entry. Internal: used to build `entities`, never sent as is.
 */
export interface EntityEvidence {
  merchant: string[];
  location: string[];
  processor: { role: 'processor' | 'wallet'; reasons: string[]; description: string | null; domain: string | null } | null;
  p2p: { reasons: string[]; domain: string | null } | null;
  recipient: string[];
}

export interface EngineResult {
  transaction: TransactionPart;
  enrichments: EnrichmentsPart;
  partial: boolean;
  errors: string[]; // `<part>_timeout` / `<part>_error`
  evidence: EntityEvidence;
}

export interface EngineOptions {
  dataDir?: string; // default: native-data/build next to the package root
  iconBaseUrl?: string; // e.g. "http://localhost:8080"; icon = `${iconBaseUrl}/icons/${slug}.svg`
}

/** Time budget for one enrichment: parts that start after the deadline are reported as `<part>_timeout`. */
export interface EnrichBudget {
  deadline: number; // performance.now() value
}
