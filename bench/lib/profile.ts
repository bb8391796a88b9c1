/**
 * Reads a V8 CPU profile (`node --cpu-prof`) into two tables: the functions with the most self time,
 * and self time per package (node_modules/<package>, node's own internals, the app's code), which
 * says where a request's time goes without a flame-graph viewer.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

/** node_modules/@scope/name or node_modules/name, node:internal, (program)/(idle)/(gc), or the app's file. */
function owner(url: string, name: string): string {
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg?.[1]) return pkg[1];
  if (url.startsWith('node:')) return 'node (internals)';
  if (!url) return name.startsWith('(') ? name : '(native)';
  const app = url.match(/\/(apps\/[^/]+\/src\/[^/]+|packages\/[^/]+)/);
  return app?.[1] ?? url;
}

export function summarise(file: string, top = 25): string {
  const p = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const total = p.samples.length || 1;
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  for (const n of p.nodes) {
    const hits = n.hitCount ?? 0;
    if (!hits) continue;
    const { functionName, url, lineNumber } = n.callFrame;
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/')}:${lineNumber + 1}`
      : '';
    const fn = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + hits);
    const o = owner(url, functionName);
    byOwner.set(o, (byOwner.get(o) ?? 0) + hits);
  }
  const pct = (n: number) => `${((100 * n) / total).toFixed(1)}%`;
  const rows = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, n]) => `| ${name.replaceAll('|', '\\|')} | ${pct(n)} |`)
      .join('\n');
  const seconds = ((p.endTime - p.startTime) / 1e6).toFixed(1);
  return `${total.toLocaleString('en')} samples over ${seconds} s.

Self time by package:

| where | self time |
|---|---|
${rows(byOwner, 15)}

Top ${top} functions by self time:

| function | self time |
|---|---|
${rows(byFunction, top)}
`;
}
