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

interface LoginAnswer {
  access: string;
  refresh: string;
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  is_superuser: boolean;
  permission_type: string;
}

async function login(tenant: string, username: string, password: string) {
  return context.request({
    tenant,
    method: 'POST',
    url: '/authentication/login/',
    payload: { username, password },
  });
}

interface OutboxItem {
  to: string;
  link: string | null;
  body: string;
}

async function outbox(tenant: string, to: string): Promise<OutboxItem[]> {
  return context.outbox(tenant, to);
}

describe("field messages are sentences for people, never the validation library's text", () => {
  it.each([
    [{ username: '', password: 'x' }, { username: ['This field may not be blank.'] }],
    [{ password: 'x' }, { username: ['This field is required.'] }],
    [{ username: 7, password: 'x' }, { username: ['A valid text is required.'] }],
    [
      { username: 'a'.repeat(151), password: 'x' },
      {
        username: ['Ensure this field has no more than 150 characters.'],
      },
    ],
  ])('login %j answers %j', async (payload, fields) => {
    const response = await context.request({
      tenant: 'demo',
      method: 'POST',
      url: '/authentication/login/',
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fields);
  });
});

describe('sign-in', () => {
  it('answers tokens and the user, with separate first and last names', async () => {
    const response = await login('demo', 'manager', 'Demo#2026');
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginAnswer>();
    expect(body).toMatchObject({
      email: 'manager@demo-climate.rs',
      first_name: 'Marko',
      last_name: 'Petrović',
      is_superuser: false,
      permission_type: 'company_manager',
      is_company_manager: true,
      is_company_admin: false,
    });
    expect(body.access.split('.')).toHaveLength(3);
    expect(body.refresh.length).toBeGreaterThan(30);
    expect(typeof body.id).toBe('number');
    expect(body).not.toHaveProperty('password_hash');
  });

  it('marks the demo root as superuser', async () => {
    const body = (await login('demo', 'root', 'Root#2026')).json<LoginAnswer>();
    expect(body.is_superuser).toBe(true);
  });

  it('refuses a wrong password, an unknown user and the other tenant’s password with 401 {detail}', async () => {
    for (const [tenant, user, password] of [
      ['demo', 'admin', 'Wrong#2026'],
      ['demo', 'nobody', 'Demo#2026'],
      ['acme', 'admin', 'Demo#2026'],
    ]) {
      const response = await login(tenant, user, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'No active account found with the given credentials.',
      });
    }
  });

  it('answers 400 with field messages for a malformed body', async () => {
    const response = await context.request({
      method: 'POST',
      url: '/authentication/login/',
      payload: { username: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('password');
  });

  it('rejects a token of another tenant with 401', async () => {
    const acmeToken = await context.token('acme', 'admin');
    const response = await context.request({
      tenant: 'demo',
      method: 'GET',
      url: '/authentication/user/',
      token: acmeToken,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('session', () => {
  it('refreshes an access token and ends the session on logout', async () => {
    const { access, refresh } = (await login('demo', 'operator', 'Demo#2026')).json<LoginAnswer>();
    const refreshed = await context.request({
      method: 'POST',
      url: '/authentication/token/refresh/',
      payload: { refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    const newAccess = refreshed.json<{ access: string }>().access;
    const me = await context.request({
      method: 'GET',
      url: '/authentication/user/',
      token: newAccess,
    });
    expect(me.json()).toMatchObject({ username: 'operator', permission_type: 'company_operator' });

    const logout = await context.request({
      method: 'POST',
      url: '/authentication/logout/',
      token: access,
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    const again = await context.request({
      method: 'POST',
      url: '/authentication/token/refresh/',
      payload: { refresh },
    });
    expect(again.statusCode).toBe(401);
    // The session's access tokens end with it.
    const after = await context.request({
      method: 'GET',
      url: '/authentication/user/',
      token: newAccess,
    });
    expect(after.statusCode).toBe(401);
  });

  it('ends the sessions of a user whose permission type changes; a new sign-in has the new rights', async () => {
    const operator = await context.token('demo', 'operator');
    const admin = await context.token('demo', 'admin');
    const listUsers = (token: string) => context.request({ method: 'GET', url: '/users/', token });
    expect((await listUsers(operator)).statusCode).toBe(403); // operators may not view the user list
    const users = await context.request({
      method: 'GET',
      url: '/users/?search=operator',
      token: admin,
    });
    const { id } = users
      .json<{ results: { id: number; username: string }[] }>()
      .results.find((user) => user.username === 'operator')!;
    const promote = (permission_type: string) =>
      context.request({
        method: 'PATCH',
        url: `/users/${id}/`,
        token: admin,
        payload: { permission_type },
      });
    expect((await promote('company_manager')).statusCode).toBe(200);
    context.forgetToken('demo', 'operator');
    try {
      expect((await listUsers(operator)).statusCode).toBe(401);
      expect((await listUsers(await context.token('demo', 'operator'))).statusCode).toBe(200);
    } finally {
      expect((await promote('company_operator')).statusCode).toBe(200);
      context.forgetToken('demo', 'operator');
    }
    expect((await listUsers(await context.token('demo', 'operator'))).statusCode).toBe(403);
  });

  it('refuses a refresh token on another tenant', async () => {
    const { refresh } = (await login('acme', 'operator', 'Acme#2026')).json<LoginAnswer>();
    const response = await context.request({
      tenant: 'demo',
      method: 'POST',
      url: '/authentication/token/refresh/',
      payload: { refresh },
    });
    expect(response.statusCode).toBe(401);
  });

  it('expires access tokens', async () => {
    const { access } = (await login('demo', 'spectator', 'Demo#2026')).json<LoginAnswer>();
    const later = await createTestContextLike(access);
    expect(later).toBe(401);
  });
});

/** The same token checked by a server whose clock is 16 minutes ahead. */
async function createTestContextLike(access: string): Promise<number> {
  const { buildServer } = await import('../src/app');
  const app = await buildServer({
    db: context.db,
    dataDir: context.dataDir,
    demo: true,
    now: () => new Date(Date.now() + 16 * 60 * 1000),
    secret: context.app.secret,
  });
  try {
    const response = await app.inject({
      method: 'GET',
      url: '/authentication/user/',
      headers: { host: 'demo.localhost', authorization: `Bearer ${access}` },
    });
    return response.statusCode;
  } finally {
    await app.close();
  }
}

describe('profile', () => {
  it('reads and edits the first and last name only', async () => {
    const token = await context.token('acme', 'spectator');
    const patched = await context.request({
      tenant: 'acme',
      method: 'PATCH',
      url: '/authentication/user/',
      token,
      payload: {
        first_name: 'Ivana',
        last_name: 'Kovač',
        permission_type: 'company_admin',
        is_superuser: true,
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      first_name: 'Ivana',
      last_name: 'Kovač',
      permission_type: 'company_spectator',
      is_superuser: false,
      company: 'Acme HVAC',
    });
    const blank = await context.request({
      tenant: 'acme',
      method: 'PATCH',
      url: '/authentication/user/',
      token,
      payload: { first_name: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ first_name: ['First Name is required'] });
  });
});

describe('passwords', () => {
  it('changes the password with the specification’s rules and keeps only the current session', async () => {
    const first = (await login('acme', 'manager', 'Acme#2026')).json<LoginAnswer>();
    const second = (await login('acme', 'manager', 'Acme#2026')).json<LoginAnswer>();
    const weak = await context.request({
      tenant: 'acme',
      method: 'POST',
      url: '/authentication/change_password/',
      token: first.access,
      payload: { old_password: 'Acme#2026', new_password1: 'short', new_password2: 'other' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      new_password1: [
        'Password must be at least 8 characters long.',
        'Password must contain at least one capital letter.',
        'Password must contain at least one special character.',
        'Password must contain at least one number.',
      ],
      new_password2: ['New passwords do not match.'],
    });
    const wrongOld = await context.request({
      tenant: 'acme',
      method: 'POST',
      url: '/authentication/change_password/',
      token: first.access,
      payload: {
        old_password: 'Nope#2026',
        new_password1: 'Better#2027',
        new_password2: 'Better#2027',
      },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(Object.keys(wrongOld.json<object>())).toEqual(['old_password']);

    const ok = await context.request({
      tenant: 'acme',
      method: 'POST',
      url: '/authentication/change_password/',
      token: first.access,
      payload: {
        old_password: 'Acme#2026',
        new_password1: 'Better#2027',
        new_password2: 'Better#2027',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ detail: 'Successfully changed password' });
    expect((await login('acme', 'manager', 'Acme#2026')).statusCode).toBe(401);
    expect((await login('acme', 'manager', 'Better#2027')).statusCode).toBe(200);
    const stillIn = await context.request({
      tenant: 'acme',
      method: 'GET',
      url: '/authentication/user/',
      token: first.access,
    });
    expect(stillIn.statusCode).toBe(200);
    const other = await context.request({
      tenant: 'acme',
      method: 'GET',
      url: '/authentication/user/',
      token: second.access,
    });
    expect(other.statusCode).toBe(401);
  });

  it('resets a password through the e-mailed link, once', async () => {
    const silent = await context.request({
      method: 'POST',
      url: '/authentication/password/reset/',
      payload: { email: 'nobody@example.com' },
    });
    expect(silent.statusCode).toBe(200);
    expect(await outbox('demo', 'nobody@example.com')).toHaveLength(0);

    const requested = await context.request({
      method: 'POST',
      url: '/authentication/password/reset/',
      payload: { email: 'Spectator@Demo-Climate.rs' },
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({
      detail: 'Password reset instructions have been sent to your email.',
    });
    const [mail] = await outbox('demo', 'spectator@demo-climate.rs');
    expect(mail.body).toContain(`http://demo.localhost:5173${mail.link}`);
    const match = /^\/reset-password\/([^/]+)\/([^/]+)\/$/.exec(mail.link ?? '');
    expect(match).not.toBeNull();
    const [, uid, token] = match ?? [];
    const session = (await login('demo', 'spectator', 'Demo#2026')).json<LoginAnswer>();

    const confirm = (payload: object, tenant = 'demo') =>
      context.request({ tenant, method: 'POST', url: '/authentication/reset/confirm/', payload });
    const mismatched = await confirm({
      uid,
      token,
      new_password1: 'Fresh#2026',
      new_password2: 'Fresh#2027',
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json()).toEqual({ new_password2: ['New passwords do not match.'] });
    const otherTenant = await confirm(
      { uid, token, new_password1: 'Fresh#2026', new_password2: 'Fresh#2026' },
      'acme',
    );
    expect(otherTenant.statusCode).toBe(400);
    const done = await confirm({
      uid,
      token,
      new_password1: 'Fresh#2026',
      new_password2: 'Fresh#2026',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: 'Password has been reset successfully.' });
    const reused = await confirm({
      uid,
      token,
      new_password1: 'Other#2026',
      new_password2: 'Other#2026',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      token: ['The password reset link is invalid or has expired.'],
    });
    expect((await login('demo', 'spectator', 'Fresh#2026')).statusCode).toBe(200);
    // A reset ends every session of the user.
    const old = await context.request({
      method: 'GET',
      url: '/authentication/user/',
      token: session.access,
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses an expired reset link', async () => {
    await context.request({
      tenant: 'acme',
      method: 'POST',
      url: '/authentication/password/reset/',
      payload: { email: 'operator@acme-hvac.com' },
    });
    const [mail] = await outbox('acme', 'operator@acme-hvac.com');
    await context.db.query(
      "UPDATE password_resets SET expires_at = now() - interval '1 minute' WHERE tenant_id = 'acme'",
    );
    const [, uid, token] = /^\/reset-password\/([^/]+)\/([^/]+)\/$/.exec(mail.link ?? '') ?? [];
    const response = await context.request({
      tenant: 'acme',
      method: 'POST',
      url: '/authentication/reset/confirm/',
      payload: { uid, token, new_password1: 'Fresh#2026', new_password2: 'Fresh#2026' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('outbox over SMTP', () => {
  it('sends unsent outbox mail to the SMTP_URL server and marks it sent', async () => {
    const { createServer } = await import('node:net');
    const { createMailer } = await import('../src/notifications/mailOutbox');
    const received: string[] = [];
    // A minimal SMTP server: enough of RFC 5321 for nodemailer's plain (no TLS, no auth) session.
    const server = createServer((socket) => {
      let data = false;
      let message = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString('utf8').split('\r\n')) {
          if (data) {
            if (line === '.') {
              data = false;
              received.push(message);
              message = '';
              socket.write('250 queued\r\n');
            } else message += `${line}\n`;
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^(MAIL|RCPT|RSET|NOOP)/i.test(line)) socket.write('250 ok\r\n');
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write('354 go on\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const mailer = createMailer(`smtp://127.0.0.1:${port}/?ignoreTLS=true`);
      await context.db.query('UPDATE outbox SET sent_at = now()');
      const id = await mailer.enqueue(context.db, 'acme', {
        to: 'someone@example.com',
        subject: 'Hello over SMTP',
        body: 'The body of the mail.',
        link: '/invite/x',
      });
      await mailer.flush(context.db);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Hello over SMTP');
      expect(received[0]).toContain('The body of the mail.');
      const row = await context.db.one<{ sent_at: Date | null }>(
        'SELECT sent_at FROM outbox WHERE id = $1',
        [id],
      );
      expect(row?.sent_at).toBeInstanceOf(Date);

      // A server started with SMTP_URL sends what is still unsent when it becomes ready.
      await mailer.enqueue(context.db, 'acme', {
        to: 'later@example.com',
        subject: 'Queued while down',
        body: 'Later.',
      });
      const { buildServer } = await import('../src/app');
      const app = await buildServer({
        db: context.db,
        dataDir: context.dataDir,
        demo: true,
        secret: context.app.secret,
        smtpUrl: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
      });
      await app.ready();
      await app.close();
      expect(received.map((message) => /Subject: (.*)/.exec(message)?.[1])).toEqual([
        'Hello over SMTP',
        'Queued while down',
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
