// The main thread's V8 flags (src/cli/node-flags.ts) are the same wherever the service starts:
// npm start, the Dockerfile, the bin's shebang, and the servers the tests and benchmarks run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVE_NODE_FLAGS } from '../../src/cli/node-flags.js';
import { ROOT } from '../helpers/server.js';
import { useServer } from '../helpers/context.js';

const read = (p: string): string => readFileSync(join(ROOT, p), 'utf8');
const flags = SERVE_NODE_FLAGS.join(' ');

const metricsPort = 20000 + Math.floor(Math.random() * 20000);

describe('main-thread V8 flags', () => {
  const ctx = useServer({ env: { METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1' } });

  it('npm start, the Dockerfile CMD and the bin shebangs carry exactly SERVE_NODE_FLAGS', () => {
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(`node ${flags} dist/src/cli/index.js serve`);
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'));
    expect(JSON.parse(cmd![1]!)).toEqual(['node', ...SERVE_NODE_FLAGS, 'dist/src/cli.js', 'serve']);
    for (const f of ['src/cli/index.ts', 'src/cli.ts']) {
      expect(read(f).split('\n')[0], f).toBe(`#!/usr/bin/env -S node ${flags}`);
    }
  });

  it('a started server runs with them, and its main thread\'s young generation is as they set it', async () => {
    const argv = readFileSync(`/proc/${ctx.server.child.pid}/cmdline`, 'utf8').split('\0');
    for (const f of SERVE_NODE_FLAGS) expect(argv).toContain(f);
    // V8 reports the new space's capacity: at most 2 semi-spaces of the size the flag sets
    const semiMb = Number(/^--max-semi-space-size=(\d+)$/.exec(SERVE_NODE_FLAGS.find((f) => f.startsWith('--max-semi-space-size='))!)![1]);
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const m = /^nodejs_heap_space_size_total_bytes\{space="new"\} (\d+)/m.exec(text);
    expect(m, 'new-space size in /metrics').not.toBeNull();
    expect(Number(m![1])).toBeLessThanOrEqual(2 * semiMb * 1024 * 1024);
  });
});
