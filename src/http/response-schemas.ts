// JSON Schemas (2020-12, the dialect of OpenAPI 3.1) of every response body the service sends.
// They become `components.schemas` of GET /openapi.json and the API tests validate real
// responses against them, so they are written strictly: closed objects, exact enums, formats.
// Enums come from the engine's contract where it defines them (one source of truth).
import { CHANNELS, LEVEL1_CATEGORIES, ENRICHMENT_PARTS } from '../../workers/engine/types.js';
import { PERMISSIONS } from '../store/types.js';
import { ISSUE_STATUSES, ISSUE_FIELDS } from './schemas.js';

export type JsonSchema = Record<string, unknown>;

/** A reference to a named component schema. */
export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

const str: JsonSchema = { type: 'string' };
const strOrNull: JsonSchema = { type: ['string', 'null'] };
const int: JsonSchema = { type: 'integer' };
const uuid: JsonSchema = { type: 'string', format: 'uuid' };
const dateTime: JsonSchema = { type: 'string', format: 'date-time' };

/** A closed object: every listed property required unless named in `optional`. */
function obj(properties: Record<string, JsonSchema>, optional: readonly string[] = [], description?: string): JsonSchema {
  const s: JsonSchema = {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
    additionalProperties: false,
  };
  if (description !== undefined) s['description'] = description;
  return s;
}

/** The hosted original's eight subscription types (DESIGN: clients reject anything else). */
export const SUBSCRIPTION_TYPES_V1 = ['streaming', 'software', 'news', 'fitness', 'mobile', 'gaming', 'utilities', 'other'] as const;
/** Enrichment entry statuses; a failed part is `no_match` plus a `meta.errors` tag. */
export const ENTRY_STATUSES_V1 = ['found', 'no_match', 'not_applicable'] as const;
export const TRANSACTION_STATUSES = ['completed', 'pending', 'failed'] as const;
export const PLANS = ['free', 'starter', 'growth', 'business', 'enterprise'] as const;
/** `<part>_timeout` / `<part>_error`. */
export const ERROR_TAG_PATTERN = `^(${ENRICHMENT_PARTS.join('|')})_(timeout|error)$`;

/** An enrichment entry: `found` with data and confidence, or a miss with both null. */
function entry(dataSchema: string): JsonSchema {
  return {
    oneOf: [
      obj({ status: { const: 'found' }, confidence: ref('Confidence'), data: ref(dataSchema) }),
      obj({ status: { enum: ['no_match', 'not_applicable'] }, confidence: { type: 'null' }, data: { type: 'null' } }),
    ],
  };
}

/** One found entity of `data.entities`. */
function entity(type: string, roles: readonly string[], dataSchema: JsonSchema): JsonSchema {
  return obj({
    type: { const: type },
    role: roles.length === 1 ? { const: roles[0] } : { enum: [...roles] },
    confidence: ref('EntityConfidence'),
    data: dataSchema,
  });
}

