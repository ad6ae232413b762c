import { TEXT_MESSAGES } from '@hvac/console-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, multipart } from './helpers';
import type { TestContext } from './helpers';

// Control characters in names (issue 30): refused with a field message on every field people type.
const REFUSED = TEXT_MESSAGES.CONTROL_CHARACTERS;

let context: TestContext;
let manager: string;
let projectId: number;
let floorId: number;
let documentId: number;
beforeAll(async () => {
  context = await createTestContext();
  manager = await context.token('demo', 'manager');
  const ids = await context.db.one<{ project: number; floor: number; document: number }>(
    `SELECT p.id AS project,
            (SELECT id FROM floors WHERE tenant_id = 'demo' AND project_id = p.id ORDER BY id LIMIT 1) AS floor,
            (SELECT id FROM documents WHERE tenant_id = 'demo' ORDER BY id LIMIT 1) AS document
       FROM projects p WHERE p.tenant_id = 'demo'
         AND EXISTS (SELECT 1 FROM floors f WHERE f.project_id = p.id)
      ORDER BY p.id LIMIT 1`,
  );
  if (!ids) throw new Error('no demo project with a floor');
  ({ project: projectId, floor: floorId, document: documentId } = ids);
}, 120_000);
afterAll(() => context.close());

function send(method: 'POST' | 'PATCH', url: string, payload: object, token = manager) {
  return context.request({ method, url, token, payload });
}

describe('control characters in names', () => {
  it.each([
    ['BEL', '\u0007'],
    ['ESC', '\u001b[31m'],
    ['a line break', '\nBcc: everyone@example.com'],
    ['U+001F', '\u001f'],
    ['DEL', '\u007f'],
    ['NEL U+0085', '\u0085'],
    ['a zero-width space', '\u200b'],
    ['U+2028', '\u2028'],
  ])('refuses %s in a first name (it goes into mail) and changes nothing', async (_name, text) => {
    const response = await send('PATCH', '/authentication/user/', { first_name: `Ana${text}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ first_name: [REFUSED] });
    const profile = await context.request({ url: '/authentication/user/', token: manager });
    expect(profile.json<{ first_name: string }>().first_name).not.toContain(text);
  });

  it('refuses them in project, rule, unit, floor and document names, each on its field', async () => {
    const project = await send('POST', '/projects/', {
      name: 'Tower\u0007',
      address_city: 'Beograd',
      address_street_one: 'Bulevar 1\u2028',
      address_zip: '11000',
      address_country: 'Serbia',
      description: 'First line\nSecond line\twith a tab',
    });
    expect(project.statusCode).toBe(400);
    expect(project.json()).toEqual({ name: [REFUSED], address_street_one: [REFUSED] });

    const form = multipart({
      name: 'Tower\u001b',
      address_city: 'Beograd',
      address_street_one: 'Bulevar 1',
      address_zip: '11000',
      address_country: 'Serbia',
    });
    const multipartProject = await context.request({
      method: 'POST',
      url: '/projects/',
      token: manager,
      payload: form.payload,
      headers: form.headers,
    });
    expect(multipartProject.statusCode).toBe(400);
    expect(multipartProject.json()).toEqual({ name: [REFUSED] });

    const rule = await send('POST', '/notifications/rules/', {
      name: 'Night shift\r\n',
      events: ['alarm_raised'],
      channel: 'email',
      recipients: { emails: ['ops@example.com'] },
    });
    expect(rule.json()).toEqual({ name: [REFUSED] });

    const device = await send('POST', `/projects/${projectId}/devices/`, {
      unit_id: 'VRF\u200b-9',
      model: 'gree-gmv6',
      connection: { host: '127.0.0.1', port: 15_030, unit: 90 },
      systems: [
        { unit: 1, indoor_units: [{ unit: 1, name: 'Lobby\u0085', unit_type: 'Cassette' }] },
      ],
    });
    expect(device.statusCode).toBe(400);
    expect(device.json()).toEqual({
      unit_id: [REFUSED],
      'systems.0.indoor_units.0.name': [REFUSED],
    });

    const floor = await send('PATCH', `/projects/${projectId}/floors/${floorId}/`, {
      name: 'Ground\u007f',
    });
    expect(floor.json()).toEqual({ name: [REFUSED] });

    const document = await send('PATCH', `/documents/${documentId}/`, { name: 'Manual\u001f' });
    expect(document.json()).toEqual({ name: [REFUSED] });

    const redeem = await context.request({
      method: 'POST',
      url: '/users/redeem_invite/not-a-token/',
      payload: {
        first_name: 'Eve\nReply-To: x@example.com',
        last_name: 'Doe',
        password1: 'Fresh#2026',
        password2: 'Fresh#2026',
      },
    });
    expect(redeem.statusCode).toBe(400);
    expect(redeem.json()).toEqual({ first_name: [REFUSED] });
  });

  it('keeps names of every script, strips bidi controls, and leaves passwords as typed', async () => {
    const profile = await send('PATCH', '/authentication/user/', {
      first_name: 'Đorđe 👩‍🔧',
      last_name: 'Kov\u202eač',
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ first_name: 'Đorđe 👩‍🔧', last_name: 'Kovač' });
    const login = await context.request({
      method: 'POST',
      url: '/authentication/login/',
      payload: { username: 'operator', password: 'Wrong\tpassword' },
      remoteAddress: '192.0.2.230',
    });
    expect(login.statusCode).toBe(401);
  });
});
