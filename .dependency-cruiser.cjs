/**
 * Layer rules (design.md §2, §8): one-way dependencies, checked by `npm test` (`npm run layers`)
 * rather than remembered. A rule's comment is what a reader sees when it is broken.
 */
const production = '^(src|server)/';
const testCode = '(^tests/|^server/test/|[.]test[.]tsx?$|^server/bench/)';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No import cycles anywhere: split the shared part into its own module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'machines-stay-pure',
      comment: 'Machines sit below views, routes, the app edge and the viewer.',
      severity: 'error',
      from: { path: '^src/machines/' },
      to: { path: '^src/(views|routes|app|statecharts)/' },
    },
    {
      name: 'api-imports-no-upper-layer',
      comment:
        'src/api is the bottom layer: it never imports machines, views, routes, app or the viewer.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: '^src/(machines|views|routes|app|statecharts|state)/' },
    },
    {
      name: 'views-stay-below-routes',
      comment: 'Views never import routes or the app edge.',
      severity: 'error',
      from: { path: '^src/views/' },
      to: { path: '^src/(routes|app)/' },
    },
    {
      name: 'views-import-no-runtime-api',
      comment:
        'Views get machines already bound to the API through the router context; only contract types and constants are theirs to import.',
      severity: 'error',
      from: { path: '^src/views/' },
      to: { path: '^src/api/', pathNot: '^src/api/contract/' },
    },
    {
      name: 'view-features-stay-apart',
      comment:
        'A view feature folder imports only itself and the shared folders (common, format, layout); share a part by moving it to common.',
      severity: 'error',
      from: { path: '^src/views/([^/]+)/' },
      to: {
        path: '^src/views/',
        pathNot: ['^src/views/$1/', '^src/views/(common|format|layout)/'],
      },
    },
    {
      name: 'client-never-imports-server',
      comment: 'The browser bundle must not pull in server code.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-uses-only-the-contract',
      comment:
        'From src/, the server imports only the shared contract (src/api/contract) and the language rule its sign-in pages share with the app (src/i18n/locale.ts).',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/(api/contract/|i18n/locale[.]ts$)' },
    },
    {
      name: 'server-domain-is-pure',
      comment:
        'server/domain holds business rules as pure functions: no HTTP, services, routes, plugins or database client.',
      severity: 'error',
      from: { path: '^server/domain/' },
      to: {
        path: [
          '^server/(http|services|routes|plugins|billing|seed)/',
          '^server/db/client',
          '^server/app',
          'node_modules/(fastify|@fastify|pg|@electric-sql|drizzle-orm)/',
        ],
      },
    },
    {
      name: 'server-routes-query-no-tables',
      comment: 'Route files call services or repositories; they never query tables themselves.',
      severity: 'error',
      from: { path: '^server/routes/', pathNot: testCode },
      to: { path: ['^server/db/schema', 'node_modules/drizzle-orm/'] },
    },
    {
      name: 'production-never-imports-tests',
      comment: 'Production code never imports tests, test helpers or benchmarks.',
      severity: 'error',
      from: { path: production, pathNot: testCode },
      to: { path: testCode },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules', '^dist/', '^data/', '^reports/', '^src/locales/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
