/**
 * CI's check of the emulator with an independent Modbus client (Debian's mbpoll): starts the demo server
 * (PGlite in a temporary folder, the emulator on a free loopback port), then
 *  - reads a coil and a register with mbpoll and finds the same values in the server's live answers,
 *  - writes a register with function 06 through mbpoll and sees the server report the new value,
 *  - writes a value the parameter refuses and gets exception 03 back.
 * `pnpm --filter @hvac/console-server run check:emulator`
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fail(message: string): never {
  throw new Error(`emulator check: ${message}`);
}

/**
 * mbpoll once: `-t 0` coils, `-t 4` holding registers; addresses are 0-based (mbpoll's -0); values to
 * write come after the host.
 */
function mbpoll(
  port: number,
  unit: number,
  args: string[],
  write: string[] = [],
): { status: number; out: string } {
  const result = spawnSync(
    'mbpoll',
    [
      '-m',
      'tcp',
      '-p',
      String(port),
      '-a',
      String(unit),
      '-0',
      '-1',
      '-o',
      '5',
      ...args,
      '127.0.0.1',
      ...write,
    ],
    { encoding: 'utf8', timeout: 15_000 },
  );
  return { status: result.status ?? -1, out: `${result.stdout}${result.stderr}` };
}

/** The values mbpoll printed: lines like `[42]: 	215`. */
function mbpollValues(out: string): Map<number, number> {
  const values = new Map<number, number>();
  for (const match of out.matchAll(/\[(\d+)\]:\s+(-?\d+)/g))
    values.set(Number(match[1]), Number(match[2]));
  return values;
}

async function main(): Promise<void> {
  if (spawnSync('mbpoll', ['-V']).error) fail('mbpoll is not installed (apt-get install mbpoll)');
  const apiPort = await freePort();
  const emulatorPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'emulator-check-'));
  const server = spawn(
    process.execPath,
    ['--conditions=@hvac/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: String(apiPort),
        DATA_DIR: dataDir,
        DEMO: '1',
        EMULATOR_PORT: String(emulatorPort),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const api = async <T>(method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(`http://127.0.0.1:${apiPort}${path}`, {
      method,
      headers: {
        host: `demo.localhost:${apiPort}`,
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      fail(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  try {
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 240) fail('the server did not start');
      if (
        await fetch(`http://127.0.0.1:${apiPort}/health/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(500);
    }
    const { access } = await api<{ access: string }>('POST', '/authentication/login/', undefined, {
      username: 'admin',
      password: 'Demo#2026',
    });
    const devices = await api<{ results: { id: number; is_single_unit: boolean }[] }>(
      'GET',
      '/devices/?page_size=100',
      access,
    );
    const pump = devices.results.find((device) => device.is_single_unit);
    if (!pump) fail('the demo has no heat pump');
    const detail = await api<{ connection: { port: number; unit: number } }>(
      'GET',
      `/devices/${pump.id}/`,
      access,
    );
    if (detail.connection.port !== emulatorPort)
      fail('the demo devices do not point at the emulator');
    const unit = detail.connection.unit;
    // Poll it every 10 s so the write below shows soon.
    await api('PATCH', `/devices/${pump.id}/`, access, { connection: { poll_interval: 10 } });
    type Row = {
      key: string;
      register: number;
      modbus_type: string;
      value: { actual: number | null };
    };
    const live = async () => api<Row[]>('GET', `/devices/stats/slim/single/${pump.id}/`, access);
    let rows: Row[] = [];
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 60) fail('the heat pump was never polled');
      rows = await live();
      if (rows.every((row) => row.value.actual !== null)) break;
      await sleep(500);
    }
    const setPoint = rows.find((row) => row.key === 'water_tank_temp_set_point');
    const coil = rows.find((row) => row.modbus_type === 'coil' && row.key === 'dhw_booster');
    if (!setPoint || !coil) fail('the heat pump lacks its set point or booster');

    // 1. A coil and a register: mbpoll reads what the server last polled (values that hold still).
    const registerRead = mbpoll(emulatorPort, unit, [
      '-t',
      '4',
      '-r',
      String(setPoint.register),
      '-c',
      '1',
    ]);
    const coilRead = mbpoll(emulatorPort, unit, [
      '-t',
      '0',
      '-r',
      String(coil.register),
      '-c',
      '1',
    ]);
    const register = mbpollValues(registerRead.out).get(setPoint.register);
    const bit = mbpollValues(coilRead.out).get(coil.register);
    if (register !== setPoint.value.actual)
      fail(
        `mbpoll read register ${setPoint.register} = ${register}, the server ${setPoint.value.actual}`,
      );
    if (bit !== coil.value.actual)
      fail(`mbpoll read coil ${coil.register} = ${bit}, the server ${coil.value.actual}`);
    console.log(
      `mbpoll and the server agree: register ${setPoint.register} = ${register}, coil ${coil.register} = ${bit}`,
    );

    // 2. A function-06 write through mbpoll; the server reports it after its next poll.
    const wanted = register === 500 ? 510 : 500;
    const write = mbpoll(
      emulatorPort,
      unit,
      ['-t', '4', '-r', String(setPoint.register)],
      [String(wanted)],
    );
    if (write.status !== 0) fail(`mbpoll's write failed: ${write.out}`);
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 60) fail(`the server never reported ${wanted}`);
      const now = (await live()).find((row) => row.key === 'water_tank_temp_set_point');
      if (now?.value.actual === wanted) break;
      await sleep(500);
    }
    console.log(`the server reports the value mbpoll wrote: ${wanted}`);

    // 3. Out of range: exception 03.
    const refused = mbpoll(
      emulatorPort,
      unit,
      ['-t', '4', '-r', String(setPoint.register)],
      ['999'],
    );
    if (refused.status === 0 || !/illegal data value/i.test(refused.out))
      fail(`an out-of-range write was not refused with exception 03: ${refused.out}`);
    console.log('an out-of-range write is answered with exception 03 (Illegal data value)');
  } finally {
    server.kill('SIGTERM');
    await sleep(500);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
