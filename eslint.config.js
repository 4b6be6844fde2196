import { readdirSync } from 'node:fs'
import { builtinModules } from 'node:module'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Lint walls (each one proven by a failing fixture in `scripts/lint-walls/lint-walls.test.ts`):
 * - shared/ is pure: it imports neither app/ nor server/, nor any Node built-in (`fs` as well as `node:fs`);
 * - app/ never imports server/ code (type-only imports allowed: the API's types are shared);
 * - a feature in app/features/<x>/ imports no other feature's internals (shared pieces live in
 *   app/components/ or app/lib/);
 * - no import cycle (import-x/no-cycle; `scripts/lint-walls/import-cycles.test.ts` also catches type-only cycles).
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
}

const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_')).map((name) => name.replace(/[/]/g, '\\/'))
const NODE_BUILTIN_REGEX = `^(node:.*|(${nodeBuiltins.join('|')})(\\/.*)?)$`

const FEATURES_DIR = new URL('./app/features/', import.meta.url)
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

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
