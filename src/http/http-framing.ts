// Where an HTTP/1.1 message ends in a byte stream, without copying or decoding it: what the
// compatibility front needs to pass one request at a time to uWS (front-relay.ts). Pure.

/** How a message's body is delimited (RFC 9112 section 6). */
export type BodyFraming =
  | { kind: 'none' }
  | { kind: 'length'; length: number }
  | { kind: 'chunked' }
  /** A response without Content-Length or chunked coding: its body ends when the connection does. */
  | { kind: 'close' };

export const NO_BODY: BodyFraming = { kind: 'none' };

// Chunked body states: a size line (hex digits, maybe extensions) up to CRLF, the data, its
// CRLF, and after the last (zero) chunk the trailer lines up to an empty line.
const SIZE = 0, SIZE_EXT = 1, SIZE_LF = 2, DATA = 3, DATA_CR = 4, DATA_LF = 5, TRAILER_START = 6, TRAILER_LINE = 7, TRAILER_LF = 8, END_LF = 9, DONE = 10;
/** More hex digits than this is no chunk size we take (12 digits: 256 TB, exact in a double). */
const MAX_SIZE_DIGITS = 12;

/**
 * Follows one body through the bytes it is fed. `feed` returns how many bytes of `buf` (from
 * `start`) belong to the body, or -1 if the chunked coding is malformed; `done` turns true at
 * the body's last byte.
 */
export class BodyScanner {
  done: boolean;
  private left: number;
  private state = SIZE;
  private digits = 0;
  private readonly chunked: boolean;
  private readonly untilClose: boolean;

  constructor(framing: BodyFraming) {
    this.chunked = framing.kind === 'chunked';
    this.untilClose = framing.kind === 'close';
    this.left = framing.kind === 'length' ? framing.length : 0;
    this.done = framing.kind === 'none' || (framing.kind === 'length' && framing.length === 0);
  }

  feed(buf: Buffer, start: number): number {
    if (this.done) return 0;
    const avail = buf.length - start;
    if (this.untilClose) return avail;
    if (!this.chunked) {
      const n = Math.min(avail, this.left);
      this.left -= n;
      if (this.left === 0) this.done = true;
      return n;
    }
    let i = start;
    while (i < buf.length) {
      const b = buf[i]!;
      switch (this.state) {
        case SIZE: {
          const v = hexValue(b);
          if (v >= 0) {
            if (++this.digits > MAX_SIZE_DIGITS) return -1;
            this.left = this.left * 16 + v;
          } else if (this.digits === 0) {
            return -1;
          } else if (b === 13) {
            this.state = SIZE_LF;
          } else if (b === 59 || b === 32 || b === 9) { // ';' extension (or whitespace before it)
            this.state = SIZE_EXT;
          } else {
            return -1;
          }
          i++;
          break;
        }
        case SIZE_EXT:
          if (b === 13) this.state = SIZE_LF;
          else if (b === 10) return -1;
          i++;
          break;
        case SIZE_LF:
          if (b !== 10) return -1;
          i++;
          this.digits = 0;
          this.state = this.left === 0 ? TRAILER_START : DATA;
          break;
        case DATA: {
          const n = Math.min(buf.length - i, this.left);
          this.left -= n;
          i += n;
          if (this.left === 0) this.state = DATA_CR;
          break;
        }
        case DATA_CR:
          if (b !== 13) return -1;
          this.state = DATA_LF;
          i++;
          break;
        case DATA_LF:
          if (b !== 10) return -1;
          this.state = SIZE;
          i++;
          break;
        case TRAILER_START: // an empty line ends the body; anything else is a trailer field
          this.state = b === 13 ? END_LF : TRAILER_LINE;
          i++;
          break;
        case TRAILER_LINE:
          if (b === 13) this.state = TRAILER_LF;
          i++;
          break;
        case TRAILER_LF:
          if (b !== 10) return -1;
          this.state = TRAILER_START;
          i++;
          break;
        case END_LF:
          if (b !== 10) return -1;
          this.state = DONE;
          this.done = true;
          return i + 1 - start;
      }
    }
    return i - start;
  }
}

function hexValue(b: number): number {
  if (b >= 48 && b <= 57) return b - 48;
  if (b >= 65 && b <= 70) return b - 55;
  if (b >= 97 && b <= 102) return b - 87;
  return -1;
}

