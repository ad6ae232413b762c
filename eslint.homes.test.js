// Proves that eslint.homes.js refuses a second home for console-domain's values and checks in the
// server and the MSW mocks, and leaves the imported ones (and unrelated numbers) alone; and that the
// server reads its environment in src/config.ts only (its command-line tools aside).
import { ESLint } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import workspaceConfig from './eslint.config.js';
import { homeRules } from './eslint.homes.js';

const root = import.meta.dirname;

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    ...homeRules,
  ],
});

async function restricted(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((message) =>
    ['no-restricted-syntax', 'no-restricted-properties'].includes(message.ruleId),
  );
}

const server = 'apps/console-server/src/simulator/signals.ts';
const mocks = 'packages/console-api/src/mocks/handlers.ts';
const app = 'apps/console/src/pages/project/tabs/GraphTab.tsx';
const ui = 'packages/console-ui/src/widgets/SystemsEditor/labels.ts';
const api = 'packages/console-api/src/client.ts';

const copies = [
  [server, 'const POWER_ON = 170;'],
  [server, 'const on = (raw: number) => raw === 170;'],
  [server, 'const series = (on: boolean) => (on ? 170 : 0);'],
  [server, "export const UNIT_PLACEHOLDER = '{unit}';"],
  [server, 'const formula = (stride: number) => `1000 + ({unit} - 1) * ${stride}`;'],
  [server, 'export const MAX_PAGE_SIZE = 100;'],
  [server, 'export function acceptsValue(value: number) { return value > 0; }'],
  [mocks, 'const summary = { power: 170 };'],
  [mocks, "const size = Math.min(100, Number(url.searchParams.get('page_size')));"],
  [mocks, "const size = Number(url.searchParams.get('page_size') ?? 25);"],
  [mocks, 'const answer = paged(rows, page, 20, request.url);'],
  // Second homes of issue 31: graph and Modbus limits, 'System n', the write actions, in every package.
  ['apps/console-server/src/routes/devices/graph.ts', 'export const GRAPH_MAX_HEADERS = 12;'],
  [server, 'const register = z.number().int().min(0).max(65_535);'],
  [server, 'const raw = z.number().int().min(-32_768);'],
  [server, 'const name = (unit: number) => `System ${unit} · Low pressure`;'],
  [server, "const action = 'single-register-write';"],
  [mocks, "const action = modbusType === 'coil' ? 'single-coil-write' : 'x';"],
  [app, 'const label = (unit: number) => `System ${unit}`;'],
  [app, 'const GRAPH_INTERVALS = [5, 15, 30, 60];'],
  [app, 'const size = Math.min(100, requested);'],
  [ui, 'export const removeLabel = (n: string) => `Remove System ${n}`;'],
  [api, 'const port = (value: number) => value <= 65535;'],
  // The environment outside config.ts.
  [
    'apps/console-server/src/routes/devices/graph.ts',
    "const on = process.env.GRAPH_CACHE !== '0';",
  ],
  ['apps/console-server/src/app.ts', "const level = process.env.LOG_LEVEL ?? 'info';"],
  ['apps/console-server/src/main.ts', "const large = process['env'].SEED_SCALE === 'large';"],
  [server, 'const { env } = process;'],
  [server, "import { env } from 'node:process';\nexport const scale = env.SEED_SCALE;"],
  // config.ts is the environment's home, not the domain's.
  ['apps/console-server/src/config.ts', 'const POWER_ON = 170;'],
];

const allowed = [
  [
    server,
    "import { POWER_ON_RAW } from '@hvac/console-domain';\nconst on = (raw: number) => raw === POWER_ON_RAW;",
  ],
  [server, 'const sky = [120, 170, 220];'],
  [server, "import { MAX_PAGE_SIZE } from '@hvac/console-domain';\nexport { MAX_PAGE_SIZE };"],
  [mocks, 'const { page, pageSize } = pageQuery(url);'],
  [mocks, 'const answer = paged(rows, page, CHANGE_LOG_PAGE_SIZE, request.url);'],
  [mocks, 'const delayMs = Math.min(latency, 1000);'],
  ['apps/console-server/test/devices.test.ts', "expect(formula).toContain('{unit}');"],
  ['apps/console-server/src/config.ts', 'const port = Number(process.env.PORT ?? 8787);'],
  ['apps/console-server/src/cli/createTenant.ts', 'const password = process.env.ADMIN_PASSWORD;'],
  ['apps/console-server/test/instances.test.ts', 'const env = { ...process.env, PORT: "0" };'],
  ['apps/console-server/bench/run.ts', 'const smoke = process.env.BENCH_SMOKE === "1";'],
  [server, "import { loadConfig } from '../config';\nconst { graphCache } = loadConfig();"],
  [
    app,
    "import { systemTitle } from '@hvac/console-domain';\nconst label = (unit: number) => systemTitle(unit);",
  ],
  [app, 'const text = (unit: number) => `Systems ${unit}`;'],
  [ui, "import { WRITE_ACTIONS } from '@hvac/console-domain';\nconst action = WRITE_ACTIONS.coil;"],
  [
    app,
    "import { GRAPH_MAX_HEADERS } from '@hvac/console-domain';\nconst max = GRAPH_MAX_HEADERS;",
  ],
  ['apps/console/src/pages/project/tabs/GraphTab.test.tsx', 'const label = `System ${1}`;'],
];

describe('one home for the domain rules', () => {
  it.each(copies)('%s: refuses %s', async (file, source) => {
    const messages = await restricted(file, source);
    expect(messages.length).toBeGreaterThanOrEqual(1);
    expect(messages[0].severity).toBe(2);
  });

  it.each(allowed)('%s: allows %s', async (file, source) => {
    expect(await restricted(file, source)).toEqual([]);
  });

  it('are part of the workspace configuration that `pnpm run lint` uses', () => {
    for (const block of homeRules) expect(workspaceConfig).toContain(block);
  });
});
