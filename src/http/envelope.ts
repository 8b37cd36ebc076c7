// The response envelope of the spec, serialised by hand for the hot paths:
//   {"success":true,"data":<data>,"meta":{generatedAt, requestId, version, ...}}
//   {"success":false,"error":{code,message,details?},"meta":{...}}
import { packageVersion } from '../config.js';

const VERSION_JSON = JSON.stringify(packageVersion);

export const STATUS_LINES: Record<number, string> = {
  200: '200 OK', 201: '201 Created', 400: '400 Bad Request', 401: '401 Unauthorized',
  402: '402 Payment Required', 403: '403 Forbidden', 404: '404 Not Found',
  405: '405 Method Not Allowed', 409: '409 Conflict', 413: '413 Payload Too Large',
  415: '415 Unsupported Media Type', 422: '422 Unprocessable Entity', 429: '429 Too Many Requests',
  431: '431 Request Header Fields Too Large',
  500: '500 Internal Server Error', 503: '503 Service Unavailable', 505: '505 HTTP Version Not Supported',
};

export type FieldErrors = Record<string, string[]>;

/** An error that becomes an enveloped error response (thrown or returned by handlers). */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly details?: Record<string, unknown>,
    public readonly headers?: Array<[string, string]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function validationError(fieldErrors: FieldErrors, message?: string): HttpError {
  const fields = Object.keys(fieldErrors);
  return new HttpError(
    422,
    'validation_error',
    message ?? `Request validation failed for: ${fields.join(', ')}. See error.details.fieldErrors.`,
    { fieldErrors },
  );
}

export function notFound(what: string): HttpError {
  return new HttpError(404, 'not_found', `${what} not found`);
}

/** `,"key":value` fragments appended to meta (pre-serialised by the caller). */
export function metaJson(requestId: string, extra: string): string {
  return `{"generatedAt":"${new Date().toISOString()}","requestId":"${requestId}","version":${VERSION_JSON}${extra}}`;
}

/** Success body. `top` is an optional pre-serialised fragment such as `,"partial":false`. */
export function successBody(requestId: string, dataJson: string, metaExtra = '', top = ''): string {
  return `{"success":true${top},"data":${dataJson},"meta":${metaJson(requestId, metaExtra)}}`;
}

export function errorBody(requestId: string, code: string, message: string, details?: Record<string, unknown>): string {
  const error = details === undefined ? { code, message } : { code, message, details };
  return `{"success":false,"error":${JSON.stringify(error)},"meta":${metaJson(requestId, '')}}`;
}
