import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from './helpers';
import type { TestContext } from './helpers';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

interface UserItem {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  permission_type: string;
  is_company_admin: boolean;
  is_company_manager: boolean;
  is_company_operator: boolean;
  is_company_spectator: boolean;
}
interface Paged<T> {
  results: T[];
  count: number;
  pages: { current_page: number; total_pages: number };
  next: string | null;
  previous: string | null;
}
interface InviteItem {
  id: string;
  email: string;
  company: string;
  permission_type: string;
  redeemed: boolean;
  expired: boolean;
  last_sent_at: string;
}

async function get<T>(
  url: string,
  user: 'admin' | 'manager' | 'operator' | 'spectator' = 'admin',
  tenant: 'demo' | 'acme' = 'demo',
) {
  const response = await context.request({
    tenant,
    method: 'GET',
    url,
    token: await context.token(tenant, user),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

async function invite(
  email: string,
  permissionType: string,
  user: 'admin' | 'manager' | 'operator' = 'admin',
  tenant: 'demo' | 'acme' = 'demo',
) {
  return context.request({
    tenant,
    method: 'POST',
    url: '/users/invite/',
    token: await context.token(tenant, user),
    payload: { email, permission_type: permissionType },
  });
}

describe('GET /users/', () => {
  it('lists the tenant’s users with the four flags, paged, ordered and searched', async () => {
    const { status, body } = await get<Paged<UserItem>>(
      '/users/?page=1&page_size=2&ordering=username',
    );
    expect(status).toBe(200);
    expect(body.count).toBe(5);
    expect(body.pages).toMatchObject({ current_page: 1, total_pages: 3 });
    expect(body.results.map((user) => user.username)).toEqual(['admin', 'manager']);
    expect(body.next).toContain('page=2');
    expect(body.previous).toBeNull();
    expect(body.results[1]).toMatchObject({
      permission_type: 'company_manager',
      is_company_admin: false,
      is_company_manager: true,
      is_company_operator: false,
      is_company_spectator: false,
    });
    const descending = await get<Paged<UserItem>>('/users/?ordering=-username');
    expect(descending.body.results.map((user) => user.username)).toEqual([
      'spectator',
      'root',
      'operator',
      'manager',
      'admin',
    ]);
    const searched = await get<Paged<UserItem>>('/users/?search=PETROV');
    expect(searched.body.results.map((user) => user.username)).toEqual(['manager']);
    const acme = await get<Paged<UserItem>>('/users/', 'admin', 'acme');
    expect(acme.body.count).toBe(4);
    expect(acme.body.results.every((user) => user.email.endsWith('@acme-hvac.com'))).toBe(true);
  });

  it('answers 400 for an unknown ordering and bad paging, an empty page past the end', async () => {
    expect((await get('/users/?ordering=password_hash')).status).toBe(400);
    expect((await get('/users/?page=0')).status).toBe(400);
    expect((await get('/users/?page_size=101')).status).toBe(400);
    const past = await get<Paged<UserItem>>('/users/?page=9');
    expect(past.status).toBe(200);
    expect(past.body.results).toEqual([]);
    expect(past.body.count).toBe(5);
  });

  it('is for admins and managers only', async () => {
    expect((await get('/users/', 'manager')).status).toBe(200);
    expect((await get('/users/', 'operator')).status).toBe(403);
    expect((await get('/users/', 'spectator')).status).toBe(403);
  });
});

describe('GET /users/invites/', () => {
  it('lists the seeded pending, redeemed and expired invites, paged, ordered and searched', async () => {
    const { status, body } = await get<Paged<InviteItem>>(
      '/users/invites/?ordering=email&page_size=100',
    );
    expect(status).toBe(200);
    const emails = body.results.map((item) => item.email);
    expect(emails).toEqual([...emails].sort());
    const byEmail = new Map(body.results.map((item) => [item.email, item]));
    expect(byEmail.get('operator@demo-climate.rs')).toMatchObject({
      redeemed: true,
      expired: false,
      permission_type: 'company_operator',
    });
    expect(byEmail.get('bivsi.saradnik@demo-climate.rs')).toMatchObject({
      redeemed: false,
      expired: true,
    });
    expect(byEmail.get('novi.serviser@demo-climate.rs')).toMatchObject({
      redeemed: false,
      expired: false,
      company: 'Demo Climate d.o.o.',
    });
    const newest = await get<Paged<InviteItem>>('/users/invites/?page_size=2');
    expect(newest.body.results).toHaveLength(2);
    const sent = newest.body.results.map((item) => Date.parse(item.last_sent_at));
    expect(sent[0]).toBeGreaterThanOrEqual(sent[1]);
    expect(newest.body.next).toContain('page=2');
    const expiredFirst = await get<Paged<InviteItem>>(
      '/users/invites/?ordering=-expired&page_size=1',
    );
    expect(expiredFirst.body.results[0].expired).toBe(true);
    expect((await get<Paged<InviteItem>>('/users/invites/?search=SERVISER')).body.count).toBe(1);
    expect((await get('/users/invites/?ordering=id')).status).toBe(400);
    expect((await get('/users/invites/', 'operator')).status).toBe(403);
    const acme = await get<Paged<InviteItem>>('/users/invites/?page_size=100', 'admin', 'acme');
    expect(acme.body.results.every((item) => item.email.endsWith('@acme-hvac.com'))).toBe(true);
  });
});

describe('/users/{id}/', () => {
  it('reads, changes the permission type and removes a user (admin only), never across tenants', async () => {
    const list = await get<Paged<UserItem>>('/users/?search=operator', 'admin', 'acme');
    const operator = list.body.results[0];
    const detail = await get<UserItem>(`/users/${operator.id}/`, 'admin', 'acme');
    expect(detail.body).toMatchObject({
      username: 'operator',
      permission_type: 'company_operator',
    });
    expect((await get(`/users/${operator.id}/`, 'admin', 'demo')).status).toBe(404);

    const patch = async (user: 'admin' | 'manager', tenant: 'demo' | 'acme', payload: object) =>
      context.request({
        tenant,
        method: 'PATCH',
        url: `/users/${operator.id}/`,
        token: await context.token(tenant, user),
        payload,
      });
    expect((await patch('manager', 'acme', { permission_type: 'company_admin' })).statusCode).toBe(
      403,
    );
    expect((await patch('admin', 'demo', { permission_type: 'company_manager' })).statusCode).toBe(
      404,
    );
    expect((await patch('admin', 'acme', { permission_type: 'boss' })).statusCode).toBe(400);
    const promoted = await patch('admin', 'acme', { permission_type: 'company_manager' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      permission_type: 'company_manager',
      is_company_manager: true,
      is_company_operator: false,
    });

    const remove = async (tenant: 'demo' | 'acme') =>
      context.request({
        tenant,
        method: 'DELETE',
        url: `/users/${operator.id}/`,
        token: await context.token(tenant, 'admin'),
      });
    expect((await remove('demo')).statusCode).toBe(404);
    expect((await remove('acme')).statusCode).toBe(204);
    expect((await get(`/users/${operator.id}/`, 'admin', 'acme')).status).toBe(404);
  });

  it('keeps an admin from demoting or removing themselves', async () => {
    const me = await context.request({
      method: 'GET',
      url: '/authentication/user/',
      token: await context.token('demo', 'admin'),
    });
    const id = me.json<{ id: number }>().id;
    const token = await context.token('demo', 'admin');
    const demote = await context.request({
      method: 'PATCH',
      url: `/users/${id}/`,
      token,
      payload: { permission_type: 'company_spectator' },
    });
    expect(demote.statusCode).toBe(400);
    const remove = await context.request({ method: 'DELETE', url: `/users/${id}/`, token });
    expect(remove.statusCode).toBe(400);
  });
});

/** The token of a mailed redeem link `/invite/{token}`. */
function inviteToken(link: string | null | undefined): string {
  const match = /^\/invite\/([A-Za-z0-9_-]{43})$/.exec(link ?? '');
  if (!match) throw new Error(`not an invite link: ${link}`);
  return match[1];
}

describe('invites', () => {
  it('invites by e-mail, lists the invite and mails a link that redeems into a new user', async () => {
    const created = await invite('New.Tech@Example.com', 'company_operator');
    expect(created.statusCode).toBe(201);
    const body = created.json<InviteItem>();
    expect(body).toMatchObject({
      email: 'new.tech@example.com',
      company: 'Demo Climate d.o.o.',
      permission_type: 'company_operator',
      redeemed: false,
      expired: false,
    });
    const list = await get<Paged<InviteItem>>('/users/invites/?search=new.tech');
    expect(list.body.results.map((item) => item.id)).toContain(body.id);

    const [message] = await context.outbox('demo', 'new.tech@example.com');
    const token = inviteToken(message.link);
    expect(token).not.toBe(body.id);

    const info = await context.request({ method: 'GET', url: `/users/redeem_invite/${token}/` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      email: 'new.tech@example.com',
      company: 'Demo Climate d.o.o.',
      permission_type: 'company_operator',
    });
    expect(
      (
        await context.request({
          tenant: 'acme',
          method: 'GET',
          url: `/users/redeem_invite/${token}/`,
        })
      ).statusCode,
    ).toBe(404);

    const redeem = (payload: object) =>
      context.request({ method: 'POST', url: `/users/redeem_invite/${token}/`, payload });
    const missing = await redeem({
      first_name: '',
      last_name: 'Tech',
      password1: '',
      password2: '',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      first_name: ['First Name is required'],
      password1: ['Password is required'],
      password2: ['Password is required'],
    });
    const weak = await redeem({
      first_name: 'New',
      last_name: 'Tech',
      password1: 'password',
      password2: 'password',
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json<object>())).toEqual(['password1']);
    const joined = await redeem({
      first_name: 'New',
      last_name: 'Tech',
      password1: 'Joined#2026',
      password2: 'Joined#2026',
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      detail: 'Successfully joined the platform!',
      username: 'new.tech@example.com',
    });

    const signIn = await context.request({
      method: 'POST',
      url: '/authentication/login/',
      payload: { username: 'new.tech@example.com', password: 'Joined#2026' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({
      first_name: 'New',
      last_name: 'Tech',
      permission_type: 'company_operator',
    });

    const again = await context.request({ method: 'GET', url: `/users/redeem_invite/${token}/` });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      detail: 'Invalid or expired invite. Please contact the inviter.',
    });
    const listed = await get<Paged<InviteItem>>('/users/invites/?search=new.tech');
    expect(listed.body.results[0]).toMatchObject({ redeemed: true, expired: false });
  });

  it('answers 404 for an unknown or malformed invite id and 410 for an expired one', async () => {
    expect(
      (
        await context.request({
          method: 'GET',
          url: '/users/redeem_invite/6f1c1a8e-0000-4000-8000-000000000000/',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await context.request({ method: 'GET', url: '/users/redeem_invite/not-a-uuid/' }))
        .statusCode,
    ).toBe(404);
    const created = (await invite('late@example.com', 'company_spectator')).json<InviteItem>();
    const [mail] = await context.outbox('demo', 'late@example.com');
    const token = inviteToken(mail.link);
    await context.db.query(
      "UPDATE invites SET expires_at = now() - interval '1 day' WHERE id = $1",
      [created.id],
    );
    expect(
      (await context.request({ method: 'GET', url: `/users/redeem_invite/${token}/` })).statusCode,
    ).toBe(410);
    const redeem = await context.request({
      method: 'POST',
      url: `/users/redeem_invite/${token}/`,
      payload: {
        first_name: 'A',
        last_name: 'B',
        password1: 'Joined#2026',
        password2: 'Joined#2026',
      },
    });
    expect(redeem.statusCode).toBe(410);
    const listed = await get<Paged<InviteItem>>('/users/invites/?search=late@');
    expect(listed.body.results[0]).toMatchObject({ redeemed: false, expired: true });
  });

  it('validates the invite with the specification’s messages', async () => {
    const both = await invite('', '');
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({ detail: 'All fields are required.' });
    expect((await invite('', 'company_operator')).json()).toEqual({ email: ['Email is required'] });
    expect((await invite('x@example.com', '')).json()).toEqual({
      permission_type: ['Permission type is required'],
    });
    expect((await invite('not-an-email', 'company_operator')).statusCode).toBe(400);
    expect((await invite('manager@demo-climate.rs', 'company_operator')).json()).toEqual({
      email: ['A user with this e-mail already exists.'],
    });
  });

  it('lets a manager invite operators and spectators only, and nobody below', async () => {
    expect((await invite('op@example.com', 'company_operator', 'manager')).statusCode).toBe(201);
    expect((await invite('sp@example.com', 'company_spectator', 'manager')).statusCode).toBe(201);
    expect((await invite('ad@example.com', 'company_admin', 'manager')).statusCode).toBe(403);
    expect((await invite('mg@example.com', 'company_manager', 'manager')).statusCode).toBe(403);
    expect((await invite('x@example.com', 'company_spectator', 'operator')).statusCode).toBe(403);
  });

  it('sends a pending invite again instead of duplicating it', async () => {
    const first = (await invite('twice@example.com', 'company_spectator')).json<InviteItem>();
    const second = await invite('twice@example.com', 'company_operator');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.id, permission_type: 'company_operator' });
  });

  it('deletes invites within the inviter’s reach and tenant', async () => {
    const adminInvite = (await invite('boss@example.com', 'company_admin')).json<InviteItem>();
    const operatorInvite = (
      await invite('helper@example.com', 'company_operator')
    ).json<InviteItem>();
    const remove = async (
      id: string,
      user: 'admin' | 'manager',
      tenant: 'demo' | 'acme' = 'demo',
    ) =>
      (
        await context.request({
          tenant,
          method: 'DELETE',
          url: `/users/invites/${id}/`,
          token: await context.token(tenant, user),
        })
      ).statusCode;
    expect(await remove(adminInvite.id, 'manager')).toBe(403);
    expect(await remove(operatorInvite.id, 'admin', 'acme')).toBe(404);
    expect(await remove(operatorInvite.id, 'manager')).toBe(204);
    expect(await remove(adminInvite.id, 'admin')).toBe(204);
    expect(await remove(adminInvite.id, 'admin')).toBe(404);
  });
});
