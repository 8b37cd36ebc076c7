// GET /icons/{slug}.svg: brand icons from native-data/build/icons, read once and kept in a
// bounded cache. Only a strict slug pattern reaches the file system (no traversal).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { notFound } from '../envelope.js';
import type { Ctx } from '../context.js';
import type { Deps } from '../deps.js';
import type { Reply, RouteInput } from '../router.js';

const SLUG_FILE_RE = /^[a-z0-9][a-z0-9_-]{0,127}\.svg$/;
const MISSING = Buffer.alloc(0);
const cache = new LRUCache<string, Buffer>({ max: 4096, maxSize: 32 * 1024 * 1024, sizeCalculation: (b) => Math.max(1, b.length) });
const HEADERS: Array<[string, string]> = [
  ['Cache-Control', 'public, max-age=86400'],
  ['X-Content-Type-Options', 'nosniff'],
  // icons are data, never active content
  ['Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox"],
];

export async function icon(input: RouteInput, _ctx: Ctx, deps: Deps): Promise<Reply> {
  const file = input.params[0]!;
  if (!SLUG_FILE_RE.test(file)) throw notFound('Icon');
  let svg = cache.get(file);
  if (svg === undefined) {
    try {
      svg = await readFile(join(deps.iconsDir, file));
    } catch {
      svg = MISSING;
    }
    cache.set(file, svg);
  }
  if (svg === MISSING) throw notFound('Icon');
  return { status: 200, body: svg.toString('utf8'), headers: HEADERS, contentType: 'image/svg+xml; charset=utf-8' };
}
