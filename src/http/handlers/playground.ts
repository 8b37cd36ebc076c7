// GET /playground: a page where a person pastes an API key, types a title and sees the
// enrichment (public/playground/: index.html, app.js, app.css; served from here, no CDN).
// The files are read once and kept in memory.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../config.js';
import { notFound } from '../envelope.js';
import type { Reply, RouteInput } from '../router.js';

const DIR = join(packageRoot, 'public', 'playground');
const TYPES: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'app.js': 'text/javascript; charset=utf-8',
  'app.css': 'text/css; charset=utf-8',
};
const HEADERS: Array<[string, string]> = [
  ['Cache-Control', 'no-cache'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'no-referrer'],
  // Own scripts and styles only; icons may come from PUBLIC_URL's host; calls go to this origin.
  ['Content-Security-Policy', "default-src 'self'; img-src 'self' data: http: https:; connect-src 'self'; script-src 'self'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"],
];

const files = new Map<string, string>();

function asset(name: string): Reply {
  const type = TYPES[name];
  if (type === undefined) throw notFound('Playground file');
  let body = files.get(name);
  if (body === undefined) {
    try {
      body = readFileSync(join(DIR, name), 'utf8');
    } catch (err) {
      throw new Error(`playground asset ${name} missing from ${DIR}: ${(err as Error).message}`);
    }
    files.set(name, body);
  }
  return { status: 200, body, headers: HEADERS, contentType: type };
}

export function playgroundPage(): Reply {
  return asset('index.html');
}

export function playgroundAsset(input: RouteInput): Reply {
  return asset(input.params[0]!);
}
