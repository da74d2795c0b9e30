import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './processes.js';

const file = path.join(root, 'bench/RESULTS.md');
const HEADER = `# Benchmark results

Written by \`npm run bench\` (or \`npm run bench -- <name>\` for one section). Each section says
when and where it was measured; figures from one section come from one run.
`;

/** The date and machine of a measurement, for the record. */
export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return `${when} UTC on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/** Replaces (or adds) one benchmark's section of bench/RESULTS.md, keeping the others. */
export function writeSection(name: string, markdown: string): void {
  const begin = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : HEADER;
  const block = `${begin}\n${markdown.trim()}\n${end}`;
  const pattern = new RegExp(`${begin}[\\s\\S]*?${end}`);
  const next = pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next.startsWith('# Benchmark results') ? next : `${HEADER}\n${block}\n`);
  console.log(`Wrote the ${name} section of bench/RESULTS.md`);
}
