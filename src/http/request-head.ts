// Judges the head of a connection's first request the way the uWS build's parser would, so the
// compatibility front (compat-front.ts) can answer what uWS would silently drop: uWS 20.30
// accepts only "<method> <target> HTTP/1.1" with CRLF line ends, a Host, at most 48 header
// fields and no control bytes; anything else gets no answer and a close ~10 s later.
// It judges every request of a connection, not only the first (front-relay.ts), and says where
// each one ends. Pure: bytes in, verdict out.
import { requestFraming, type BodyFraming } from './http-framing.js';

/** Header fields uWS 20.30 parses (measured: 48 answered, 49 dropped). */
export const MAX_HEADER_FIELDS = 48;
/** Request line + header section the front buffers before answering 431. */
export const MAX_HEAD_BYTES = 16 * 1024;

export type HeadVerdict =
  | { kind: 'incomplete' }
  /**
   * Send `head` upstream instead of the first `headLength` bytes; `body` says where the request
   * ends after them. `rewritten`: an HTTP/1.0 request sent on as HTTP/1.1 with Connection: close.
   */
  | { kind: 'forward'; head: Buffer; headLength: number; rewritten: boolean; method: string; body: BodyFraming }
  | { kind: 'reject'; status: 400 | 431 | 505; code: string; message: string; head: boolean };

const CRLF2 = Buffer.from('\r\n\r\n');
const LF2 = Buffer.from('\n\n');
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const REQUEST_LINE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+) ([\x21-\x7e]+) HTTP\/(\d)\.(\d)$/;
// A header value: visible ASCII, SP, HTAB and obs-text; no other control byte (RFC 9110 5.5).
const BAD_VALUE_BYTE = /[\x00-\x08\x0a-\x1f\x7f]/;
// Headers a request rewritten from HTTP/1.0 must not carry on (its connection closes after one answer).
const HOP_BY_HOP = new Set(['connection', 'keep-alive']);

function reject(status: 400 | 431 | 505, code: string, message: string, method = ''): Extract<HeadVerdict, { kind: 'reject' }> {
  return { kind: 'reject', status, code, message, head: method === 'HEAD' };
}

/**
 * `buf`: the bytes received so far on a new connection. `hostIfMissing`: the Host given to an
 * HTTP/1.0 request that has none (the address the client reached), since uWS requires one.
 */
export function judgeRequestHead(buf: Buffer, hostIfMissing: string): HeadVerdict {
  const firstLf = buf.indexOf(10);
  if (firstLf < 0) {
    if (buf.length > MAX_HEAD_BYTES) return reject(431, 'request_header_fields_too_large', `The request line exceeds ${MAX_HEAD_BYTES} bytes.`);
    // Not even the start of a method (TLS hello, binary): no point waiting for a line end.
    if (buf.length > 0 && !/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+( |$)/.test(buf.toString('latin1', 0, Math.min(buf.length, 32)))) {
      return reject(400, 'bad_request', 'This is an HTTP/1.1 server: the request does not start with a request line.');
    }
    return { kind: 'incomplete' };
  }
  if (firstLf === 0 || buf[firstLf - 1] !== 13) {
    return reject(400, 'bad_request', 'Malformed request: lines must end with CRLF (\\r\\n).');
  }
  const line = buf.toString('latin1', 0, firstLf - 1);
  const m = REQUEST_LINE.exec(line);
  if (m === null) {
    // "PRI * HTTP/2.0" and friends parse; anything else is not a request line
    return reject(400, 'bad_request', 'Malformed request line: expected "<METHOD> <target> HTTP/1.1".');
  }
  const method = m[1]!;
  const major = Number(m[3]);
  const minor = Number(m[4]);
  if (major !== 1) return reject(505, 'http_version_not_supported', `HTTP/${major}.${minor} is not supported: use HTTP/1.1 (or HTTP/1.0).`, method);

  let end = buf.indexOf(CRLF2, firstLf - 1);
  if (end < 0) {
    if (buf.indexOf(LF2, firstLf) >= 0) return reject(400, 'bad_request', 'Malformed request: lines must end with CRLF (\\r\\n).', method);
    if (buf.length > MAX_HEAD_BYTES) return reject(431, 'request_header_fields_too_large', `The request's header section exceeds ${MAX_HEAD_BYTES} bytes.`, method);
    return { kind: 'incomplete' };
  }
  end += 4;
  if (end > MAX_HEAD_BYTES) return reject(431, 'request_header_fields_too_large', `The request's header section exceeds ${MAX_HEAD_BYTES} bytes.`, method);

  let fields = scanFields(buf.toString('latin1', firstLf + 1, end - 2));
  if (fields === null) {
    const slow = judgeFieldsOneByOne(buf.toString('latin1', firstLf + 1, end - 4), method);
    if (slow.kind === 'reject') return slow;
    fields = slow;
  }
  const { hosts, lengths, codings } = fields;
  if (hosts > 1) return reject(400, 'bad_request', 'More than one Host header.', method);
  const framing = requestFraming(lengths, codings, minor === 0);
  if (!framing.ok) return reject(400, 'bad_request', framing.message, method);

  if (minor === 1) {
    if (hosts === 0) return reject(400, 'bad_request', 'HTTP/1.1 requests must carry a Host header.', method);
    return { kind: 'forward', head: buf.subarray(0, end), headLength: end, rewritten: false, method, body: framing.framing };
  }
  // HTTP/1.0 (or 1.x > 1): served as HTTP/1.1 with one answer per connection, as 1.0 expects.
  const section = buf.toString('latin1', firstLf + 1, end - 4);
  const lines = section === '' ? [] : section.split('\r\n');
  const kept = lines.filter((l) => !HOP_BY_HOP.has(l.slice(0, l.indexOf(':')).toLowerCase()));
  if (hosts === 0) kept.push(`Host: ${hostIfMissing}`);
  kept.push('Connection: close');
  if (kept.length > MAX_HEADER_FIELDS) {
    return reject(431, 'request_header_fields_too_large', `Too many header fields: ${lines.length} (at most ${MAX_HEADER_FIELDS - 2} on HTTP/1.0).`, method);
  }
  const head = Buffer.from(`${method} ${m[2]} HTTP/1.1\r\n${kept.join('\r\n')}\r\n\r\n`, 'latin1');
  return { kind: 'forward', head, headLength: end, rewritten: true, method, body: framing.framing };
}

