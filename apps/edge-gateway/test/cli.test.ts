import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXIT_NOT_AVAILABLE, EXIT_OK, EXIT_USAGE, runCli } from '../src/commands.ts';
import { Journal } from '../src/journal/index.ts';
import { pollRounds } from './polls.ts';
import { tempDirectory } from './tempDirectory.ts';

const packageDirectory = fileURLToPath(new URL('..', import.meta.url));

function run(argv: string[], cwd = '/') {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(argv, { out: (line) => out.push(line), err: (line) => err.push(line), cwd });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('hvac-edge status', () => {
  it('says never enrolled and an empty journal for a new folder, and creates nothing', () => {
    const data = join(tempDirectory(), 'gateway');
    const result = run(['status', '--data', data]);
    expect(result.code).toBe(EXIT_OK);
    expect(result.out).toContain('enrolment:   never enrolled');
    expect(result.out).toContain('backlog:     0 polls not yet acknowledged');
    expect(result.out).toContain('dropped:     0 polls');
    expect(() => readdirSync(data)).toThrow(/ENOENT/);
  });

  it("prints the journal's backlog, its oldest poll and the dropped polls", () => {
    const data = tempDirectory();
    const directory = join(data, 'journal');
    const journal = Journal.open({ directory, capBytes: 32 * 1024, segmentBytes: 4096 });
    for (let minute = 0; minute < 60; minute++) journal.append(pollRounds(3, 1, minute));
    const stats = journal.stats();
    journal.close();
    writeFileSync(join(data, 'credentials.json'), '{}', { mode: 0o600 });

    const result = run(['--', 'status', '--data', 'journal/..'], data);
    expect(result.code).toBe(EXIT_OK);
    expect(stats.dropped).toBeGreaterThan(0);
    expect(result.out).toContain(
      `backlog:     ${stats.polls} polls not yet acknowledged, oldest ${stats.oldest_at}`,
    );
    expect(result.out).toContain(`dropped:     ${stats.dropped} polls`);
    expect(result.out).toContain(`enrolment:   credentials in ${join(data, 'credentials.json')}`);
  });

  it('reads a journal with a torn tail without cutting it (a running gateway may own it)', () => {
    const data = tempDirectory();
    const directory = join(data, 'journal');
    const journal = Journal.open({ directory });
    journal.append(pollRounds(2, 2));
    journal.close();
    const [segment] = readdirSync(directory).filter((name) => name.endsWith('.seg'));
    const path = join(directory, segment);
    writeFileSync(path, Buffer.from([1, 2, 3]), { flag: 'a' });
    const sizeBefore = readdirSync(directory).length;
    expect(run(['status', '--data', data]).out).toContain('backlog:     4 polls');
    expect(readdirSync(directory)).toHaveLength(sizeBefore);
    const reopened = Journal.open({ directory, readOnly: true });
    expect(() => reopened.append(pollRounds(1, 1))).toThrow(/read-only/);
    reopened.close();
  });
});

describe('hvac-edge enrol and run', () => {
  it('say they are not available in this build, with exit code 2', () => {
    const enrol = run([
      'enrol',
      '--api',
      'https://acme.example',
      '--token',
      't',
      '--data',
      '/tmp/x',
    ]);
    expect(enrol).toMatchObject({ code: EXIT_NOT_AVAILABLE, out: '' });
    expect(enrol.err).toMatch(/^hvac-edge enrol is not available in this build yet/);
    const runCommand = run(['run', '--data', '/tmp/x']);
    expect(runCommand.code).toBe(EXIT_NOT_AVAILABLE);
    expect(runCommand.err).toMatch(/^hvac-edge run is not available in this build yet/);
  });
});

describe('hvac-edge command line', () => {
  it.each([
    [[], /Usage: hvac-edge/],
    [['frobnicate'], /unknown command "frobnicate"/],
    [['status'], /missing --data/],
    [['enrol', '--api', 'https://acme.example'], /missing --token, --data/],
    [['status', '--data', '/tmp', '--verbose'], /Unknown option '--verbose'/],
  ])('refuses %j with a usage error', (argv, message) => {
    const result = run(argv);
    expect(result.code).toBe(EXIT_USAGE);
    expect(result.err).toMatch(message);
  });

  it('runs as a program: exit code and output of the entry file', () => {
    const data = tempDirectory();
    const status = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', 'status', '--data', data],
      { cwd: packageDirectory, encoding: 'utf8', env: { ...process.env, INIT_CWD: '' } },
    );
    expect(status.status).toBe(EXIT_OK);
    expect(status.stdout).toContain('never enrolled');
    const enrol = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', 'run', '--data', data],
      {
        cwd: packageDirectory,
        encoding: 'utf8',
      },
    );
    expect(enrol.status).toBe(EXIT_NOT_AVAILABLE);
    expect(enrol.stderr).toContain('not available in this build yet');
  });
});
