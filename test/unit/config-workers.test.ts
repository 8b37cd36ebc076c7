// The default number of engine workers leaves one core to the main thread.
import { describe, expect, it } from 'vitest';
import { defaultWorkers, loadConfig } from '../../src/config.js';

describe('WORKERS default', () => {
  it('is the core count minus one, at least one', () => {
    expect(defaultWorkers(1)).toBe(1);
    expect(defaultWorkers(2)).toBe(1);
    expect(defaultWorkers(8)).toBe(7);
  });

  it('is what loadConfig uses when WORKERS is unset, and WORKERS overrides it', () => {
    const base = { ADMIN_API_KEY: 'config-test-admin-key-0123' };
    expect(loadConfig(base).workers).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ ...base, WORKERS: '3' }).workers).toBe(3);
  });
});
