/**
 * The import directions of the repo (issue 28), checked by `npm run lint` (scripts/check-imports.mjs; by hand:
 * `npx depcruise apps packages --config .dependency-cruiser.mjs`):
 * no circle anywhere (type-only imports count), the server's floors (db -> platform -> realtime -> modules -> seed,
 * each importing only below it), the domain's areas (`shared` imports no other area) and the web's shared code.
 * Tests follow the same directions, with one door: `testing/` (the whole app built on the demo data, and the demo
 * accounts) is open to every test and to no shipped code.
 */
const SERVER = '^apps/server/src/';
const DOMAIN = '^packages/domain/src/';
const WEB = '^apps/web/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A circle of imports (type-only ones included) means two files are one job or a type sits in the wrong file.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'server-db-is-the-ground-floor',
      severity: 'error',
      comment: 'db/ (connection, migrations, schema, query helpers) imports nothing of the server above it.',
      from: { path: `${SERVER}db/` },
      to: { path: `${SERVER}(platform|realtime|modules|seed)/|${SERVER}(app|main)\\.ts$` },
    },
    {
      name: 'server-platform-knows-no-domain',
      severity: 'error',
      comment:
        'platform/ (auth, errors, mail, files, config) may use db/, never a module, the realtime hub or the seed.',
      from: { path: `${SERVER}platform/` },
      to: { path: `${SERVER}(realtime|modules|seed)/|${SERVER}(app|main)\\.ts$` },
    },
    {
      name: 'server-realtime-imports-no-module',
      severity: 'error',
      comment: 'realtime/ knows no module: each module registers its live queries with the hub.',
      from: { path: `${SERVER}realtime/` },
      to: { path: `${SERVER}(modules|seed)/|${SERVER}(app|main)\\.ts$` },
    },
    {
      name: 'server-modules-below-the-seed-and-the-app',
      severity: 'error',
      comment: 'The seed is a client of the modules, and the app composes them: a module imports neither.',
      from: { path: `${SERVER}modules/` },
      to: { path: `${SERVER}seed/|${SERVER}(app|main)\\.ts$` },
    },
    {
      name: 'server-code-imports-no-test-helper',
      severity: 'error',
      comment: 'testing/ builds the whole app for tests; shipped code never imports it.',
      from: { path: SERVER, pathNot: `\\.test\\.ts$|${SERVER}testing/` },
      to: { path: `${SERVER}testing/` },
    },
    {
      name: 'domain-shared-imports-no-area',
      severity: 'error',
      comment: 'packages/domain/src/shared is the bottom of the domain: every area may use it, it uses none.',
      from: { path: `${DOMAIN}shared/` },
      to: { path: DOMAIN, pathNot: `${DOMAIN}shared/` },
    },
    {
      name: 'domain-imports-no-app',
      severity: 'error',
      comment: 'packages/domain is shared by both apps and imports neither.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      severity: 'error',
      comment: 'The web app flows shared (components, lib, config) -> features -> app.',
      from: { path: `${WEB}(components|lib|config)/` },
      to: { path: `${WEB}(features|app)/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
