// Proves that every layer rule of eslint.layers.js fires on a file that breaks it, and stays quiet
// on the imports each layer is allowed, by linting source text as if it lived in that package.
import { ESLint } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import workspaceConfig from './eslint.config.js';
import { layerRules } from './eslint.layers.js';

const root = import.meta.dirname;

// Syntax only (no type information): the layer rules look at import specifiers, nothing else.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    ...layerRules,
  ],
});

async function restrictedImports(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

const violations = [
  ['packages/console-domain/src/rule.ts', "import { useState } from 'react';"],
  ['packages/console-domain/src/rule.ts', "import type { ReactNode } from 'react';"],
  ['packages/console-domain/src/rule.ts', "import { jsx } from 'react/jsx-runtime';"],
  ['packages/console-domain/src/rule.ts', "import { Button } from '@hvac/console-ui';"],
  ['packages/console-domain/src/rule.ts', "import { createApiClient } from '@hvac/console-api';"],
  ['packages/console-domain/src/rule.ts', "export { http } from '../../console-api/src/http';"],
  [
    'packages/console-ui/src/Table/Table.tsx',
    "import { useDevices } from '@hvac/console-api/react';",
  ],
  ['packages/console-ui/src/Table/Table.tsx', "import type { Device } from '@hvac/console-api';"],
  ['packages/console-ui/src/Table/Table.tsx', "import { Link } from 'react-router-dom';"],
  ['packages/console-ui/src/Table/Table.tsx', "import { useNavigate } from 'react-router';"],
  ['packages/console-ui/src/Table/Table.tsx', "import useSWR from 'swr';"],
  ['packages/console-ui/src/Table/Table.tsx', "import useSWRInfinite from 'swr/infinite';"],
  [
    'packages/console-ui/src/Table/Table.tsx',
    "import { http } from '../../../console-api/src/http';",
  ],
  ['packages/console-api/src/react/hooks.ts', "import { Spinner } from '@hvac/console-ui';"],
  [
    'packages/console-api/src/react/hooks.ts',
    "import { Dialog } from '../../../console-ui/src/Dialog/Dialog';",
  ],
  [
    'apps/console-server/src/routes/devices.ts',
    "import { createApiClient } from '@hvac/console-api';",
  ],
  ['apps/console-server/src/routes/devices.ts', "import { Button } from '@hvac/console-ui';"],
  [
    'apps/console-server/src/routes/devices.ts',
    "import { renderToString } from 'react-dom/server';",
  ],
  ['apps/console-server/src/routes/devices.ts', "import { createElement } from 'react';"],
  ['apps/console-server/src/routes/devices.ts', "import useSWR from 'swr';"],
  ['apps/console-server/src/routes/devices.ts', "import { http } from 'msw';"],
  ['apps/console-server/src/routes/devices.ts', "import { style } from '@vanilla-extract/css';"],
  [
    'apps/console-server/src/routes/devices.ts',
    "import { routes } from '../../../console/src/app/routes';",
  ],
  // The server's rooms: nothing imports from routes/, nothing climbs to a room above its own.
  [
    'apps/console-server/src/poller/poller.ts',
    "import { enqueueDeviceOffline } from '../routes/notifications/repository';",
  ],
  [
    'apps/console-server/src/notifications/worker.ts',
    "import { x } from '../routes/notifications/views';",
  ],
  [
    'apps/console-server/src/devices/store.ts',
    "import { evaluateDeviceAlarms } from '../alarms/evaluate';",
  ],
  ['apps/console-server/src/devices/views.ts', "import { buildServer } from '../app';"],
  ['apps/console-server/src/history/store.ts', "import { Poller } from '../poller/poller';"],
  ['apps/console-server/src/modbus/gateway.ts', "import { getModel } from '../devices/catalog';"],
  ['apps/console-server/src/db/index.ts', "import type { Config } from '../http/index.ts';"],
  ['apps/console-server/src/simulator/signals.ts', "import { x } from '../../src/history/series';"],
  // The edge gateway: only the domain, never the server's code or a front-end package.
  ['apps/edge-gateway/src/cli.ts', "import { loadConfig } from '@hvac/console-server';"],
  [
    'apps/edge-gateway/src/journal/journal.ts',
    "import { sql } from '../../../console-server/src/db/sql';",
  ],
  ['apps/edge-gateway/src/cli.ts', "import { createElement } from 'react';"],
];

const allowed = [
  ['packages/console-domain/src/rule.ts', "import { unitCodes } from './units/codes';"],
  ['packages/console-domain/src/rule.test.ts', "import { describe } from 'vitest';"],
  ['packages/console-ui/src/Table/Table.tsx', "import { useState } from 'react';"],
  ['packages/console-ui/src/Table/Table.tsx', "import { MESSAGES } from '@hvac/console-domain';"],
  ['packages/console-ui/src/Table/Table.tsx', "import { Button } from '../Button/Button';"],
  ['packages/console-api/src/react/hooks.ts', "import useSWR from 'swr';"],
  ['packages/console-api/src/react/hooks.ts', "import { MESSAGES } from '@hvac/console-domain';"],
  ['apps/console-server/src/routes/devices.ts', "import { MESSAGES } from '@hvac/console-domain';"],
  ['apps/console-server/src/routes/devices.ts', "import Fastify from 'fastify';"],
  ['apps/console-server/src/routes/devices.ts', "import { sql } from '../db/sql';"],
  ['apps/console-server/src/routes/devices/routes.ts', "import { x } from '../projects/views';"],
  ['apps/console-server/src/poller/poller.ts', "import { loadDevice } from '../devices/store';"],
  ['apps/console-server/src/poller/poller.ts', "import { x } from '../alarms/evaluate';"],
  ['apps/console-server/src/devices/store.ts', "import { x } from './spans';"],
  ['apps/console-server/src/devices/spans.ts', "import { spansOf } from '../modbus/spans';"],
  ['apps/console/src/pages/LoginPage.tsx', "import { useDevices } from '@hvac/console-api/react';"],
  ['apps/console/src/pages/LoginPage.tsx', "import { Button } from '@hvac/console-ui';"],
  ['apps/edge-gateway/src/cli.ts', "import { MESSAGES } from '@hvac/console-domain';"],
  ['apps/edge-gateway/src/cli.ts', "import { Journal } from './journal/index.ts';"],
];

describe('layer rules', () => {
  it.each(violations)('%s: rejects %s', async (file, source) => {
    const messages = await restrictedImports(file, source);
    expect(messages).toHaveLength(1);
    expect(messages[0].severity).toBe(2);
  });

  it.each(allowed)('%s: allows %s', async (file, source) => {
    expect(await restrictedImports(file, source)).toEqual([]);
  });

  it('are part of the workspace configuration that `pnpm run lint` uses', () => {
    for (const block of layerRules) expect(workspaceConfig).toContain(block);
  });
});
