// DATABASE_URL may name a Unix socket directory the libpq way (`?host=/dir`): the socket is
// used and `host` is not sent to the server as a setting (PostgreSQL refuses unknown ones).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openConnection, unixSocketOf } from '../../src/store/connection.js';
import { usingPostgres } from './helpers.js';

describe('unixSocketOf', () => {
  it('moves a socket directory out of the URL and keeps the other parameters', () => {
    expect(unixSocketOf('postgres://app@/ledger?host=/var/run/postgresql&sslmode=disable'))
      .toEqual({ url: 'postgres://app@localhost/ledger?sslmode=disable', socketDir: '/var/run/postgresql' });
    expect(unixSocketOf('postgresql:///ledger?host=/tmp')).toEqual({ url: 'postgresql://localhost/ledger', socketDir: '/tmp' });
  });

  it('leaves TCP URLs alone, also with a host name in the query', () => {
    expect(unixSocketOf('postgres://app@db.internal:5432/ledger')).toEqual({ url: 'postgres://app@db.internal:5432/ledger', socketDir: null });
    expect(unixSocketOf('postgres://app@db:5432/ledger?host=db2')).toEqual({ url: 'postgres://app@db:5432/ledger?host=db2', socketDir: null });
  });
});

const SOCKET_DIR = '/var/run/postgresql';
describe.runIf(usingPostgres && existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`))('a socket DATABASE_URL', () => {
  it('connects over the socket (the server sees no client address)', async () => {
    const db = new URL(process.env.DATABASE_URL!).pathname.slice(1);
    const user = decodeURIComponent(new URL(process.env.DATABASE_URL!).username) || 'postgres';
    const conn = await openConnection({ databaseUrl: `postgres://${user}@/${db}?host=${SOCKET_DIR}`, dataDir: '/nonexistent' });
    try {
      const [row] = await conn.sql<{ addr: string | null }[]>`SELECT inet_client_addr()::text AS addr`;
      expect(row!.addr).toBeNull(); // NULL over a Unix socket; 127.0.0.1 over TCP
    } finally {
      await conn.close();
    }
  });
});
