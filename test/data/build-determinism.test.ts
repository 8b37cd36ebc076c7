// Two builds from the same inputs give byte-identical data files (so ids and the
// categoryVersion are stable). The build's time is not asserted here: it moved from ~25 s to
// 47 s with other work on the same 2 cores (a unit test is no benchmark; the build prints it).
// The limit only guards against a hang: two builds took 60 s on a quiet machine and 111-172 s
// beside other work (2026-11-27).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildData } from '../../native-data/build.js';
import { loadEngineData } from '../../workers/engine/data.js';

const root = mkdtempSync(join(tmpdir(), 'txenrich-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('data build', () => {
  it('is deterministic', () => {
    const quiet = () => {};
    const a = buildData({ outDir: join(root, 'a'), log: quiet });
    const b = buildData({ outDir: join(root, 'b'), log: quiet });
    expect(b.counts).toEqual(a.counts);
    expect(b.categoryVersion).toBe(a.categoryVersion);
    const files = readdirSync(join(root, 'a')).filter((f) => f.endsWith('.msgpack')).sort();
    expect(files).toHaveLength(6);
    for (const f of files) {
      expect(readFileSync(join(root, 'b', f)).equals(readFileSync(join(root, 'a', f))), f).toBe(true);
    }
    expect(readdirSync(join(root, 'b', 'icons')).sort()).toEqual(readdirSync(join(root, 'a', 'icons')).sort());
    // Ids in a fresh build equal those of the installed build (same inputs).
    const fresh = loadEngineData(join(root, 'a'));
    const installed = loadEngineData();
    if (installed.taxonomy.version === fresh.taxonomy.version && installed.merchants.length === fresh.merchants.length) {
      expect(installed.merchants.map((m) => m.id)).toEqual(fresh.merchants.map((m) => m.id));
      expect(installed.banks.map((m) => m.id)).toEqual(fresh.banks.map((m) => m.id));
    }
  }, 300_000);
});
