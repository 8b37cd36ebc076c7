// Small helpers shared by the handlers.
import type { ValidateFunction } from 'ajv';
import { isUuid } from '../context.js';
import { notFound, successBody, validationError, type FieldErrors } from '../envelope.js';
import { addFieldError, collectErrors, parseQuery } from '../validation.js';
import type { Ctx } from '../context.js';
import type { Reply } from '../router.js';

/** Path ids must be UUIDs: anything else is a 422 naming the parameter. */
export function checkIds(params: string[], names: readonly string[]): void {
  let errors: FieldErrors | null = null;
  for (let i = 0; i < names.length; i++) {
    if (!isUuid(params[i]!)) {
      errors ??= {};
      addFieldError(errors, names[i]!, 'must be a UUID');
    }
  }
  if (errors !== null) throw validationError(errors);
}

/** Parses and validates a query string; `prepare` may normalise values (e.g. trim) first. */
export function validQuery<T>(
  raw: string | undefined,
  validate: ValidateFunction<T>,
  integers: ReadonlySet<string>,
  prepare?: (q: Record<string, string | number>) => void,
): T {
  const { query, duplicates } = parseQuery(raw, integers);
  if (prepare !== undefined) prepare(query);
  const errors: FieldErrors = {};
  if (!validate(query)) collectErrors(validate.errors, errors);
  for (const d of duplicates) addFieldError(errors, d, 'must be given only once');
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return query as T;
}

export function validBody<T>(body: unknown, validate: ValidateFunction<T>, extra?: FieldErrors): T {
  const errors: FieldErrors = extra ?? {};
  if (!validate(body)) collectErrors(validate.errors, errors);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return body as T;
}

export function ok(ctx: Ctx, data: unknown, status = 200, metaExtra = ''): Reply {
  return { status, body: successBody(ctx.requestId, JSON.stringify(data), metaExtra) };
}

export function okJson(ctx: Ctx, dataJson: string, status = 200, metaExtra = ''): Reply {
  return { status, body: successBody(ctx.requestId, dataJson, metaExtra) };
}

export function found<T>(value: T | null, what: string): T {
  if (value === null) throw notFound(what);
  return value;
}
