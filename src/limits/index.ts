// Picks the limits backend: Redis shared by every node when REDIS_URL is set, else per node.
import type { Logger } from '../log.js';
import { MemoryLimiter } from './memory.js';
import { RedisLimiter } from './redis.js';
import type { Limiter } from './types.js';

export type { Admission, Limiter, OrgLimits } from './types.js';
export { burstCapacity } from './types.js';

export async function createLimiter(redisUrl: string | null, log: Logger): Promise<Limiter> {
  if (!redisUrl) return new MemoryLimiter();
  const limiter = new RedisLimiter(redisUrl, log);
  const shared = await limiter.waitReady(2000);
  if (shared) log.info('rate limits shared through redis', { redis: redactUrl(redisUrl) });
  else limiter.markDegraded(`not reachable at start-up (${redactUrl(redisUrl)})`);
  return limiter;
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'invalid URL';
  }
}
