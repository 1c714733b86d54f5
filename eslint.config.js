// Lint: typescript-eslint's recommended rules (syntax only, so a run takes seconds), the rules of hooks,
// and the import boundaries between the app's layers (docs/decisions/0015-lint-and-boundaries.md).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import comments from './scripts/eslint-rules/no-history-comments.js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers, by folder. The first pattern that matches a file names its layer, so the generated contract
 * types come before the rest of lib.
 */
const elements = [
  { type: 'contract-types', pattern: 'src/lib/api-schema.d.ts', mode: 'file' },
  { type: 'api-client', pattern: 'src/lib/api*.ts', mode: 'file' },
  { type: 'domain', pattern: 'src/domain' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'api', pattern: 'src/api' },
  { type: 'stores', pattern: 'src/stores' },
  { type: 'ui', pattern: 'src/ui' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'app', pattern: 'src/app' },
  { type: 'entry', pattern: 'src/main.tsx', mode: 'file' },
  { type: 'locales', pattern: 'locales' },
  { type: 'sw', pattern: 'sw' },
  // The one place the server reads its texts (docs/decisions/0021-one-text-system.md).
  { type: 'server-texts', pattern: 'server/i18n/i18n.ts', mode: 'file' },
  // Services speak the domain, never HTTP (docs/decisions/0011-domain-errors-mapped-in-one-handler.md).
  { type: 'server-services', pattern: 'server/services' },
  { type: 'server-http', pattern: 'server/http' },
  { type: 'server', pattern: 'server' },
  { type: 'scripts', pattern: 'scripts' },
  { type: 'journeys', pattern: 'tests' },
];

/** Who may import whom: imports flow one way, domain → lib → api → stores → ui → features → app. */
const layerRules = [
  { from: 'domain', allow: ['domain'] },
  { from: 'contract-types', allow: [] },
  { from: 'api-client', allow: ['domain', 'contract-types', 'api-client', 'lib'] },
  { from: 'lib', allow: ['domain', 'contract-types', 'api-client', 'lib', 'locales'] },
  { from: 'api', allow: ['domain', 'contract-types', 'api-client', 'lib', 'api'] },
  { from: 'stores', allow: ['domain', 'contract-types', 'api-client', 'lib', 'api', 'stores'] },
  // The kit: the pieces several features show. One that acts for the shopper (add to cart, sign out, the page's
  // failure, a form's state) reads and writes the shared stores and the API itself (docs/decisions/0060-kit-pieces-read-stores.md).
  { from: 'ui', allow: ['domain', 'contract-types', 'api-client', 'lib', 'api', 'stores', 'ui'] },
  // A feature uses its own files and the shared layers, never another feature.
  {
    from: 'feature',
    allow: ['domain', 'contract-types', 'api-client', 'lib', 'api', 'stores', 'ui', ['feature', { feature: '${from.feature}' }]],
  },
  { from: 'app', allow: ['domain', 'contract-types', 'api-client', 'lib', 'api', 'stores', 'ui', 'feature', 'app'] },
  { from: 'entry', allow: ['domain', 'api-client', 'lib', 'stores', 'app'] },
  { from: 'sw', allow: ['domain', 'contract-types', 'api-client', 'lib', 'sw'] },
  { from: 'server-texts', allow: ['domain', 'locales', 'server-texts'] },
  { from: ['server', 'server-http'], allow: ['domain', 'contract-types', 'server', 'server-texts', 'server-services', 'server-http'] },
  { from: 'server-services', allow: ['domain', 'contract-types', 'server', 'server-texts', 'server-services'] },
  // Other server code names a text's key by the Ukrainian file's type; the words come through server-texts.
  { from: ['server', 'server-http', 'server-services'], allow: ['locales'], importKind: 'type' },
  // A script may also read how the server makes a page (scripts/initial-js.ts counts the code a page names as the server does).
  { from: 'scripts', allow: ['domain', 'contract-types', 'server', 'server-http', 'scripts'] },
  { from: 'journeys', allow: ['domain', 'journeys'] },
];

/** A test may also read the texts of both languages, to set up i18next as the app does. */
const testRules = layerRules.map((rule) => (rule.importKind ? rule : { ...rule, allow: [...rule.allow, 'locales'] }));

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/', 'public/'] },
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_name` marks an argument kept for its position (a handler's signature, a callback's second argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks, without the React Compiler's rules in the plugin's newer preset: the app is not
    // compiled by it, and running the compiler over every file cost most of a lint run's time.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // An error, so a narrower list is a decision written beside it (an eslint-disable comment saying why).
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**', 'sw/**', 'server/**', 'scripts/**', 'tests/**', 'locales/**'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.d.ts', '.js', '.json'] } },
    },
    rules: {
      'boundaries/element-types': ['error', { default: 'disallow', rules: layerRules }],
      // Every file of the app belongs to a layer, so no import slips past the rules above.
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    // The rule's own comment names the very words it refuses.
    ignores: ['scripts/eslint-rules/no-history-comments.js'],
    plugins: { comments },
    rules: { 'comments/no-history-comments': 'error' },
  },
  {
    // No circles between modules: a shared piece lives below both users (domain, lib, a small module of its own).
    // The rule follows value imports only (an `import type` is erased at build), at any depth: over the whole
    // tree it adds a few seconds to a lint run without the cache. Circles of types: scripts/import-circles.test.ts.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'boundaries/element-types': ['error', { default: 'disallow', rules: testRules }] },
  },
  {
    // One link component: AppLink knows external links and passes internal ones to the router, which adds
    // the language prefix. The router's own Link stays behind it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/AppLink.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'wouter', importNames: ['Link'], message: 'Use AppLink from src/ui/AppLink: one link component for the whole app.' },
          ],
        },
      ],
    },
  },
);
