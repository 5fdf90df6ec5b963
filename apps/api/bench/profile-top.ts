// `node dist-bench/bench/profile-top.js <file.cpuprofile> [count] [from-s] [to-s]`: the top self-time
// functions of a V8 CPU profile (what `pnpm bench:quote` writes with BENCH_CPU_PROF), and self time
// by package, over the whole profile or the window [from-s, to-s) since it started (the busy
// seconds are printed first, to find the load's window).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, count = '25', from = '0', to = 'Infinity'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfMicros = new Map<number, number>();
const busyBySecond: number[] = [];
let at = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  const second = Math.floor(at / 1e6);
  if (!['(idle)', '(program)'].includes(byId.get(id)!.callFrame.functionName))
    busyBySecond[second] = (busyBySecond[second] ?? 0) + delta;
  if (second >= Number(from) && second < Number(to)) selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
});
console.log(
  `busy ms per second: ${Array.from(busyBySecond, (v, s) => `${s}:${Math.round((v ?? 0) / 1e3)}`).join(' ')}`,
);

const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const where = (url: string) => {
  const pkg = url.match(/node_modules\/((@[^/]+\/)?[^/]+)\/(?!.*node_modules)/)?.[1];
  if (pkg) return pkg;
  if (url.includes('/apps/api/')) return `api/${url.split('/').pop()}`;
  if (url.includes('/packages/domain/')) return '@despacho/domain';
  return url.startsWith('node:') ? 'node' : url ? url.split('/').pop()! : '(native)';
};
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);
const idle = [...selfMicros]
  .filter(([id]) => ['(idle)', '(program)'].includes(byId.get(id)!.callFrame.functionName))
  .reduce((a, [, v]) => a + v, 0);
const busy = total - idle;
const functions = new Map<string, number>();
const packages = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  if (functionName === '(idle)' || functionName === '(program)') continue;
  const key = `${functionName || '(anonymous)'} ${where(url)}${url ? `:${lineNumber + 1}` : ''}`;
  functions.set(key, (functions.get(key) ?? 0) + micros);
  packages.set(where(url), (packages.get(where(url)) ?? 0) + micros);
}
// Inclusive time: each sample counts once for every distinct function on its stack.
const inclusive = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const { functionName } = byId.get(id)!.callFrame;
  if (functionName === '(idle)' || functionName === '(program)') continue;
  const seen = new Set<string>();
  for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
    const frame = byId.get(node)!.callFrame;
    if (!frame.url) continue;
    const key = `${frame.functionName || '(anonymous)'} ${where(frame.url)}:${frame.lineNumber + 1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + micros);
  }
}
const pct = (v: number) => `${((100 * v) / busy).toFixed(1).padStart(5)}%`;
console.log(`busy ${(busy / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s (idle and (program) left out)`);
console.log('top self time:');
for (const [key, v] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(count)))
  console.log(`  ${pct(v)}  ${key}`);
console.log('top inclusive time (our code and libraries):');
for (const [key, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(count)))
  console.log(`  ${pct(v)}  ${key}`);
console.log('self time by package:');
for (const [key, v] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${pct(v)}  ${key}`);
