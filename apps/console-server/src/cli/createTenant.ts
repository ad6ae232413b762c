import { mkdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { validateNewPassword } from '@hvac/console-domain';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { createDatabase, migrate } from '../db';
import type { Database } from '../db';

export interface NewTenant {
  /** The tenant's label in host names: `acme` → acme.console.example.com. */
  id: string;
  /** The company's name shown in the console (default: the id). */
  name: string;
  adminEmail: string;
  adminUsername: string;
  adminPassword: string;
  firstName?: string;
  lastName?: string;
}

const TENANT_ID = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Problems with the new tenant's details (empty when it can be created). */
export function checkNewTenant(tenant: NewTenant): string[] {
  const problems: string[] = [];
  if (!TENANT_ID.test(tenant.id))
    problems.push(
      'The tenant id must be 1–63 lower-case letters, digits or hyphens (a host label).',
    );
  if (tenant.name.trim() === '' || tenant.name.length > 200)
    problems.push('The company name must have 1–200 characters.');
  if (!EMAIL.test(tenant.adminEmail) || tenant.adminEmail.length > 254)
    problems.push('--admin-email must be an e-mail address.');
  if (!/^[\w.@+-]{1,150}$/.test(tenant.adminUsername))
    problems.push('--admin-username may hold letters, digits and @.+-_ only.');
  problems.push(...validateNewPassword(tenant.adminPassword, tenant.adminPassword));
  return problems;
}

/** Creates the tenant and its first company admin in one transaction; refuses an existing tenant. */
export async function createTenant(db: Database, tenant: NewTenant): Promise<{ userId: number }> {
  const problems = checkNewTenant(tenant);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const hash = await hashPassword(tenant.adminPassword);
  return db.transaction(async (tx) => {
    const created = await tx.query(
      'INSERT INTO tenants (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
      [tenant.id, tenant.name.trim()],
    );
    if (created.length === 0) throw new Error(`The tenant "${tenant.id}" exists already.`);
    const user = await tx.one<{ id: number }>(
      `INSERT INTO users (tenant_id, username, email, first_name, last_name, password_hash, permission_type)
       VALUES ($1, $2, $3, $4, $5, $6, 'company_admin') RETURNING id`,
      [
        tenant.id,
        tenant.adminUsername,
        tenant.adminEmail,
        tenant.firstName ?? '',
        tenant.lastName ?? '',
        hash,
      ],
    );
    return { userId: user?.id ?? 0 };
  });
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!process.stdin.isTTY) {
      reject(new Error('No terminal to ask for the password: set ADMIN_PASSWORD.'));
      return;
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    output._writeToOutput = (text: string) => {
      if (!asked) {
        process.stdout.write(text);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

const USAGE = `Usage: pnpm --filter @hvac/console-server run create-tenant -- <tenant-id> --admin-email <address>
         [--name "Company name"] [--admin-username admin] [--first-name …] [--last-name …]
The admin's password comes from ADMIN_PASSWORD, else from a prompt. The database is DATABASE_URL's
PostgreSQL, else the PGlite under DATA_DIR (stop a server that uses that PGlite first).`;

async function main(): Promise<void> {
  // `pnpm run create-tenant -- acme …` may pass the `--` on.
  const args = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: args[0] === '--' ? args.slice(1) : args,
    allowPositionals: true,
    options: {
      'admin-email': { type: 'string' },
      'admin-username': { type: 'string', default: 'admin' },
      name: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const id = positionals[0];
  if (values.help || !id || !values['admin-email']) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const password = process.env.ADMIN_PASSWORD ?? (await promptHidden('Password of the admin: '));
  if (process.env.ADMIN_PASSWORD === undefined) {
    const repeat = await promptHidden('Repeat the password: ');
    if (repeat !== password) throw new Error('The passwords do not match.');
  }
  const tenant: NewTenant = {
    id,
    name: values.name ?? id,
    adminEmail: values['admin-email'],
    adminUsername: values['admin-username'],
    adminPassword: password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  };
  const problems = checkNewTenant(tenant);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const db = await createDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
  );
  try {
    await migrate(db);
    await createTenant(db, tenant);
  } finally {
    await db.close();
  }
  console.log(
    `Tenant "${tenant.id}" created with the company admin "${tenant.adminUsername}" <${tenant.adminEmail}>.`,
  );
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
