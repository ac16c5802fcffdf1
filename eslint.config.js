// ESLint 9 flat config: TypeScript rules, React hooks rules and the import
// boundaries of docs/architecture.md ("Import boundaries"), enforced on every file.
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Element types: each file belongs to the first descriptor whose folder holds it. */
const elements = [
  { type: "shell", pattern: "app/*.{ts,tsx}", mode: "file" }, // root.tsx, entry.*.tsx, routes.ts, context.ts
  { type: "route", pattern: "app/routes" },
  { type: "feature", pattern: "app/features/*", capture: ["feature"] },
  { type: "component", pattern: "app/components" },
  { type: "content", pattern: "app/content" },
  { type: "util", pattern: "app/utils" },
  { type: "util", pattern: "app/i18n" }, // the language of a page, its texts and formats (issue 43)
  { type: "db", pattern: "app/db" },
  { type: "server", pattern: "server" },
  { type: "database", pattern: "database" },
  { type: "tests", pattern: "tests" },
  { type: "tooling", pattern: "{scripts,bench}" },
  { type: "tooling", pattern: "*.config.{ts,js}", mode: "file" }, // playwright.config.ts (the e2e database path), vite, vitest
  { type: "generated", pattern: ".react-router/types/**", mode: "full" }, // route types (react-router typegen)
  { type: "asset", pattern: "app/*.css", mode: "file" },
];

/** File categories, independent of the element a file is in. */
const files = [
  { category: "server-only", pattern: "**/*.server.{ts,tsx}" },
  { category: "test", pattern: "**/*.test.{ts,tsx}" },
  // What one feature may take from another besides its *.server.ts query API:
  // type declarations of the query results and of its tables (types.ts, schema.ts,
  // *-schema.ts), the lead field rules that staff forms share with the public
  // forms, and the list's URL state (filters.ts reads it, search.ts writes it), which a
  // saved search stores and evaluates (issue 44 item 3). Anything else is composed in a route.
  {
    category: "feature-public",
    pattern: [
      "app/features/*/types.ts",
      "app/features/*/schema.ts",
      "app/features/*/*-schema.ts",
      "app/features/leads/fields.ts",
      "app/features/listings/card-data.ts",
      "app/features/listings/filters.ts",
      "app/features/listings/search.ts",
    ],
  },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });

/** Who may import whom (default: nothing). */
const policies = [
  // Packages and Node built-ins: anyone.
  { allow: { to: { module: { origin: ["external", "core"] } } } },
  // The app: routes → features → components/utils/db (+ content).
  {
    from: { element: { type: "shell" } },
    allow: to("shell", "route", "feature", "component", "content", "util", "db", "generated", "asset"),
  },
  { from: { element: { type: "route" } }, allow: to("shell", "route", "feature", "component", "content", "util", "db", "generated") },
  { from: { element: { type: "feature" } }, allow: to("shell", "component", "content", "util", "db") },
  // A feature imports its own files freely…
  {
    from: { element: { type: "feature" } },
    allow: { to: { element: { type: "feature", captured: { feature: "{{ from.element.captured.feature }}" } } } },
  },
  // …and from another feature only its query API (*.server.ts) and its result types (types.ts).
  {
    from: { element: { type: "feature" } },
    allow: { to: { element: { type: "feature" }, file: { categories: { anyOf: ["server-only", "feature-public"] } } } },
  },
  { from: { element: { type: "component" } }, allow: to("component", "content", "util") },
  { from: { element: { type: "util" } }, allow: to("util", "content", "db") },
  { from: { element: { type: "content" } }, allow: to("content", "util") },
  // The database layer may log (utils/log.server.ts) and read limits, nothing above it.
  { from: { element: { type: "db" } }, allow: to("db", "util") },
  // Outside app/: the server, the database scripts, tests and tooling may use the app.
  {
    from: { element: { types: { anyOf: ["server", "database", "tests", "tooling"] } } },
    allow: to("shell", "route", "feature", "component", "content", "util", "db", "server", "database", "tests", "tooling"),
  },
  // Tests next to the code may use the test helpers and the seed.
  {
    from: { file: { categories: "test" } },
    allow: to("shell", "route", "feature", "component", "content", "util", "db", "server", "database", "tests"),
  },
  // Browser code never imports a *.server.ts module (types excepted: they are erased).
  // Routes may: React Router removes loaders and actions, with their imports, from the browser build.
  {
    from: {
      element: { types: { anyOf: ["feature", "component", "content", "util", "db"] } },
      file: { path: "!**/*.{server,test}.{ts,tsx}" },
    },
    disallow: { to: { file: { categories: "server-only" } }, dependency: { kind: "value" } },
  },
];

/**
 * One Database type (app/db/schema.ts, `DB` in app/db/db.server.ts) types every table: a query
 * needs no other handle type, so none may be made by widening to `any` or by a cast.
 */
const ONE_DATABASE = "Type the table in app/db/schema.ts (Database) and query through `DB` (app/db/db.server.ts).";
const KYSELY_TYPES = "/^(Kysely|Transaction|DB)$/";
const databaseTypeRules = [
  {
    selector: `TSTypeReference[typeName.name=${KYSELY_TYPES}] > TSTypeParameterInstantiation > TSAnyKeyword`,
    message: `No Kysely<any>. ${ONE_DATABASE}`,
  },
  {
    selector: `:matches(TSAsExpression, TSTypeAssertion) > TSTypeReference.typeAnnotation[typeName.name=${KYSELY_TYPES}]`,
    message: `No cast to a database handle type. ${ONE_DATABASE}`,
  },
];
/** Outside tests (which may make a throwaway table of their own) no table is added beside Database. */
const withTablesRule = {
  selector: "CallExpression[callee.property.name='withTables']",
  message: `No withTables outside tests. ${ONE_DATABASE}`,
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      "node_modules/**",
      ".react-router/**",
      "data/**",
      "public/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // `interface AppLoadContext extends AppContext {}` is how React Router's context type is augmented.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", ...databaseTypeRules, withTablesRule] },
  },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**/*.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", ...databaseTypeRules] },
  },
  {
    files: ["app/**/*.tsx", "app/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      "boundaries/elements": elements,
      "boundaries/files": files,
      "boundaries/legacy-templates": false,
      "boundaries/legacy-warnings": false,
    },
    rules: {
      // checkInternals: the rules hold inside one element too (a feature's component importing its own *.server.ts).
      "boundaries/dependencies": ["error", { default: "disallow", checkInternals: true, policies }],
      "boundaries/no-unknown-dependencies": "error",
    },
  },
);
