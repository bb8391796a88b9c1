// The server's dependency rules between folders and between modules, and the web app's between features (npm run lint; npm test's linter step).
//   node scripts/module-graph.mjs          check: .dependency-cruiser.cjs's rules, no cycle between modules,
//                                          and the module graph in docs/architecture.md is the code's
//   node scripts/module-graph.mjs --write  the same, rewriting the graph in docs/architecture.md
// A module is a folder modules/<name> taken whole (its subfolders included): dependency-cruiser checks
// cycles file by file and folder by folder, but not between such groups, so that check is made here on
// its result.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const SRC = 'apps/server/src/';
const MODULES = `${SRC}modules/`;
const DOC = 'docs/architecture.md';
const START = '<!-- module-graph:start (scripts/module-graph.mjs --write) -->';
const END = '<!-- module-graph:end -->';

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
// The web app is cruised too, for its rules between features (its files are in no server module).
const { output } = await cruise([SRC, 'apps/web/src'], options);
let failed = false;

if (output.summary.error > 0) {
  console.error((await format(output, { outputType: 'err' })).output);
  failed = true;
}

/** modules/<name> of a file, or null for a file outside the modules (or the wiring beside them). */
const moduleOf = (file) => {
  if (!file.startsWith(MODULES)) return null;
  const parts = file.slice(MODULES.length).split('/');
  return parts.length > 1 ? parts[0] : null;
};

const graph = new Map();
for (const m of output.modules) {
  const from = moduleOf(m.source);
  if (!from) continue;
  if (!graph.has(from)) graph.set(from, new Set());
  for (const d of m.dependencies) {
    const to = moduleOf(d.resolved);
    if (to && to !== from) graph.get(from).add(to);
  }
}

// Cycles between modules: strongly connected components of more than one module (Tarjan).
let index = 0;
const idx = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
const visit = (v) => {
  idx.set(v, index);
  low.set(v, index++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!idx.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  }
};
for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
for (const c of cycles) {
  const edges = c.flatMap((a) => [...graph.get(a)].filter((b) => c.includes(b)).map((b) => `${a} → ${b}`));
  console.error(`error module-cycle: these modules import each other in a loop: ${edges.join(', ')}`);
  failed = true;
}

// Floors: a module's floor is one above the highest floor it imports (floor 0 imports no module).
const floors = new Map();
const floorOf = (v, seen = new Set()) => {
  if (floors.has(v)) return floors.get(v);
  if (seen.has(v)) return 0; // a cycle, reported above
  seen.add(v);
  const f = Math.max(-1, ...[...(graph.get(v) ?? [])].map((w) => floorOf(w, seen))) + 1;
  floors.set(v, f);
  return f;
};
for (const v of graph.keys()) floorOf(v);
const byFloor = [];
for (const [v, f] of floors) {
  byFloor[f] ??= [];
  byFloor[f].push(v);
}
const rows = byFloor
  .map((mods, f) =>
    mods
      .sort()
      .map((m) => `| ${f} | \`${m}\` | ${[...graph.get(m)].sort().join(', ') || '—'} |`)
      .join('\n'),
  )
  .reverse()
  .join('\n');
const table = `${START}\n\n| floor | module | imports |\n| ----- | ------ | ------- |\n${rows}\n\n${END}`;

const doc = readFileSync(DOC, 'utf8');
const at = doc.indexOf(START);
const end = doc.indexOf(END);
if (at < 0 || end < 0) {
  console.error(`${DOC} has no module graph section (${START} … ${END})`);
  failed = true;
} else {
  // Biome pads the table's columns (npm run format): compare the cells, not the padding.
  const cells = (text) => text.replace(/ {2,}/g, ' ').replace(/-{3,}/g, '---');
  if (cells(doc.slice(at, end + END.length)) !== cells(table)) {
    if (process.argv.includes('--write')) {
      writeFileSync(DOC, doc.slice(0, at) + table + doc.slice(end + END.length));
      spawnSync('npx', ['biome', 'format', '--write', DOC], { stdio: 'ignore' });
      console.log(`${DOC}: module graph rewritten`);
    } else {
      console.error(
        `${DOC}: the module graph differs from the code: run node scripts/module-graph.mjs --write`,
      );
      failed = true;
    }
  }
}

if (failed) process.exit(1);
console.log(
  `Module rules hold: ${output.summary.totalCruised} files, ${graph.size} modules, no cycle between modules.`,
);
