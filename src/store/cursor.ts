// Opaque keyset cursor for GET /v1/transactions: base64url of "<created_at in µs since epoch>.<id>".
// Microseconds keep the cursor exact for any timestamptz, not only millisecond ones.

export interface TransactionCursor {
  createdUs: number;
  id: string;
}

/** A cursor that was not produced by encodeCursor (HTTP: 422 on the `cursor` parameter). */
export class InvalidCursorError extends Error {
  readonly code = 'invalid_cursor';
  constructor() {
    super('cursor is not valid');
    this.name = 'InvalidCursorError';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(c: TransactionCursor): string {
  return Buffer.from(`${c.createdUs}.${c.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(s: string): TransactionCursor {
  if (s.length === 0 || s.length > 100 || !/^[A-Za-z0-9_-]+$/.test(s)) throw new InvalidCursorError();
  const text = Buffer.from(s, 'base64url').toString('utf8');
  const dot = text.indexOf('.');
  const us = text.slice(0, dot);
  const id = text.slice(dot + 1);
  if (dot <= 0 || !/^-?\d{1,17}$/.test(us) || !UUID.test(id)) throw new InvalidCursorError();
  return { createdUs: Number(us), id };
}
