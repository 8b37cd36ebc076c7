// Ordered list of schema migrations. Append new ones; never edit an applied one.
import * as m0001 from './0001_init.js';
import * as m0002 from './0002_counts.js';
import * as m0003 from './0003_hourly_counts.js';
import * as m0004 from './0004_org_burst.js';
import * as m0005 from './0005_result_text.js';
import * as m0006 from './0006_credit_reservations.js';
import * as m0007 from './0007_corrections.js';
import * as m0008 from './0008_result_lz4.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [m0001, m0002, m0003, m0004, m0005, m0006, m0007, m0008];
