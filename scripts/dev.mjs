// `npm run dev`: the reference API server and the console's Vite development server side by side
// (hot reload of the sources; the first page compiles on demand, which takes a while), their output
// prefixed, both stopped when either stops or on Ctrl+C. `npm start` serves a built console instead.
import { join } from 'node:path';
import { apiHost, banner, ports, processGroup, root, serverProcess } from './processes.mjs';

const addresses = ports();
const server = serverProcess();
const group = processGroup();
group.add(server.process);
group.add({
  name: 'console',
  cwd: join(root, 'apps/console'),
  command: process.execPath,
  args: [
    '--import',
    join(root, 'scripts/exit-with-parent.mjs'),
    join(root, 'node_modules/vite/bin/vite.js'),
    '--port',
    addresses.app,
    '--strictPort',
  ],
  env: { VITE_API_HOST: apiHost() },
});

console.log(banner(addresses, server.outboxToken, 'HVAC console starting (development server)…'));
