import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../src/cli/createTenant';
import { createTestContext } from './helpers';
import type { TestContext } from './helpers';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ seed: false, demo: false });
});
afterAll(async () => {
  await context.close();
});

describe('create-tenant (production without demo data)', () => {
  const tenant = {
    id: 'newco',
    name: 'New Co d.o.o.',
    adminEmail: 'it@newco.example',
    adminUsername: 'admin',
    adminPassword: 'Strong#Start2026',
  };

  it('creates a tenant whose admin can sign in and manage users', async () => {
    await createTenant(context.db, tenant);
    const login = await context.request({
      tenant: 'newco',
      method: 'POST',
      url: '/authentication/login/',
      payload: { username: 'admin', password: tenant.adminPassword },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      email: 'it@newco.example',
      permission_type: 'company_admin',
      is_company_admin: true,
    });
    const users = await context.request({
      tenant: 'newco',
      method: 'GET',
      url: '/users/',
      token: login.json<{ access: string }>().access,
    });
    expect(users.statusCode).toBe(200);
  });

  it('refuses an existing tenant, a bad id and a weak password', async () => {
    await expect(createTenant(context.db, tenant)).rejects.toThrow(/exists already/);
    await expect(createTenant(context.db, { ...tenant, id: 'Bad_Id' })).rejects.toThrow();
    await expect(
      createTenant(context.db, { ...tenant, id: 'other', adminPassword: 'short' }),
    ).rejects.toThrow();
  });
});
