// Reads a V8 CPU profile (from BENCH_CPU_PROF) and prints where the time went: the functions with
// the most self time, and the self time per package or source folder.
// `node --import tsx bench/profile-summary.ts <file.cpuprofile> [top]`
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const top = Number(topArg ?? 30);

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
const total = [...selfMs.values()].reduce((a, b) => a + b, 0);

/** node_modules/<package>, or the source folder under the repository, or a V8 category. */
function where(url: string): string {
  if (!url) return '(native/V8)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const src = /\/(apps\/[^/]+\/src\/(?:[^/]+\/)?[^/]+|packages\/[^/]+)\//.exec(url) ?? /\/(bench)\/[^/]+$/.exec(url);
  if (src) return src[1]!;
  return url.startsWith('node:') ? 'node core' : url.replace(/^.*\//, '');
}

const functions = new Map<string, number>();
const places = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const { callFrame } = byId.get(id)!;
  const name = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/^.*\/(node_modules|src)\//, '')}:${callFrame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + ms);
  const place = where(callFrame.url);
  places.set(place, (places.get(place) ?? 0) + ms);
}

const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, ms] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`);
};
console.log(`${file}: ${(total / 1000).toFixed(1)} s sampled`);
print('Self time by place', places);
print('Self time by function', functions);
