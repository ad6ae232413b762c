import type { PermissionType } from '@hvac/console-domain';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db';
import type { SeedOptions } from './index';

export const DEMO_TENANTS = [
  { id: 'demo', name: 'Demo Climate d.o.o.', password: 'Demo#2026', domain: 'demo-climate.rs' },
  { id: 'acme', name: 'Acme HVAC', password: 'Acme#2026', domain: 'acme-hvac.com' },
] as const;

const DEMO_USERS: {
  username: string;
  firstName: string;
  lastName: string;
  permissionType: PermissionType;
}[] = [
  { username: 'admin', firstName: 'Ana', lastName: 'Jovanović', permissionType: 'company_admin' },
  {
    username: 'manager',
    firstName: 'Marko',
    lastName: 'Petrović',
    permissionType: 'company_manager',
  },
  {
    username: 'operator',
    firstName: 'Nikola',
    lastName: 'Ilić',
    permissionType: 'company_operator',
  },
  {
    username: 'spectator',
    firstName: 'Jelena',
    lastName: 'Marković',
    permissionType: 'company_spectator',
  },
];

/** Tenants demo and acme with one user per permission type, and the demo superuser root. */
export async function seedBase(db: Database, _options: SeedOptions): Promise<void> {
  for (const tenant of DEMO_TENANTS) {
    await db.query('INSERT INTO tenants (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
      tenant.id,
      tenant.name,
    ]);
    const passwordHash = await hashPassword(tenant.password);
    for (const user of DEMO_USERS) {
      await db.query(
        `INSERT INTO users (tenant_id, username, email, first_name, last_name, password_hash, permission_type)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          tenant.id,
          user.username,
          `${user.username}@${tenant.domain}`,
          user.firstName,
          user.lastName,
          passwordHash,
          user.permissionType,
        ],
      );
    }
  }
  await db.query(
    `INSERT INTO users (tenant_id, username, email, first_name, last_name, password_hash, permission_type, is_superuser)
     VALUES ('demo', 'root', 'root@demo-climate.rs', 'Root', 'Administrator', $1, 'company_admin', true)`,
    [await hashPassword('Root#2026')],
  );
}
