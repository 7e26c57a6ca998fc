import fs from 'node:fs';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: routes -> features -> components/lib/content/db; features do not
// import each other, and nothing imports in a circle (docs/decisions/045-features-by-entity.md).
// Declared exceptions: a lead carries a price estimate, so intake and sales may use pricing,
// never the other way round (docs/decisions/055-leads-use-pricing.md); the sales side works the
// leads intake takes in, so sales may use intake, never the other way round
// (docs/decisions/076-intake-and-sales.md). A project opens the calculator with its own inputs, so
// projects may use pricing's lists (docs/decisions/129-projects-portfolio.md). Billing follows the
// money of an accepted quotation, so it may use sales; sales reaches billing only through the one
// module every acceptance calls to create its project, in the same transaction (decision 162).
// Billing gives a new project its work's stages through the one module of project-work made for
// it, in that same transaction; project-work imports nothing of billing (decision 172).
const featureDependencies = {
  intake: ['pricing'],
  sales: ['intake', 'pricing'],
  projects: ['pricing'],
  billing: ['sales'],
  room: ['billing', 'sales', 'project-work'],
};
const featureModulesAllowed = {
  sales: ['./billing/projects.server.ts', './billing/payments-screen/payments-due.server.ts'],
  billing: ['./project-work/new-project.server.ts'],
};
const features = fs.existsSync('app/features')
  ? fs
      .readdirSync('app/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const oneWayZones = [
  { target: './app/features', from: './app/routes', message: 'Features must not import routes.' },
  {
    target: ['./app/components', './app/lib', './content', './db'],
    from: ['./app/features', './app/routes'],
    message: 'Shared code must not import features or routes.',
  },
  // The running program (app, server, db, content) imports nothing from scripts/, the build's and
  // the command line's tools: what both need lives in the program (server/build-folder.ts). Only
  // the config files load the build's Vite plugins in scripts/vite (decision 135).
  {
    target: ['./app', './server', './db', './content'],
    from: './scripts',
    message: 'The program must not import scripts/: move what both need into server/ or app/lib (decision 135).',
  },
  // The database's schema and queries know nothing of the site's content: content may use db's
  // types, never the other way round (decision 135).
  {
    target: './db',
    from: './content',
    message: 'db/ must not import content/: keep what both need in db/, or let the caller pass the content in (decision 135).',
  },
  ...features.map((name) => ({
    target: `./app/features/${name}`,
    from: './app/features',
    except: [
      `./${name}`,
      ...(featureDependencies[name] ?? []).map((dependency) => `./${dependency}`),
      ...(featureModulesAllowed[name] ?? []),
    ],
    message: 'Features must not import each other; move shared code to app/lib or app/components.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.bench-build/',
      '.bench-tools/',
      '.bench-baseline/',
      '.react-router/',
      '.tools/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // Our subpath aliases (package.json "imports") are this project's own code, not packages.
    settings: {
      'import-x/internal-regex': '^#(app|content|db|server)/',
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: oneWayZones }],
      'import-x/no-duplicates': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/index', '**/index.ts', '**/index.tsx'], message: 'No barrel files: import the module you mean.' }] },
      ],
    },
  },
);