export type RequestFraming = { ok: true; framing: BodyFraming } | { ok: false; message: string };
const NO_BODY_FRAMING: RequestFraming = { ok: true, framing: NO_BODY };
/** A length in decimal digits, small enough to be exact in a double. */
const LENGTH = /^\d{1,15}$/;

/**
 * A request's body framing from its Content-Length and Transfer-Encoding values (each list
 * holds every field of that name). Ambiguous framing is refused: it is how requests are
 * smuggled past a proxy that reads them differently (RFC 9112 6.3).
 */
export function requestFraming(contentLengths: string[], transferEncodings: string[], http10: boolean): RequestFraming {
  if (transferEncodings.length === 0) {
    if (contentLengths.length === 0) return NO_BODY_FRAMING;
    if (contentLengths.length === 1) { // the usual case, without the list handling below
      const v = contentLengths[0]!.trim();
      if (LENGTH.test(v)) return v === '0' ? NO_BODY_FRAMING : { ok: true, framing: { kind: 'length', length: Number(v) } };
    }
  }
  if (transferEncodings.length > 0) {
    if (contentLengths.length > 0) return { ok: false, message: 'A request may not carry both Content-Length and Transfer-Encoding.' };
    const codings = transferEncodings.join(',').split(',').map((c) => c.trim().toLowerCase()).filter((c) => c !== '');
    if (http10 || codings.length !== 1 || codings[0] !== 'chunked') {
      return { ok: false, message: `Transfer-Encoding "${transferEncodings.join(', ').slice(0, 40)}" is not supported: send Content-Length or "chunked" (HTTP/1.1).` };
    }
    return { ok: true, framing: { kind: 'chunked' } };
  }
  if (contentLengths.length === 0) return { ok: true, framing: NO_BODY };
  // "Content-Length: 5, 5" and repeated equal fields are one length; anything else is refused.
  const values = new Set(contentLengths.join(',').split(',').map((v) => v.trim()));
  if (values.size !== 1) return { ok: false, message: 'Conflicting Content-Length values.' };
  const v = [...values][0]!;
  if (!LENGTH.test(v)) return { ok: false, message: `Content-Length "${v.slice(0, 20)}" is not a number of bytes.` };
  const length = Number(v);
  return { ok: true, framing: length === 0 ? NO_BODY : { kind: 'length', length } };
}

export type ResponseHead = { kind: 'incomplete' } | { kind: 'head'; headLength: number; status: number; framing: BodyFraming } | { kind: 'invalid' };

const CRLF2 = Buffer.from('\r\n\r\n');
const STATUS_LINE = /^HTTP\/1\.[01] (\d{3})/;
const CONTENT_LENGTH = /\r\ncontent-length:[ \t]*(\d+)/i;
const TRANSFER_ENCODING = /\r\ntransfer-encoding:[ \t]*([^\r]*)/i;

/**
 * The head of a response at the start of `buf`, and how its body is delimited. `requestMethod`:
 * HEAD responses have no body whatever their Content-Length says; neither do 1xx, 204 and 304.
 */
export function scanResponseHead(buf: Buffer, requestMethod: string): ResponseHead {
  const end = buf.indexOf(CRLF2);
  if (end < 0) return buf.length > 64 * 1024 ? { kind: 'invalid' } : { kind: 'incomplete' };
  const head = buf.toString('latin1', 0, end + 2);
  const m = STATUS_LINE.exec(head);
  if (m === null) return { kind: 'invalid' };
  const status = Number(m[1]);
  const headLength = end + 4;
  if (requestMethod === 'HEAD' || status < 200 || status === 204 || status === 304) return { kind: 'head', headLength, status, framing: NO_BODY };
  const te = TRANSFER_ENCODING.exec(head);
  if (te !== null && /chunked\s*$/i.test(te[1]!)) return { kind: 'head', headLength, status, framing: { kind: 'chunked' } };
  const cl = CONTENT_LENGTH.exec(head);
  if (cl !== null) {
    const length = Number(cl[1]);
    return { kind: 'head', headLength, status, framing: length === 0 ? NO_BODY : { kind: 'length', length } };
  }
  return { kind: 'head', headLength, status, framing: { kind: 'close' } };
}
