import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idsOf } from './deviceData';
import { createTestContext, type TestContext } from './helpers';

let context: TestContext;
let admin: string;
let acmeIds: Awaited<ReturnType<typeof idsOf>>;

beforeAll(async () => {
  context = await createTestContext({});
  admin = await context.token('demo', 'admin');
  acmeIds = await idsOf(context.db, 'acme');
}, 240_000);
afterAll(async () => context?.close());

async function get<T>(url: string, token = admin, tenant = 'demo') {
  const response = await context.request({ method: 'GET', url, token, tenant });
  return { status: response.statusCode, body: response.json<T>() };
}

describe('one change-log entry (a write dialog following its own write)', () => {
  it('answers one entry by id, wherever the pages put it; 404 for another project or tenant', async () => {
    // The oldest write of a project with more than a page of them: never on page 1 (newest first).
    const project = await context.db.one<{ project_id: number; id: number }>(
      `SELECT project_id, id FROM change_log_entries c WHERE tenant_id = 'demo'
          AND (SELECT count(*) FROM change_log_entries o WHERE o.project_id = c.project_id) > 20
        ORDER BY created_at ASC, id ASC LIMIT 1`,
    );
    if (!project) throw new Error('the demo has no project with more than a page of writes');
    const url = `/projects/${project.project_id}/change_log/`;
    const oldest = await get<{ id: number; status: string; detail: string | null }>(
      `${url}${project.id}/`,
    );
    expect(oldest.status).toBe(200);
    expect(oldest.body).toMatchObject({ id: project.id });
    expect(['complete', 'failed', 'incomplete']).toContain(oldest.body.status);
    const firstPage = await get<{ results: { id: number }[] }>(url);
    expect(firstPage.body.results.map((entry) => entry.id)).not.toContain(project.id);
    const elsewhere = await context.db.one<{ id: number }>(
      `SELECT id FROM projects WHERE tenant_id = 'demo' AND id <> $1 LIMIT 1`,
      [project.project_id],
    );
    expect((await get(`/projects/${elsewhere?.id}/change_log/${project.id}/`)).status).toBe(404);
    expect((await get(`${url}999999999/`)).status).toBe(404);
    expect((await get(`${url}x/`)).status).toBe(404);
    const acmeToken = await context.token('acme', 'admin');
    expect(
      (await get(`/projects/${acmeIds.project}/change_log/${project.id}/`, acmeToken, 'acme'))
        .status,
    ).toBe(404);
  });
});
