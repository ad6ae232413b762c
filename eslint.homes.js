// One home for every shared rule: values and checks that console-domain owns are imported from it by
// the server and by the MSW mocks, never written again beside it; and one home for the server's
// environment, its config.ts. eslint.config.js spreads these
// blocks; eslint.homes.test.js lints a copy of each to prove that every rule fires.
//
// ESLint keeps only the last `no-restricted-syntax` setting that matches a file: a later block that
// sets the rule for these files must repeat these selectors.

/** Names console-domain exports; declaring one again makes a second home. */
const DOMAIN_NAMES = [
  'POWER_ON',
  'POWER_ON_RAW',
  'UNIT_PLACEHOLDER',
  'REGISTER_FORMULA_PLACEHOLDER',
  'DEFAULT_PAGE_SIZE',
  'MAX_PAGE_SIZE',
  'DEFAULT_HISTORICAL_PAGE_SIZE',
];

const shared = [
  {
    selector: `VariableDeclarator[id.name=/^(${DOMAIN_NAMES.join('|')})$/]`,
    message: 'console-domain owns this value: import it from @hvac/console-domain.',
  },
  {
    selector: 'FunctionDeclaration[id.name=/^accepts(Raw)?Values?$/]',
    message:
      "A write's range check is console-domain's acceptsRawValue (with the catalogue's writableFormula).",
  },
  // The power-on raw value where it is compared, chosen or stored (colours and other 170s stay free).
  ...['BinaryExpression', 'ConditionalExpression', 'VariableDeclarator', 'Property'].map(
    (parent) => ({
      selector: `${parent} > Literal[raw='170']`,
      message: "The power-on raw value is console-domain's POWER_ON_RAW.",
    }),
  ),
  {
    selector: "Literal[value='{unit}'], TemplateElement[value.raw=/\\{unit\\}/]",
    message: "The register-formula placeholder is console-domain's REGISTER_FORMULA_PLACEHOLDER.",
  },
];

const pageSizeMessage =
  'Page sizes are console-domain constants (DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, …): read a page with pageQuery.';

/** Page sizes written as numbers where a request's page is read or answered (defaults and clamps). */
const pageSizes = [
  ...['CallExpression[callee.object.name="Math"]', 'LogicalExpression'].map((parent) => ({
    selector: `${parent} > Literal[raw=/^(20|24|25|50|100)$/]`,
    message: pageSizeMessage,
  })),
  { selector: "CallExpression[callee.name='paged'] > Literal", message: pageSizeMessage },
];

const environmentMessage =
  'The server reads its environment in src/config.ts only: add a ServerConfig field there and pass it down.';

/**
 * The environment's one home is apps/console-server/src/config.ts (validated, documented, testable with
 * an object instead of process.env); the command-line tools in src/cli/ read their own inputs.
 */
const environment = {
  'no-restricted-properties': [
    'error',
    { object: 'process', property: 'env', message: environmentMessage },
  ],
  'no-restricted-syntax': [
    'error',
    ...shared,
    {
      selector:
        "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
      message: environmentMessage,
    },
  ],
};

export const homeRules = [
  {
    name: 'homes/console-server',
    files: ['apps/console-server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...shared] },
  },
  {
    name: 'homes/console-server-environment',
    files: ['apps/console-server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'apps/console-server/src/config.ts',
      'apps/console-server/src/cli/**',
    ],
    rules: environment,
  },
  {
    name: 'homes/console-api-mocks',
    files: ['packages/console-api/src/mocks/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...shared, ...pageSizes] },
  },
];