export const COMPONENT_SCHEMAS: Record<string, JsonSchema> = {
  // ---- envelope ----
  Meta: {
    type: 'object',
    description: 'Present on every response. Some endpoints add properties (categoryVersion, errors, page, size, total, totalPages).',
    properties: {
      generatedAt: dateTime,
      requestId: { ...uuid, description: 'Also sent as the X-Request-Id header; quote it when reporting a problem.' },
      version: { ...str, description: 'Service version.' },
      categoryVersion: { ...str, description: 'Version label of the category taxonomy.' },
      errors: { type: 'array', items: ref('ErrorTag') },
      page: { type: 'integer', minimum: 1 },
      size: { type: 'integer', minimum: 1 },
      total: { type: 'integer', minimum: 0 },
      totalPages: { type: 'integer', minimum: 0 },
    },
    required: ['generatedAt', 'requestId', 'version'],
  },
  ErrorTag: { type: 'string', pattern: ERROR_TAG_PATTERN, description: 'An enrichment part that failed (`_error`) or ran out of its time budget (`_timeout`).' },
  Error: obj({
    code: { ...str, description: 'Stable machine-readable code; branch on this, not on the message.' },
    message: { ...str, description: 'Human-readable explanation, safe to log.' },
    details: {
      type: 'object',
      description: 'Extra facts: `fieldErrors` on 422, `state`/`transactionId` on 409, `allowed` on 405, ...',
      properties: { fieldErrors: ref('FieldErrors') },
    },
  }, ['details']),
  FieldErrors: {
    type: 'object',
    description: 'Field (or header / query parameter) name -> messages.',
    additionalProperties: { type: 'array', items: str, minItems: 1 },
  },
  ErrorEnvelope: obj({ success: { const: false }, error: ref('Error'), meta: ref('Meta') }),

  // ---- enrichment ----
  Confidence: { type: 'integer', minimum: 0, maximum: 100 },
  Channel: { type: 'string', enum: [...CHANNELS] },
  SubscriptionType: { type: 'string', enum: [...SUBSCRIPTION_TYPES_V1] },
  CategoryCode: obj({ mcc: int, sic: int, naics: int }),
  CategoryRef: obj({ name: { type: 'string', minLength: 1 }, code: ref('CategoryCode') }),
  ClassifiedCategory: obj({
    primary: { allOf: [ref('CategoryRef')], properties: { name: { enum: [...LEVEL1_CATEGORIES] } } },
    secondary: ref('CategoryRef'),
    tertiary: ref('CategoryRef'),
    confidence: ref('Confidence'),
  }),
  Subscription: {
    ...obj({ recurring: { type: 'boolean' }, type: { oneOf: [ref('SubscriptionType'), { type: 'null' }] } }),
    description: '`type` is null exactly when `recurring` is false.',
    if: { properties: { recurring: { const: false } } },
    then: { properties: { type: { type: 'null' } } },
    else: { properties: { type: ref('SubscriptionType') } },
  },
  TransactionPart: obj({ category: ref('ClassifiedCategory'), subscription: ref('Subscription'), channel: ref('Channel'), confidence: ref('Confidence') }),
  Merchant: obj({
    id: uuid, name: str, alias: { type: 'array', items: str }, keywords: { type: 'array', items: str },
    icon: { ...strOrNull, description: 'Absolute URL of the logo (SVG) served by this service.' },
    description: strOrNull, color: strOrNull, website: strOrNull, domain: strOrNull,
  }),
  Coordinates: obj({ latitude: { type: 'number', minimum: -90, maximum: 90 }, longitude: { type: 'number', minimum: -180, maximum: 180 } }),
  Location: obj({
    id: uuid, name: str, formatted: str,
    structured: obj({
      street: strOrNull, city: strOrNull, state: strOrNull, postalCode: strOrNull,
      country: { type: ['string', 'null'], pattern: '^[A-Z]{2}$' }, countryName: strOrNull,
      coordinates: { oneOf: [ref('Coordinates'), { type: 'null' }] }, timezone: strOrNull,
    }),
    phoneNumber: strOrNull,
  }),
  PaymentProcessor: obj({ id: uuid, name: str, icon: strOrNull, color: strOrNull, website: strOrNull }),
  P2PPlatform: obj({ id: uuid, name: str, icon: strOrNull, color: strOrNull, website: strOrNull }),
  Intermediary: obj({ id: uuid, name: str, icon: strOrNull, description: strOrNull, color: strOrNull, website: strOrNull, domain: strOrNull }),
  Recipient: obj({ displayName: { type: 'string', minLength: 1 } }),
  PeerToPeer: obj({ platform: ref('P2PPlatform'), recipient: { oneOf: [ref('Recipient'), { type: 'null' }] }, memo: strOrNull }),
  MerchantEntry: entry('Merchant'),
  LocationEntry: entry('Location'),
  PaymentProcessorEntry: entry('PaymentProcessor'),
  PeerToPeerEntry: entry('PeerToPeer'),
  Enrichments: obj({
    merchant: ref('MerchantEntry'), location: ref('LocationEntry'),
    paymentProcessor: ref('PaymentProcessorEntry'), peerToPeer: ref('PeerToPeerEntry'),
  }, [], 'All four entries are always present.'),
  EntityConfidence: obj({
    value: ref('Confidence'),
    reasons: { type: 'array', items: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' }, description: 'Short snake_case tags saying why, e.g. name_closely_matched, city_match, known_processor_match.' },
  }),
  IntermediaryEntityData: {
    type: 'object',
    description: 'The intermediary (payment processor, peer-to-peer platform or wallet).',
    properties: { id: uuid, name: str, icon: strOrNull, description: strOrNull, color: strOrNull, website: strOrNull, domain: strOrNull },
    required: ['name'],
    additionalProperties: false,
  },
  Entity: {
    description: 'A found entity (the newer response shape of the hosted original). Only found entities are listed.',
    oneOf: [
      entity('merchant', ['organization'], ref('Merchant')),
      entity('location', ['store_location'], ref('Location')),
      entity('intermediary', ['processor', 'p2p', 'wallet'], ref('IntermediaryEntityData')),
      entity('person', ['recipient'], ref('Recipient')),
    ],
  },
  StoredTransaction: obj({
    id: uuid,
    raw: { ...str, description: 'The title as sent.' },
    direction: { enum: ['expense', 'income'] },
    status: { enum: [...TRANSACTION_STATUSES] },
    partial: { type: 'boolean' },
    errors: { type: 'array', items: ref('ErrorTag') },
    createdAt: dateTime,
    country: { type: 'string', pattern: '^[A-Z]{2}$' },
    processingTimeMs: { type: 'integer', minimum: 0 },
    transaction: ref('TransactionPart'),
    enrichments: ref('Enrichments'),
    entities: { type: 'array', items: ref('Entity') },
  }),
  TransactionPage: obj({
    transactions: { type: 'array', items: ref('StoredTransaction') },
    pagination: obj({ size: { type: 'integer', minimum: 1, maximum: 100 }, hasMore: { type: 'boolean' }, nextCursor: { type: ['string', 'null'], description: 'Pass as `cursor` to get the next page; null on the last page.' } }),
  }),

  // ---- reference data ----
  Bank: obj({
    id: uuid, name: { type: 'string', minLength: 1, maxLength: 200 },
    country: { type: ['string', 'null'], pattern: '^[A-Z]{2}$', description: 'Country of origin.' },
    foundedYear: { type: ['integer', 'null'], minimum: 1, maximum: 9999 },
    foundedOn: { type: ['string', 'null'], format: 'date' },
    description: strOrNull, icon: strOrNull, color: strOrNull, website: strOrNull, domain: strOrNull,
  }),
  TaxonomyEntry: obj({
    name: str, type: { enum: ['income', 'primary'] }, level: { type: 'integer', minimum: 1, maximum: 3 },
    parent: { type: 'string', description: 'Name of the parent category; "" on the level-1 entries.' },
    description: str, mcc: int, sic: int, naics: int,
  }),
  IssueReport: obj({
    id: uuid, transactionId: uuid, description: str,
    fields: { type: 'array', items: { enum: [...ISSUE_FIELDS] } },
    status: { enum: [...ISSUE_STATUSES] }, statusMessage: str, createdAt: dateTime, updatedAt: dateTime,
    expected: { oneOf: [ref('ExpectedValues'), { type: 'null' }], description: 'The correction sent with the report, if any.' },
  }, ['expected']),
  ExpectedValues: {
    ...obj({ merchant: str, category: { ...str, description: 'Any taxonomy name.' }, channel: ref('Channel'), recurring: { type: 'boolean' } }, ['merchant', 'category', 'channel', 'recurring']),
    minProperties: 1,
    description: 'What the organization wants for this title from now on (a correction).',
  },
  BatchItemResult: {
    description: 'One item of a batch, in input order: `status` is the HTTP status the item would have had alone.',
    oneOf: [
      obj({ index: { type: 'integer', minimum: 0 }, status: { const: 200 }, transaction: ref('StoredTransaction') }),
      obj({ index: { type: 'integer', minimum: 0 }, status: { type: 'integer', minimum: 400, maximum: 599 }, error: ref('Error') }),
    ],
  },

  // ---- service ----
  Health: obj({ status: { const: 'healthy' }, service: str, version: str }),
  Ready: obj({ status: { const: 'ready' }, service: str, version: str, database: { const: 'up' } }),
  ApiInfo: obj({ version: { const: 'v1' }, endpoints: { type: 'object', additionalProperties: str } }),

  // ---- admin ----
  Organization: obj({
    id: uuid, name: str, plan: { enum: [...PLANS] },
    credits: { type: ['integer', 'null'], minimum: 0, description: 'null = unlimited.' },
    rps: { type: 'integer', minimum: 1 }, concurrency: { type: 'integer', minimum: 1 },
    burst: { type: 'integer', minimum: 1, description: 'Token-bucket capacity: the organization\'s own, else 2 x rps.' },
    createdAt: dateTime,
  }, ['burst']),
  ApiKeyInfo: obj({
    id: uuid, organizationId: uuid,
    permissions: { type: 'array', items: { enum: [...PERMISSIONS] } },
    createdAt: dateTime, revokedAt: { type: ['string', 'null'], format: 'date-time' },
  }),
  ApiKeySecret: { type: 'string', pattern: '^[A-Za-z0-9]+_[A-Za-z0-9_-]{32,}$', description: 'The API key itself: shown once, stored only as a hash.' },
};

/** `data` of each documented success response, by name (used by the route docs). */
export const DATA = {
  health: ref('Health'),
  ready: ref('Ready'),
  apiInfo: ref('ApiInfo'),
  enrichment: ref('StoredTransaction'),
  transactionPage: ref('TransactionPage'),
  count: obj({ count: { type: 'integer', minimum: 0 } }),
  transaction: obj({ transaction: ref('StoredTransaction') }),
  deleted: obj({ deleted: { const: true }, transactionId: uuid }),
  categories: obj({ categories: { type: 'array', items: ref('TaxonomyEntry') }, total: { type: 'integer', minimum: 0 } }),
  bankPage: obj({
    banks: { type: 'array', items: ref('Bank') },
    pagination: obj({ page: { type: 'integer', minimum: 1 }, size: { type: 'integer', minimum: 1 }, hasMore: { type: 'boolean' } }),
  }),
  bank: obj({ bank: ref('Bank') }),
  merchant: obj({ merchant: ref('Merchant') }),
  location: obj({ location: ref('Location') }),
  intermediary: obj({ intermediary: ref('Intermediary') }),
  p2pPlatform: obj({ p2pPlatform: ref('P2PPlatform') }),
  issueReports: { type: 'array', items: ref('IssueReport') },
  issueReport: obj({ issueReport: ref('IssueReport') }),
  organization: obj({ organization: ref('Organization') }),
  organizationCreated: obj({ organization: ref('Organization'), apiKey: ref('ApiKeySecret'), key: ref('ApiKeyInfo') }),
  keyCreated: obj({ apiKey: ref('ApiKeySecret'), key: ref('ApiKeyInfo') }),
  keyRevoked: obj({ revoked: { const: true }, key: ref('ApiKeyInfo') }),
  organizations: { type: 'array', items: ref('Organization') },
  keys: { type: 'array', items: ref('ApiKeyInfo') },
  batch: obj({ results: { type: 'array', items: ref('BatchItemResult') } }),
} satisfies Record<string, JsonSchema>;

