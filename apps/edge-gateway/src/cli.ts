#!/usr/bin/env node
import { runCli } from './commands.ts';

// Run through `pnpm run edge …` the command line's folder is pnpm's INIT_CWD, not the package's.
process.exitCode = runCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  cwd: process.env.INIT_CWD || process.cwd(),
});
