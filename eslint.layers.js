// The workspace's layers as lint rules (docs/adr/layers.md): an import that runs against
// the arrows fails `pnpm run lint`. eslint.config.js spreads these blocks; eslint.layers.test.js
// lints a violating file in each package to prove that every rule fires.
//
//   console-domain  pure TypeScript: no React, no other workspace package
//   console-ui      presentational: no console-api, no routing, no data fetching (swr)
//   console-api     client and hooks: no console-ui
//   console-server  the back end: no front-end package; only the domain is shared
//   edge-gateway    the program inside a building: like the server, only the domain; never the server

/** A relative import that climbs into another workspace folder (`../../console-api/src/...`). */
const crossing = (folder) => `^(\\.\\./)+(.*/)?${folder}(/|$)`;

const react = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
  message: 'console-domain is pure TypeScript: React belongs in console-ui or the app.',
};

/** Every front-end package the server must never load (React, routing, SWR, styling, widgets). */
const frontEndPackages = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router/*',
  'react-router-dom',
  'react-router-dom/*',
  'swr',
  'swr/*',
  'msw',
  'msw/*',
  '@radix-ui/*',
  '@tanstack/react-*',
  '@vanilla-extract/*',
  'pigeon-maps',
];

/** What every server file may not load: the front end's packages and folders. */
const serverPackagePatterns = [
  {
    group: ['@hvac/*', '!@hvac/console-domain', '!@hvac/console-domain/*'],
    message: 'The server shares only @hvac/console-domain with the front end.',
  },
  {
    regex: crossing('(console-ui|console-api|console)'),
    message: 'The server shares only @hvac/console-domain with the front end.',
  },
  {
    group: frontEndPackages,
    message: 'The server loads no front-end package.',
  },
];

/**
 * The server's own rooms (apps/console-server/src/<folder>), top to bottom: a folder imports only
 * folders of a lower rank or its own (ARCHITECTURE.md "Rooms"). Routes are the top: nothing imports
 * from routes/; the poller, the emulator and history reach device data through devices/; db/ is the
 * floor. A new folder gets a rank here, or apps/console-server/test/rooms.test.ts fails.
 */
export const serverRooms = [
  ['cli'],
  ['routes'],
  ['poller', 'emulator', 'gateways'],
  ['seed'],
  ['alarms', 'history'],
  ['notifications', 'simulator'],
  ['devices', 'projects', 'floors', 'documents', 'users', 'files', 'events'],
  ['modbus', 'http'],
  ['auth'],
  ['db'],
];

/** The composition root (src/app.ts, src/main.ts): imported by no room. */
const compositionRoot = ['app', 'main'];

/** One block per room: the package patterns plus every room above it and the composition root. */
function serverRoomRules() {
  return serverRooms.flatMap((rooms, rank) => {
    const above = [...serverRooms.slice(0, rank).flat(), ...compositionRoot];
    return rooms.map((room) => ({
      name: `layers/console-server/${room}`,
      files: [`apps/console-server/src/${room}/**/*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...serverPackagePatterns,
              {
                regex: `^(\\.\\./)+(src/)?(${above.join('|')})(\\.ts)?(/|$)`,
                message: `src/${room}/ is below ${above.join(', ')}: import downwards only (routes -> services -> repositories; ARCHITECTURE.md "Rooms").`,
              },
            ],
          },
        ],
      },
    }));
  });
}

/** One block per package, in the order of the layers. */
export const layerRules = [
  {
    name: 'layers/console-domain',
    files: ['packages/console-domain/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            react,
            {
              group: ['@hvac/*'],
              message: 'console-domain depends on no other workspace package.',
            },
            {
              regex: crossing('(console-ui|console-api|console-server|console)'),
              message: 'console-domain depends on no other workspace package.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'layers/console-ui',
    files: ['packages/console-ui/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hvac/console-api', '@hvac/console-api/*'],
              message:
                'console-ui is presentational: data comes in through props, never from console-api.',
            },
            {
              regex: crossing('(console-api|console-server)'),
              message:
                'console-ui is presentational: data comes in through props, never from console-api.',
            },
            {
              group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
              message:
                'console-ui does no routing: take an href or an onNavigate callback as a prop.',
            },
            {
              group: ['swr', 'swr/*'],
              message: 'console-ui does no fetching: SWR hooks live in @hvac/console-api/react.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'layers/console-api',
    files: ['packages/console-api/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hvac/console-ui', '@hvac/console-ui/*'],
              message:
                'console-api has no components: the app puts console-ui and console-api together.',
            },
            {
              regex: crossing('console-ui'),
              message:
                'console-api has no components: the app puts console-ui and console-api together.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'layers/console-server',
    files: ['apps/console-server/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPackagePatterns }] },
  },
  ...serverRoomRules(),
  {
    name: 'layers/edge-gateway',
    files: ['apps/edge-gateway/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hvac/*', '!@hvac/console-domain', '!@hvac/console-domain/*'],
              message:
                'The edge gateway runs alone in a building: it shares only @hvac/console-domain.',
            },
            {
              regex: crossing('(console-ui|console-api|console-server|console)'),
              message:
                'The edge gateway runs alone in a building: it shares only @hvac/console-domain.',
            },
            { group: frontEndPackages, message: 'The edge gateway loads no front-end package.' },
          ],
        },
      ],
    },
  },
];