interface Fields { kind: 'fields'; hosts: number; lengths: string[]; codings: string[] }

// One header field line, CRLF included: a token, a colon, a value of visible ASCII, SP, HTAB
// and obs-text. Sticky: scanFields walks the section line by line without splitting it.
const FIELD_LINE = /([!#$%&'*+\-.^_`|~0-9A-Za-z]+):([^\x00-\x08\x0a-\x1f\x7f]*)\r\n/y;

/**
 * The usual case, fast: every line of `section` (the header lines, each with its CRLF) is a
 * well-formed field and there are not too many. null: something is off; judgeFieldsOneByOne
 * then says what (or accepts it).
 */
function scanFields(section: string): Fields | null {
  const f = noFields();
  let count = 0;
  FIELD_LINE.lastIndex = 0;
  while (FIELD_LINE.lastIndex < section.length) {
    const m = FIELD_LINE.exec(section);
    if (m === null || ++count > MAX_HEADER_FIELDS) return null;
    tallyField(f, m[1]!, m[2]!);
  }
  return f;
}

const NONE: string[] = [];
function noFields(): Fields {
  return { kind: 'fields', hosts: 0, lengths: NONE, codings: NONE };
}

/** Counts what the front needs of one header field: Host, and the values of Content-Length and Transfer-Encoding. */
function tallyField(f: Fields, name: string, value: string): void {
  if (name.length === 4 && name.toLowerCase() === 'host') f.hosts++;
  else if (name.length === 14 && name.toLowerCase() === 'content-length') (f.lengths === NONE ? (f.lengths = []) : f.lengths).push(value);
  else if (name.length === 17 && name.toLowerCase() === 'transfer-encoding') (f.codings === NONE ? (f.codings = []) : f.codings).push(value);
}

/** Each header line judged on its own, with a message that names what is wrong. */
function judgeFieldsOneByOne(section: string, method: string): Fields | Extract<HeadVerdict, { kind: 'reject' }> {
  const lines = section === '' ? [] : section.split('\r\n');
  if (lines.length > MAX_HEADER_FIELDS) {
    return reject(431, 'request_header_fields_too_large', `Too many header fields: ${lines.length} (at most ${MAX_HEADER_FIELDS}).`, method);
  }
  const f = noFields();
  for (const l of lines) {
    if (l.includes('\n') || l.includes('\r')) return reject(400, 'bad_request', 'Malformed request: lines must end with CRLF (\\r\\n).', method);
    const colon = l.indexOf(':');
    const name = colon > 0 ? l.slice(0, colon) : '';
    if (!TOKEN.test(name)) {
      return reject(400, 'bad_request', l.startsWith(' ') || l.startsWith('\t')
        ? 'Malformed header: folded (multi-line) header values are not allowed.'
        : `Malformed header line ${JSON.stringify(l.slice(0, 40))}: expected "Name: value".`, method);
    }
    if (BAD_VALUE_BYTE.test(l.slice(colon + 1))) return reject(400, 'bad_request', `Header "${name.slice(0, 40)}" contains a control character.`, method);
    tallyField(f, name, l.slice(colon + 1));
  }
  return f;
}
