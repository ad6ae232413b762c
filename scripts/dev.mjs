// `npm start`: runs the reference API server and the console side by side, prefixing their output,
// and stops both when either stops or on Ctrl+C.
import { spawn } from 'node:child_process';

const API_PORT = process.env.PORT ?? '8787';
const APP_PORT = process.env.APP_PORT ?? '5173';

const processes = [
  { name: 'server', command: 'pnpm --filter @hvac/console-server start', env: { PORT: API_PORT } },
  { name: 'console', command: `pnpm --filter @hvac/console dev --port ${APP_PORT} --strictPort` },
];

const children = processes.map(({ name, command, env }) => {
  const child = spawn(command, {
    shell: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n'))
        if (line.trim()) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`[${name}] exited with code ${code}`);
    shutdown(code ?? 0);
  });
  return child;
});

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

console.log(`
HVAC console starting…
  Tenant demo:  http://demo.localhost:${APP_PORT}/
  Tenant acme:  http://acme.localhost:${APP_PORT}/
  API server:   http://localhost:${API_PORT}/
`);
