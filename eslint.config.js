import js from "@eslint/js";
import tseslint from "typescript-eslint";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const RAW_HTML =
  "Write HTML into the page with <Html html={safe} /> (app/components/Html.tsx), never dangerouslySetInnerHTML.";
const NO_RAW_HTML = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: RAW_HTML },
  { selector: "Property[key.name='dangerouslySetInnerHTML']", message: RAW_HTML },
  { selector: "Property[key.value='dangerouslySetInnerHTML']", message: RAW_HTML },
];
const SAFE_HTML_CAST =
  "Only the sanitiser (sanitiseContentHtml) and markup`...` (app/lib/safe-html.ts) make SafeHtml: call one of them.";
const NO_SAFE_HTML_CAST = [
  { selector: "TSAsExpression[typeAnnotation.typeName.name='SafeHtml']", message: SAFE_HTML_CAST },
  { selector: "TSTypeAssertion[typeAnnotation.typeName.name='SafeHtml']", message: SAFE_HTML_CAST },
];

// The dealer API boundary (docs/decisions/200-dealer-api-boundary.md): the site takes from dealer-api/ only its contract,
// the answers' shapes and words; everything else comes through the one client in app/dealer/. The site's tests may
// also take the embedded API's test support, dealer-api/test-support.ts, which lists what they borrow.
const DEALER_API_INTERNALS =
  "The site imports only dealer-api/contract/*; ask the dealer API through app/dealer/ (docs/decisions/200-dealer-api-boundary.md).";
const CONTRACT_ALIAS =
  "Import the dealer API's contract as @contract/… (tsconfig.json paths), not by a relative path.";
const dealerApiImports = (allowed) => [
  "error",
  {
    patterns: [
      { regex: `(^|/)dealer-api/(?!(${allowed.join("|")})(/|$))`, message: DEALER_API_INTERNALS },
      { regex: "(^|/)dealer-api/contract(/|$)", message: CONTRACT_ALIAS },
    ],
  },
];
// no-restricted-imports sees `import … from` and `export … from` only: the same boundary for `import("…")`.
const dealerApiDynamicImports = (allowed) => [
  {
    selector: `ImportExpression[source.value=/(^|\\/)dealer-api\\/(?!(${allowed.join("|")})(\\/|$))/]`,
    message: DEALER_API_INTERNALS,
  },
  {
    selector: "ImportExpression[source.value=/(^|\\/)dealer-api\\/contract(\\/|$)/]",
    message: CONTRACT_ALIAS,
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      ".cache/**",
      ".data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "bench/bare-remix/build/**",
      "bench/bare-remix/public/build/**",
      "bench/bare-remix/.cache/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "jsx-a11y": jsxA11y, "react-hooks": reactHooks },
    rules: {
      ...jsxA11y.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // HTML reaches the page only through <Html>, fed SafeHtml that only the sanitiser and our escaping markup make
  // (app/lib/safe-html.ts).
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...NO_RAW_HTML,
        ...NO_SAFE_HTML_CAST,
        ...dealerApiDynamicImports(["contract"]),
      ],
    },
  },
  {
    files: ["app/components/Html.tsx"],
    rules: {
      "no-restricted-syntax": ["error", ...NO_SAFE_HTML_CAST, ...dealerApiDynamicImports(["contract"])],
    },
  },
  {
    files: ["app/lib/safe-html.ts", "app/lib/sanitise.server.ts"],
    rules: { "no-restricted-syntax": ["error", ...NO_RAW_HTML, ...dealerApiDynamicImports(["contract"])] },
  },
  { files: ["app/**/*.{ts,tsx}"], rules: { "no-restricted-imports": dealerApiImports(["contract"]) } },
  {
    files: ["app/**/*.test.{ts,tsx}", "app/dealer/test-dealer-api.ts"],
    rules: { "no-restricted-imports": dealerApiImports(["contract", "test-support"]) },
  },
  { files: ["**/*.{js,cjs,mjs}"], languageOptions: { globals: globals.node } },
  // Playwright fixtures call their `use` callback, which is not React's hook.
  { files: ["tests/e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
);
