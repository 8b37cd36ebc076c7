// Exact result cache: the engine is a pure function of (title, country, type) and its data, so a
// repeat (subscriptions, chains, a retry) is answered from memory without the worker hop.
// Only complete results are kept (a partial one hit its time budget: another try may do better).
// Entries belong to one data version (reported by the workers with every batch); when a worker
// reports another version the cache is cleared, so a cached answer is always the one the engine
// would give now.
import { LRUCache } from 'lru-cache';
import type { Direction } from '../../workers/engine/types.js';
import type { EnrichReply } from '../../workers/protocol.js';

export interface ResultCacheStats {
  size: number;
  max: number;
  hits: number;
  misses: number;
  /** hits / (hits + misses) since start, 0 when nothing was asked. */
  hitRate: number;
  dataVersion: string | null;
}

export class ResultCache {
  private readonly lru: LRUCache<string, EnrichReply> | null;
  private version: string | null = null;
  private hits = 0;
  private misses = 0;

  /** `max` 0 disables the cache. */
  constructor(private readonly max: number) {
    this.lru = max > 0 ? new LRUCache<string, EnrichReply>({ max }) : null;
  }

  get(title: string, country: string, type: Direction): EnrichReply | undefined {
    if (this.lru === null) return undefined;
    const hit = this.lru.get(key(title, country, type));
    if (hit === undefined) this.misses++;
    else this.hits++;
    return hit;
  }

  /** Stores a result computed under `dataVersion`; a new version clears everything older. */
  set(title: string, country: string, type: Direction, reply: EnrichReply, dataVersion: string): void {
    if (this.lru === null) return;
    if (dataVersion !== this.version) {
      this.lru.clear();
      this.version = dataVersion;
    }
    if (!reply.partial) this.lru.set(key(title, country, type), reply);
  }

  clear(): void {
    this.lru?.clear();
  }

  stats(): ResultCacheStats {
    const asked = this.hits + this.misses;
    return { size: this.lru?.size ?? 0, max: this.max, hits: this.hits, misses: this.misses, hitRate: asked === 0 ? 0 : Math.round((this.hits / asked) * 10000) / 10000, dataVersion: this.version };
  }
}

function key(title: string, country: string, type: Direction): string {
  return `${type}\u0000${country}\u0000${title}`;
}
