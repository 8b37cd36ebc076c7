// Stable ids: UUIDv5 (RFC 9562) of a stable key, so the same merchant, bank or location has
// the same id on every node, after every rebuild and restart.
import { createHash } from 'node:crypto';

/** Namespace for every txenrich id (a fixed random UUID; never change it). */
export const TXENRICH_NAMESPACE = '6f1c2a52-8d3e-4b7a-9c41-2f0e5d8b7a13';

const namespaceBytes = Buffer.from(TXENRICH_NAMESPACE.replace(/-/g, ''), 'hex');

export function uuidv5(name: string, namespace: Buffer = namespaceBytes): string {
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const h = hash.toString('hex', 0, 16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

export type EntityKind = 'merchant' | 'bank' | 'intermediary' | 'p2p' | 'location';

/** The id of a reference entity from its kind and stable key. */
export function entityId(kind: EntityKind, key: string): string {
  return uuidv5(`${kind}:${key}`);
}
