/**
 * The layer rule of DESIGN.md, checked on every `npm test`:
 *   site → worker/domain ← worker/routes → worker/services → db/queries
 * Tests may import anything. `.astro` files are not parsed: tests/house/astro-imports.test.ts holds their imports
 * to the same rules.
 * tests/lint-deps.test.ts breaks each rule on purpose in a miniature of the tree and expects its name.
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
      name: 'browser-code-stays-in-the-browser',
      comment:
        'Features, shared UI parts, browser helpers and stores ship to the browser: not even through other modules ' +
        'may they reach build-time code (site/build reads the database), the database or the server beyond its pure domain.',
      severity: 'error',
      from: { path: '^site/(features|components/ui|lib|stores)/', pathNot: notTests },
      to: { path: '^(site/build/|db/|worker/(?!domain/))', reachable: true },
    },
    {
      name: 'browser-code-no-db-no-facts',
      comment: 'Islands, features and stores run in the browser: no database, no big JSON (pass facts as props).',
      severity: 'error',
      from: { path: '^site/(features|components/ui|lib|stores)/', pathNot: notTests },
      to: { path: '^db/|site-facts\\.(ts|json)$|demo-titles\\.json$' },
    },
    {
      name: 'browser-code-never-reaches-facts',
      comment: 'Not even through a domain module: the facts JSON (17 KB) would land in every island that imports it.',
      severity: 'error',
      from: { path: '^site/(features|components/ui|lib|stores)/', pathNot: notTests },
      to: { path: 'site-facts\\.json$', reachable: true },
    },
    {
      name: 'areas-stand-alone',
      comment:
        'A site area (site/features/<area>/, admin with its screens one area) never imports another area: what two areas ' +
        'share lives in site/components (UI), site/lib (logic) or site/stores (state). depcruise reads no .astro: ' +
        'tests/house/astro-imports.test.ts applies the same rule to their imports.',
      severity: 'error',
      from: { path: '^site/features/([^/]+)/' },
      to: { path: '^site/features/', pathNot: '^site/features/$1/' },
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
      name: 'services-know-no-http',
      comment:
        'Services refuse with worker/domain/errors.ts and only worker/http turns a refusal into a status, so a service ' +
        'runs outside a request too (the scheduled job, the seed, a script). Their tests as well.',
      severity: 'error',
      from: { path: '^worker/services/' },
      to: { path: '^worker/http/' },
    },
    {
      name: 'adapters-below-services',
      comment: 'Adapters implement what services call (worker/deps.ts: mail, storage, payments); they never call back up.',
      severity: 'error',
      from: { path: '^worker/adapters/', pathNot: notTests },
      to: { path: '^worker/services/' },
    },
    {
      name: 'nothing-imports-a-platform-entry',
      severity: 'error',
      from: { path: '^(site|db|worker/(domain|routes|services|http|adapters))/' },
      to: { path: '^worker/platform/(node|cloudflare|start)\\.ts$' },
    },
    {
      name: 'ops-are-commands',
      comment:
        "ops/ holds the operator's commands (npm run backup / restore): run by hand on a stopped or running shop, " +
        'never part of the app, the site or the build, so nothing there imports them.',
      severity: 'error',
      from: { path: '^(site|worker|db|bench)/' },
      to: { path: '^ops/' },
    },
    {
      name: 'db-below-worker',
      comment: 'db/ knows nothing of the app; only the seed uses worker/domain so demo data obeys the same rules.',
      severity: 'error',
      from: { path: '^db/(?!seed/|queries/)', pathNot: notTests },
      to: { path: '^worker/' },
    },
    {
      name: 'db-queries-below-worker',
      comment:
        'db/queries, too, knows nothing of the app but one pure module: worker/domain/page-sizes.ts, the one home of ' +
        'page sizes and of pageCount, so every paged query counts its pages by the rule the API and the built pages use.',
      severity: 'error',
      from: { path: '^db/queries/', pathNot: notTests },
      to: { path: '^worker/', pathNot: '^worker/domain/page-sizes\\.ts$' },
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
