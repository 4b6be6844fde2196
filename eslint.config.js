import { readdirSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Lint walls (each one proven by a failing fixture in `scripts/architecture/wall-fixtures/`, linted by
 * `scripts/architecture/lint-walls.test.ts`; the habits behind them are in `docs/conventions.md`):
 * - shared/ is pure: it imports neither app/ nor server/, nor any Node built-in (`fs` as well as `node:fs`);
 * - app/ never imports server/ code (type-only imports allowed: the API's types are shared);
 * - a feature in app/features/<x>/ imports no other feature's internals (shared pieces live in
 *   app/components/ or app/lib/);
 * - a feature in server/features/<x>/ is used by the rest of the server only through its public face,
 *   `index.ts` (services and types; never its queries, routes or other internals); server/api-routes.ts and
 *   server/app.ts, the route table, also gather `*.routes.ts`; tests arrange through anything;
 * - server/core/, server/db/, server/events/ and server/policy/ sit below the features and import none of them (every floor:
 *   `scripts/architecture/server-floors.test.ts`, docs/architecture.md);
 * - only `*.queries.ts` speak SQL in server/ (see SQL_WALL below for what speaking SQL means and who is exempt);
 * - no import cycle (import-x/no-cycle; `scripts/architecture/import-cycles.test.ts` also catches type-only cycles);
 * - no `console` in server/ but the CLI's own output (and tests and their harnesses): the server logs through its
 *   logger (`server/core/logger.ts`), background jobs with their `job` name.
 *
 * no-restricted-imports `group` patterns are gitignore-style, where a leading `#` starts a comment,
 * so the `#app/` and `#server/` walls are written as regular expressions.
 */
export const WALL_MESSAGES = {
  appImportsServer: 'app/ must not import server code.',
  sharedImportsSides: 'shared/ is used by both sides: it imports neither app/ nor server/.',
  sharedImportsNode: 'shared/ runs in the browser too: no Node built-ins.',
  featureImportsFeature:
    "A feature must not import another feature's internals: move the shared piece to app/components/ or app/lib/.",
  serverFeatureImportsInternals:
    'Another server feature only through its index.ts (its services and types): never its queries, routes or other files.',
  lowerFloorImportsFeature:
    'server/core/, server/db/, server/events/ (and server/policy/) sit below the features: they import no feature (move the piece down).',
  sqlOutsideQueries:
    "Only *.queries.ts speak SQL: move this query to the feature's queries file (types from kysely are fine).",
  consoleOutsideCli:
    "server/ logs through the server's logger (deps.log, app.log or request.log; a background job through jobLogger()): console is for the CLI's own output.",
}

const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_')).map((name) => name.replace(/[/]/g, '\\/'))
const NODE_BUILTIN_REGEX = `^(node:.*|(${nodeBuiltins.join('|')})(\\/.*)?)$`

const ROOT_DIR = fileURLToPath(new URL('.', import.meta.url))

/** The folders directly under `dir` (relative to this file): one per feature. */
function foldersOf(dir) {
  return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
}
const features = foldersOf('./app/features/')
const serverFeatures = foldersOf('./server/features/')

/** Tests and their harnesses arrange through any file, as the SQL wall allows them any SQL. */
const SERVER_TESTS = ['server/test/**', 'server/faults/**', 'server/security/**', '**/*.test.ts']
/** The files that gather every feature's `*.routes.ts` (the /api/v1 table and the app that registers it). */
const ROUTE_TABLE = ['server/api-routes.ts', 'server/app.ts']
/**
 * Every file of a server feature but its public face, index.ts (and, for the route table, its routes):
 * a minimatch glob, matched against the imported file's absolute path.
 */
function internalsOf(feature, importer = []) {
  const open = importer === ROUTE_TABLE ? 'index|*.routes' : 'index'
  return `./server/features/${feature}/**/!(${open}).ts`
}

/**
 * What "speaks SQL" means for the wall: a value import from kysely (`sql`, `CompiledQuery`,
 * `expressionBuilder`…; types such as `Transaction` stay allowed, so a service can hand its transaction
 * to a query), or a call of one of Kysely's statement builders. Opening a transaction
 * (`db.transaction().execute(…)`) is not SQL: services own transactions. Exempt: `*.queries.ts`;
 * server/db/ (the connection, migrator, migrations' DDL, keyset paging and prepared statements are the
 * database layer itself); tests and their harnesses (server/test/, server/faults/), which arrange and
 * inspect rows directly.
 */
const SQL_BUILDERS = [
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'executeQuery',
  'createTable',
  'alterTable',
  'dropTable',
  'createIndex',
  'dropIndex',
  'createView',
]
const SQL_BUILDER_NAMES = `/^(${SQL_BUILDERS.join('|')})$/`
const SQL_WALL = {
  files: ['server/**/*.ts'],
  ignores: ['server/**/*.queries.ts', 'server/db/**', 'server/test/**', 'server/faults/**', '**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { paths: [{ name: 'kysely', allowTypeImports: true, message: WALL_MESSAGES.sqlOutsideQueries }] },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: `CallExpression > MemberExpression.callee[property.name=${SQL_BUILDER_NAMES}]`,
        message: WALL_MESSAGES.sqlOutsideQueries,
      },
      {
        selector: `CallExpression > MemberExpression.callee[property.value=${SQL_BUILDER_NAMES}]`,
        message: WALL_MESSAGES.sqlOutsideQueries,
      },
      // A common table expression: `.with('name', …)`; Array#with takes an index, so it stays allowed.
      {
        selector: 'CallExpression[arguments.0.value=/./] > MemberExpression.callee[property.name=/^with(Recursive)?$/]',
        message: WALL_MESSAGES.sqlOutsideQueries,
      },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      'test-results*/',
      '.react-router/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      'e2e-output*/',
      'scripts/architecture/wall-fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Small pieces a reader can hold in mind (conventions.md); catalogs are prose, tests are lists of cases.
    files: ['{app,server,shared}/**/*.{ts,tsx}'],
    ignores: ['shared/i18n/*/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['{app,server,shared}/**/*.{ts,tsx}'],
    // Migrations are lists of columns; splitting a table's definition would hide it.
    ignores: ['shared/i18n/*/**', '**/*.test.{ts,tsx}', '**/test/**', 'server/db/migrations/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^#server\\/', message: WALL_MESSAGES.appImportsServer, allowTypeImports: true },
            { regex: '(^|\\/)server\\/', message: WALL_MESSAGES.appImportsServer, allowTypeImports: true },
          ],
        },
      ],
      // One zone per feature: everything under app/features/ except the feature's own folder.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((feature) => ({
            target: `./app/features/${feature}`,
            from: './app/features',
            except: [`./${feature}`],
            message: WALL_MESSAGES.featureImportsFeature,
          })),
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT_DIR,
          zones: [
            // One zone per server feature: every file of every other feature but its index.ts.
            ...serverFeatures.map((feature) => ({
              target: `./server/features/${feature}/**`,
              from: serverFeatures.filter((other) => other !== feature).map((other) => internalsOf(other)),
              message: WALL_MESSAGES.serverFeatureImportsInternals,
            })),
            // Above the features: only their index.ts; the route table gathers their routes too.
            {
              target: ['./server/!(api-routes|app).ts', './server/!(features|core|db|events|policy)/**'],
              from: serverFeatures.map((feature) => internalsOf(feature)),
              message: WALL_MESSAGES.serverFeatureImportsInternals,
            },
            {
              target: ROUTE_TABLE.map((file) => `./${file}`),
              from: serverFeatures.map((feature) => internalsOf(feature, ROUTE_TABLE)),
              message: WALL_MESSAGES.serverFeatureImportsInternals,
            },
            // Below the features: nothing of them.
            {
              target: ['./server/core/**', './server/db/**', './server/events/**', './server/policy/**'],
              from: './server/features',
              message: WALL_MESSAGES.lowerFloorImportsFeature,
            },
          ],
        },
      ],
    },
  },
  SQL_WALL,
  {
    files: ['server/**/*.ts'],
    ignores: ['server/cli/**', 'server/test/**', '**/*.test.ts'],
    rules: { 'no-restricted-globals': ['error', { name: 'console', message: WALL_MESSAGES.consoleOutsideCli }] },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^#(app|server)\\/', message: WALL_MESSAGES.sharedImportsSides },
            { regex: '(^|\\/)(app|server)\\/', message: WALL_MESSAGES.sharedImportsSides },
            { regex: NODE_BUILTIN_REGEX, message: WALL_MESSAGES.sharedImportsNode },
          ],
        },
      ],
    },
  },
)
