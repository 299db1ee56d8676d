/**
 * The layer rule of DESIGN.md, checked on every `npm test`:
 *   site → worker/domain ← worker/routes → worker/services → db/queries
 * Tests may import anything. `.astro` files are not parsed (their frontmatter runs at build time only).
 */
const notTests = '\\.test\\.tsx?$';
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'worker/domain holds pure rules and contracts shared with the browser: no I/O, no server layers.',
      severity: 'error',
      from: { path: '^worker/domain/', pathNot: notTests },
      to: { path: '^(db/|worker/(services|routes|http|adapters|platform)/)' },
    },
    {
      name: 'site-reads-only-domain',
      comment: 'The site may use worker/domain (pure rules, schemas); never the server layers.',
      severity: 'error',
      from: { path: '^site/', pathNot: notTests },
      to: { path: '^worker/(?!domain/)' },
    },
    {
      name: 'browser-code-no-db-no-facts',
      comment: 'Islands, features and stores run in the browser: no database, no big JSON (pass facts as props).',
      severity: 'error',
      from: { path: '^site/(islands|features|stores)/', pathNot: notTests },
      to: { path: '^db/|site-facts\\.(ts|json)$|demo-titles\\.json$' },
    },
    {
      name: 'browser-code-never-reaches-facts',
      comment: 'Not even through a domain module: the facts JSON (17 KB) would land in every island that imports it.',
      severity: 'error',
      from: { path: '^site/(islands|features|stores)/', pathNot: notTests },
      to: { path: 'site-facts\\.json$', reachable: true },
    },
    {
      name: 'routes-hold-no-sql',
      comment: 'Routes validate, call a service and shape the answer; queries live in db/queries behind services.',
      severity: 'error',
      from: { path: '^worker/routes/', pathNot: notTests },
      to: { path: '^db/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'services-below-routes',
      severity: 'error',
      from: { path: '^worker/services/', pathNot: notTests },
      to: { path: '^worker/routes/' },
    },
    {
      name: 'nothing-imports-a-platform-entry',
      severity: 'error',
      from: { path: '^(site|db|worker/(domain|routes|services|http|adapters))/' },
      to: { path: '^worker/platform/(node|cloudflare|start)\\.ts$' },
    },
    {
      name: 'db-below-worker',
      comment: 'db/ knows nothing of the app; only the seed uses worker/domain so demo data obeys the same rules.',
      severity: 'error',
      from: { path: '^db/(?!seed/)', pathNot: notTests },
      to: { path: '^worker/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.data|\\.wrangler)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
