import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Journal } from './journal/index.ts';

/** Exit codes: 2 for a command this build does not have yet, 64 (EX_USAGE) for a wrong command line. */
export const EXIT_OK = 0;
export const EXIT_NOT_AVAILABLE = 2;
export const EXIT_USAGE = 64;

export const USAGE = `Usage: hvac-edge <command> [options]

Commands:
  enrol --api <url> --token <token> --data <folder>   enrol this gateway with the console
  run --data <folder>                                  poll the devices and send their polls
  status --data <folder>                               show the journal's backlog and enrolment

The data folder holds the gateway's credentials (credentials.json) and its journal (journal/).`;

/** Where the CLI writes, and the folder relative paths start from. */
export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  cwd: string;
}

const COMMANDS = {
  enrol: { api: { type: 'string' }, token: { type: 'string' }, data: { type: 'string' } },
  run: { data: { type: 'string' } },
  status: { data: { type: 'string' } },
} as const;

type Command = keyof typeof COMMANDS;

function isCommand(word: string | undefined): word is Command {
  return word !== undefined && Object.hasOwn(COMMANDS, word);
}

export const CREDENTIALS_FILE = 'credentials.json';
export const JOURNAL_FOLDER = 'journal';

/** Runs one command line (without node and the script) and answers the exit code. */
export function runCli(argv: readonly string[], io: CliIo): number {
  // `pnpm run edge -- status …` passes the `--` on: a leading one is accepted.
  const args = [...argv];
  while (args[0] === '--') args.shift();
  const [command, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    (command === undefined ? io.err : io.out)(USAGE);
    return command === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (!isCommand(command)) {
    io.err(`hvac-edge: unknown command "${command}".\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  let values: Record<string, string | undefined>;
  try {
    const parsed = parseArgs({ args: rest, options: COMMANDS[command], strict: true });
    values = Object.fromEntries(
      Object.entries(parsed.values).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : undefined,
      ]),
    );
  } catch (error) {
    io.err(`hvac-edge ${command}: ${(error as Error).message}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  const missing = Object.keys(COMMANDS[command]).filter((name) => !values[name]);
  if (missing.length > 0) {
    io.err(
      `hvac-edge ${command}: missing ${missing.map((name) => `--${name}`).join(', ')}.\n\n${USAGE}`,
    );
    return EXIT_USAGE;
  }
  const data = resolve(io.cwd, values.data ?? '');
  switch (command) {
    case 'enrol':
    case 'run':
      io.err(
        `hvac-edge ${command} is not available in this build yet: this build has the local journal and status only.`,
      );
      return EXIT_NOT_AVAILABLE;
    case 'status':
      return status(data, io);
    default:
      return command satisfies never;
  }
}

function status(data: string, io: CliIo): number {
  const credentials = join(data, CREDENTIALS_FILE);
  // Read-only: a running gateway may be writing this journal at the same moment.
  const journal = Journal.open({ directory: join(data, JOURNAL_FOLDER), readOnly: true });
  const stats = journal.stats();
  journal.close();
  io.out(`data folder: ${data}`);
  io.out(
    `enrolment:   ${existsSync(credentials) ? `credentials in ${credentials}` : 'never enrolled'}`,
  );
  io.out(
    `backlog:     ${stats.polls} ${stats.polls === 1 ? 'poll' : 'polls'} not yet acknowledged` +
      (stats.oldest_at ? `, oldest ${stats.oldest_at}` : ''),
  );
  io.out(`dropped:     ${stats.dropped} ${stats.dropped === 1 ? 'poll' : 'polls'}`);
  io.out(`journal:     ${stats.bytes} bytes on disk`);
  return EXIT_OK;
}
