// One home for every shared rule: values and checks that console-domain owns are imported from it by
// the server, the app, the UI and API packages and the MSW mocks, never written again beside it;
// the write actions live in the server's devices/commands.ts; and one home for the server's
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
  'GRAPH_MAX_HEADERS',
  'GRAPH_MAX_DAYS',
  'GRAPH_INTERVALS',
  'GRAPH_TIME_RANGES',
  'MODBUS_MAX_SPAN',
  'MODBUS_MAX_ADDRESS',
  'TCP_PORT_MAX',
  'REGISTER_RAW_MIN',
  'REGISTER_RAW_MAX',
  'WRITE_ACTIONS',
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
    selector: 'TemplateElement[value.raw=/(^|[^A-Za-z])System $/]',
    message: "'System {n}' is console-domain's systemTitle(n).",
  },
  {
    selector:
      "Literal[value=65535], Literal[value=-32768], UnaryExpression[operator='-'] > Literal[value=32768]",
    message:
      "16-bit limits are console-domain's MODBUS_MAX_ADDRESS, TCP_PORT_MAX, REGISTER_RAW_MIN and REGISTER_RAW_MAX.",
  },
  {
    selector: 'Literal[value=/^single-(register|coil)-write$/]',
    message: "A write's change-log action is WRITE_ACTIONS of the server's devices/commands.ts.",
  },
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
    name: 'homes/console-app-and-packages',
    files: [
      'apps/console/src/**/*.{ts,tsx}',
      'packages/console-ui/src/**/*.{ts,tsx}',
      'packages/console-api/src/**/*.{ts,tsx}',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.{ts,tsx}',
      '**/fixtures/**',
      'packages/console-api/src/mocks/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...shared, ...pageSizes] },
  },
  {
    name: 'homes/console-api-mocks',
    files: ['packages/console-api/src/mocks/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...shared, ...pageSizes] },
  },
];
