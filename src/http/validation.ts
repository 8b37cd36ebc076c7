// Ajv validators (compiled once at start-up) and the mapping from Ajv errors to the spec's
// `details.fieldErrors` {field: [messages]}. Every bad field is reported (allErrors).
import { Ajv, type ErrorObject, type ValidateFunction, type SchemaObject } from 'ajv';
import type { FieldErrors } from './envelope.js';

const ajv = new Ajv({ allErrors: true, strict: true, verbose: true, useDefaults: false });
// `x-message`: a human message for a failed `pattern`/`format` next to it in the schema.
ajv.addVocabulary(['x-message']);
ajv.addFormat('iso-timestamp', {
  type: 'string',
  validate: (s: string) => ISO_TIMESTAMP_RE.test(s) && !Number.isNaN(parseTimestamp(s)),
});

/** ISO 8601 date or date-time; without an offset the time is taken as UTC. */
const ISO_TIMESTAMP_RE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

export function parseTimestamp(s: string): number {
  let t = s.length === 10 ? `${s}T00:00:00Z` : s.replace(' ', 'T');
  if (!/(?:Z|[+-]\d{2}:?\d{2})$/i.test(t)) t += 'Z';
  t = t.replace(/([+-]\d{2})(\d{2})$/, '$1:$2').replace(/(\.\d{3})\d+/, '$1');
  const ms = Date.parse(t);
  // Reject rollovers such as 2024-02-31 (Date.parse would silently move them to March).
  if (Number.isNaN(ms)) return NaN;
  const day = s.slice(0, 10);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return NaN;
  return ms;
}

export function compile<T>(schema: SchemaObject): ValidateFunction<T> {
  return ajv.compile<T>(schema);
}

/** The top-level field an error belongs to (array items and nested keys report their root field). */
function fieldName(e: ErrorObject, prefix: string): string {
  if (e.keyword === 'required' && e.instancePath === '') return prefix + (e.params as { missingProperty: string }).missingProperty;
  if (e.keyword === 'additionalProperties' && e.instancePath === '') return prefix + (e.params as { additionalProperty: string }).additionalProperty;
  if (e.instancePath === '') return prefix === '' ? 'body' : prefix.slice(0, -1);
  const slash = e.instancePath.indexOf('/', 1);
  return prefix + (slash < 0 ? e.instancePath.slice(1) : e.instancePath.slice(1, slash));
}

/** "item 2: " / "key.sub: " for errors below the top-level field, so the message stays precise. */
function location(e: ErrorObject): string {
  const slash = e.instancePath.indexOf('/', 1);
  if (slash < 0) return '';
  const rest = e.instancePath.slice(slash + 1).split('/');
  return rest.map((r) => (/^\d+$/.test(r) ? `item ${Number(r) + 1}` : r)).join('.') + ': ';
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function message(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  const custom = (e.parentSchema as Record<string, unknown> | undefined)?.['x-message'];
  switch (e.keyword) {
    case 'required': return 'is required';
    case 'additionalProperties': return 'is not a recognised field';
    case 'type': {
      if (e.instancePath === '') return 'must be a JSON object';
      const raw = p['type'];
      const types = (Array.isArray(raw) ? raw : String(raw).split(',')) as string[];
      const names = types.map((t) => (t === 'integer' ? 'an integer' : t === 'null' ? 'null' : t === 'array' || t === 'object' ? `an ${t}` : `a ${t}`));
      return `must be ${names.join(' or ')}`;
    }
    case 'minLength': {
      const n = p['limit'] as number;
      return n === 1 ? 'must not be empty' : `must be at least ${plural(n, 'character')}`;
    }
    case 'maxLength': return `must be at most ${plural(p['limit'] as number, 'character')}`;
    case 'minimum': return `must be at least ${p['limit'] as number}`;
    case 'maximum': return `must be at most ${p['limit'] as number}`;
    case 'minItems': return `must contain at least ${plural(p['limit'] as number, 'item')}`;
    case 'maxItems': return `must contain at most ${plural(p['limit'] as number, 'item')}`;
    case 'uniqueItems': return 'must not contain duplicates';
    case 'minProperties': return 'must contain at least one field';
    case 'enum': return `must be one of: ${(p['allowedValues'] as unknown[]).join(', ')}`;
    case 'pattern':
    case 'format':
      return typeof custom === 'string' ? custom : e.keyword === 'format' ? `must be a valid ${p['format'] as string}` : 'has an invalid format';
    default: return e.message ?? 'is invalid';
  }
}

/** Adds Ajv's errors to `out`; `prefix` namespaces fields (e.g. query vs body never collide in practice). */
export function collectErrors(errors: ErrorObject[] | null | undefined, out: FieldErrors, prefix = ''): FieldErrors {
  if (!errors) return out;
  for (const e of errors) {
    // allOf/anyOf wrappers repeat what their children already said
    if (e.keyword === 'allOf' || e.keyword === 'anyOf' || e.keyword === 'if') continue;
    addFieldError(out, fieldName(e, prefix), location(e) + message(e));
  }
  return out;
}

/** Field names come from the client ("__proto__", "constructor"): only own properties, defined, never assigned. */
export function addFieldError(out: FieldErrors, field: string, msg: string): void {
  if (Object.prototype.hasOwnProperty.call(out, field)) {
    const list = out[field]!;
    if (!list.includes(msg)) list.push(msg);
  } else {
    Object.defineProperty(out, field, { value: [msg], enumerable: true, writable: true, configurable: true });
  }
}

export type QueryObject = Record<string, string | number>;

/**
 * Parses a raw query string. Integer-typed parameters are converted only when they are plain
 * decimal integers, so "1.5", "0x10" or " 5" stay strings and fail validation as non-integers.
 * A parameter given twice is reported (returned in `duplicates`).
 */
export function parseQuery(raw: string | undefined, integerFields: ReadonlySet<string>): { query: QueryObject; duplicates: string[] } {
  const query: QueryObject = {};
  const duplicates: string[] = [];
  if (raw === undefined || raw === '') return { query, duplicates };
  for (const [k, v] of new URLSearchParams(raw)) {
    if (Object.prototype.hasOwnProperty.call(query, k)) {
      if (!duplicates.includes(k)) duplicates.push(k);
      continue;
    }
    // defineProperty: a parameter named "__proto__" must become a field, not a prototype
    Object.defineProperty(query, k, { value: integerFields.has(k) && /^-?\d{1,15}$/.test(v) ? Number(v) : v, enumerable: true, writable: true, configurable: true });
  }
  return { query, duplicates };
}

/** Text safe to store and index: no C0 controls except tab/newline/CR, no DEL, no lone surrogates. */
export const SAFE_TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF]*$';
export const SAFE_TEXT_MESSAGE = 'must not contain control characters or invalid Unicode';
