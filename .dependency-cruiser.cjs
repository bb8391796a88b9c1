/**
 * The server's and the web app's import rules between folders (docs/architecture.md), checked by
 * `npm run lint` through scripts/module-graph.mjs, which also refuses cycles between modules (each modules/<name> folder
 * taken as one node, which dependency-cruiser's own rules cannot express) and keeps the module graph
 * in docs/architecture.md up to date. biome.json's zones check the same layers file by file.
 */
const src = '^apps/server/src/';
const mod = `${src}modules/`;
/** The app's wiring: the only files under modules/ that may import every module. */
const wiring = [`${mod}index\\.ts$`, `${mod}registries\\.ts$`];
const web = '^apps/web/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No file reaches itself again through its imports.',
      severity: 'error',
      from: { path: src },
      to: { circular: true },
    },
    {
      name: 'dashboard-is-a-read-model',
      comment: 'The dashboard sits on the top floor: it reads other modules, and no module imports it.',
      severity: 'error',
      from: { path: mod, pathNot: [`${mod}dashboard/`, ...wiring] },
      to: { path: `${mod}dashboard/` },
    },
    {
      name: 'console-is-on-top',
      comment:
        'modules/admin holds the console: its areas call the domain modules, and no domain module imports it (shared services such as approvals and audit are modules of their own).',
      severity: 'error',
      from: { path: mod, pathNot: [`${mod}admin/`, ...wiring] },
      to: { path: `${mod}admin/` },
    },
    {
      name: 'modules-import-no-wiring',
      comment: 'A module imports no app wiring, scheduler, command, seed or test code.',
      severity: 'error',
      from: { path: mod, pathNot: wiring },
      to: { path: [`${src}(scheduler|seed|cli|test)/`, `${src}app\\.ts$`, ...wiring] },
    },
    {
      name: 'db-imports-nothing-above',
      comment: 'The database layer imports nothing above it.',
      severity: 'error',
      from: { path: `${src}db/` },
      to: { path: [`${src}(ledger|http|gateways|mail|modules|scheduler|seed|cli|test)/`, `${src}app\\.ts$`] },
    },
    {
      name: 'ledger-imports-only-db',
      comment: 'The ledger imports only the database layer.',
      severity: 'error',
      from: { path: `${src}ledger/` },
      to: { path: [`${src}(http|gateways|mail|modules|scheduler|seed|cli|test)/`, `${src}app\\.ts$`] },
    },
    {
      name: 'shared-parts-import-no-module',
      comment: 'http/, gateways/ and mail/ import no feature module and no wiring.',
      severity: 'error',
      from: { path: `${src}(http|gateways|mail)/` },
      to: { path: [`${src}(modules|scheduler|seed|cli|test)/`, `${src}app\\.ts$`] },
    },
    {
      name: 'web-features-apart',
      comment:
        'A web feature imports no other feature: a part two features use lives in ui/ (components), api/ (calls) or lib/ (docs/architecture.md, "The web app").',
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'web-console-areas-apart',
      comment:
        "An area of the console (features/admin/<area>, as the server's modules/admin/<area>) imports no other area; what several areas use is in features/admin/shared/.",
      severity: 'error',
      from: { path: `${web}features/admin/([^/]+)/` },
      to: { path: `${web}features/admin/`, pathNot: `${web}features/admin/($1|shared)/` },
    },
    {
      name: 'web-shared-parts-import-no-screen',
      comment: 'lib/, ui/, api/ and config/ import no feature and no app wiring.',
      severity: 'error',
      from: { path: `${web}(lib|ui|api|config)/` },
      to: { path: `${web}(features|app)/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may reach any file; the rules are about the product.
    exclude: { path: ['\\.test\\.ts$', 'node_modules'] },
    // Type-only imports couple modules too.
    tsPreCompilationDeps: true,
  },
};
