// Summarises a V8 .cpuprofile (node --cpu-prof): self time per function and per module, so the
// benchmark report can say what is hot without opening a profiler UI.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

export interface HotSpot { name: string; selfMs: number; percent: number }

/** Where a frame's code lives: a package name, a project file, or a V8 pseudo-frame. */
function moduleOf(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  const dist = url.indexOf('/dist/');
  return dist >= 0 ? url.slice(dist + 6) : path.basename(url);
}

/** Self time per function and module, summed over one or more profiles (e.g. all worker threads). */
export function summariseCpuProfile(files: string | string[], top = 15): { totalMs: number; functions: HotSpot[]; modules: HotSpot[] } {
  const fns = new Map<string, number>();
  const mods = new Map<string, number>();
  let total = 0;
  for (const file of Array.isArray(files) ? files : [files]) {
    const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
    const byId = new Map(p.nodes.map((n) => [n.id, n]));
    const selfUs = new Map<number, number>();
    for (let i = 0; i < p.samples.length; i++) {
      const id = p.samples[i]!;
      selfUs.set(id, (selfUs.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
    }
    for (const [id, us] of selfUs) {
      const n = byId.get(id);
      if (!n) continue;
      const { functionName, url, lineNumber } = n.callFrame;
      const mod = moduleOf(url, functionName);
      const name = `${functionName || '(anonymous)'} ${url ? `${mod}:${lineNumber + 1}` : ''}`.trim();
      fns.set(name, (fns.get(name) ?? 0) + us);
      mods.set(mod, (mods.get(mod) ?? 0) + us);
      total += us;
    }
  }
  const rank = (m: Map<string, number>): HotSpot[] => [...m.entries()]
    .sort((a, b) => b[1] - a[1]).slice(0, top)
    .map(([name, us]) => ({ name, selfMs: Math.round(us / 1000), percent: Math.round((us / total) * 1000) / 10 }));
  return { totalMs: Math.round(total / 1000), functions: rank(fns), modules: rank(mods) };
}

/** node --cpu-prof names files CPU.<date>.<time>.<pid>.<threadId>.<seq>.cpuprofile; thread 0 is the main thread. */
export function threadIdOf(file: string): number {
  const parts = path.basename(file).split('.');
  return Number(parts[4] ?? -1);
}
