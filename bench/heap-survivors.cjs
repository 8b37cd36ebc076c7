// Summarises a sampling heap profile (bench/heap-sample-preload.mjs): sampled bytes by allocating function
// (self) and by the project's functions on the stack (inclusive). Divide the total by the requests served
// in the sampling window for bytes per request.  Usage: node bench/heap-survivors.cjs FILE.heapprofile [TOP]
const profile = JSON.parse(require('node:fs').readFileSync(process.argv[2], 'utf8'));
const top = Number(process.argv[3] ?? 30);
const bytesOfNode = new Map();
for (const s of profile.samples) bytesOfNode.set(s.nodeId, (bytesOfNode.get(s.nodeId) ?? 0) + s.size);
const self = new Map(), inclusive = new Map();
let total = 0;
(function walk(node, stack) {
  const f = node.callFrame;
  const name = `${f.functionName || '(anonymous)'} ${f.url.replace(/.*\/(dist|node_modules)\//, '')}:${f.lineNumber + 1}`;
  const bytes = bytesOfNode.get(node.id) ?? 0;
  total += bytes;
  self.set(name, (self.get(name) ?? 0) + bytes);
  const path = stack.includes(name) ? stack : [...stack, name];
  for (const n of path) inclusive.set(n, (inclusive.get(n) ?? 0) + bytes);
  for (const c of node.children ?? []) walk(c, path);
})(profile.head, []);
const rows = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top)
  .map(([n, v]) => `${(v / 1024).toFixed(0).padStart(8)} KB ${(100 * v / total).toFixed(1).padStart(5)} %  ${n}`).join('\n');
console.log(`${(total / 1048576).toFixed(1)} MB sampled`);
console.log('--- by allocating function\n' + rows(self));
console.log('--- by project function on the stack\n' + rows(new Map([...inclusive].filter(([n]) => /(^| )(src|workers)\//.test(n)))));
