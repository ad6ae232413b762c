import {
  COUNTRIES,
  formatRecentProject,
  MESSAGES,
  RECENT_PROJECTS_LIMIT,
  validateAddProject,
} from '@hvac/console-domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { configurationOf, findModel } from '../devices/catalog';
import { deviceView } from '../devices/views';
import { checkUpload, IMAGE_EXTENSIONS, storeUpload } from '../files/upload';
import {
  fieldErrors,
  idParams,
  MAX_ID,
  listQuerySchema,
  notFound,
  pagedList,
  readForm,
  requireAction,
  strictInt,
} from '../http';
import { cityCentre } from '../projects/cities';
import { PROJECT_SELECT, projectJson } from '../projects/model';
import type { ProjectRow } from '../projects/model';
import { loadDevices } from '../simulator/store';

const optionalText = (max: number) => z.string().trim().max(max).optional();
const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const number = Number(value);
      if (!Number.isFinite(number) || Math.abs(number) > limit) {
        context.addIssue({ code: 'custom', message: 'Enter a valid coordinate.' });
        return z.NEVER;
      }
      return number;
    });

/** The optional fields of POST /projects/; the required five go through console-domain's rules. */
const projectExtras = z.object({
  name: z.string().trim().max(200),
  address_city: z.string().trim().max(100),
  address_street_one: z.string().trim().max(200),
  address_zip: z.string().trim().max(20),
  address_country: z.enum(COUNTRIES, { message: 'Select a valid country.' }),
  investor: optionalText(200),
  description: optionalText(5000),
  contact_person: optionalText(200),
  contact_number: optionalText(50),
  contact_email: z
    .union([z.literal(''), z.email('Enter a valid email address.').max(254)])
    .optional(),
  lat: coordinate(90),
  lon: coordinate(180),
});

const recentBody = z.object({ project_id: strictInt(1, MAX_ID) });

interface SlimDeviceRow {
  id: number;
  project_id: number;
  unit_id: string;
  device_type: string;
  is_single_unit: boolean;
  firmware: string;
  version: string;
  active: boolean;
  model_key: string;
}

function modelSummary(modelKey: string) {
  const model = findModel(modelKey);
  return model
    ? { manufacturer: model.manufacturer, model: model.model, model_type: model.model_type }
    : { manufacturer: '', model: modelKey, model_type: '' };
}

export const projectRoutes: FastifyPluginAsync = (app) => {
  const findProject = async (request: FastifyRequest, id: number) => {
    const row = await app.db.one<ProjectRow>(`${PROJECT_SELECT} AND p.id = $2`, [
      request.tenant,
      id,
    ]);
    if (!row) throw notFound();
    return row;
  };

  /** Full devices of a project (units and model summary), as /devices/{id}/ shows them. */
  const projectDevices = async (request: FastifyRequest, projectId: number) =>
    (await loadDevices(app.db, request.tenant, { projectId })).map((device) => deviceView(device));

  const detail = async (request: FastifyRequest, id: number) => {
    const row = await findProject(request, id);
    return { ...projectJson(app, request, row), devices: await projectDevices(request, id) };
  };

  app.get('/projects/', async (request) => {
    const query = listQuerySchema.parse(request.query);
    const page = await pagedList<ProjectRow, ReturnType<typeof projectJson>>(
      app.db,
      request,
      query,
      {
        sql: PROJECT_SELECT,
        params: [request.tenant],
        ordering: {
          id: 'id',
          name: 'name',
          address_city: 'address_city',
          address_street_one: 'address_street_one',
          address_country: 'address_country',
          investor: 'investor',
          alarms: 'alarms',
          last_intervention: 'last_intervention',
          contact_person: 'contact_person',
          contact_number: 'contact_number',
          created_at: 'created_at',
        },
        defaultOrdering: 'name',
        search: ['name', 'address_city', 'investor', 'contact_person'],
      },
      (row) => projectJson(app, request, row),
    );
    // The map and the list show the devices of each project: one query for the whole page.
    const ids = page.results.map((project) => project.id);
    const devices =
      ids.length === 0
        ? []
        : await app.db.query<SlimDeviceRow>(
            `SELECT id, project_id, unit_id, device_type, is_single_unit, firmware, version, active, model_key
               FROM devices WHERE tenant_id = $1 AND project_id = ANY($2::int[]) ORDER BY id`,
            [request.tenant, ids],
          );
    return {
      ...page,
      results: page.results.map((project) => ({
        ...project,
        devices: devices
          .filter((device) => device.project_id === project.id)
          .map(({ model_key, ...device }) => ({
            ...device,
            configuration: modelSummary(model_key),
          })),
      })),
    };
  });

  app.post('/projects/', { preHandler: requireAction('edit_projects') }, async (request, reply) => {
    const form = await readForm(request, ['image']);
    const fields = form.fields;
    const validation = validateAddProject({
      name: fields.name,
      address_city: fields.address_city,
      address_street_one: fields.address_street_one,
      address_zip: fields.address_zip,
      address_country: fields.address_country,
    });
    if (!validation.valid) throw fieldErrors(validation.fieldErrors);
    const input = projectExtras.parse(fields);
    const image = form.files.image
      ? checkUpload('image', form.files.image, { allowed: IMAGE_EXTENSIONS })
      : undefined;
    const location =
      input.lat !== undefined && input.lon !== undefined
        ? { lat: input.lat, lon: input.lon }
        : cityCentre(input.address_city);
    const id = await app.db.transaction(async (tx) => {
      const stored = image ? await storeUpload(app, tx, request, image) : undefined;
      const row = await tx.one<{ id: number }>(
        `INSERT INTO projects (tenant_id, name, address_city, address_street_one, address_zip, address_country,
                               image, investor, description, contact_person, contact_number, contact_email,
                               lat, lon, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
        [
          request.tenant,
          input.name,
          input.address_city,
          input.address_street_one,
          input.address_zip,
          input.address_country,
          stored?.key ?? null,
          input.investor ?? '',
          input.description ?? '',
          input.contact_person ?? '',
          input.contact_number ?? '',
          input.contact_email ?? '',
          location?.lat ?? null,
          location?.lon ?? null,
          app.now(),
        ],
      );
      if (!row) throw new Error('project not stored');
      return row.id;
    });
    return reply
      .status(201)
      .send({ ...(await detail(request, id)), detail: MESSAGES.PROJECT_CREATED });
  });

  app.get('/projects/recent/', async (request) => {
    const rows = await app.db.query<{ id: number; name: string }>(
      `SELECT p.id, p.name FROM recent_projects r JOIN projects p ON p.id = r.project_id AND p.tenant_id = r.tenant_id
        WHERE r.tenant_id = $1 AND r.user_id = $2 ORDER BY r.visited_at DESC, p.id DESC LIMIT $3`,
      [request.tenant, request.user.id, RECENT_PROJECTS_LIMIT],
    );
    return rows.map((row) => formatRecentProject(row));
  });

  app.post('/projects/recent/', async (request) => {
    const { project_id: projectId } = recentBody.parse(request.body);
    await findProject(request, projectId);
    await app.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO recent_projects (tenant_id, user_id, project_id, visited_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, project_id) DO UPDATE SET visited_at = excluded.visited_at`,
        [request.tenant, request.user.id, projectId, app.now()],
      );
      // Only the newest few matter; keep the table from growing with every visit.
      await tx.query(
        `DELETE FROM recent_projects WHERE tenant_id = $1 AND user_id = $2 AND project_id NOT IN (
           SELECT project_id FROM recent_projects WHERE tenant_id = $1 AND user_id = $2
            ORDER BY visited_at DESC, project_id DESC LIMIT $3)`,
        [request.tenant, request.user.id, RECENT_PROJECTS_LIMIT],
      );
    });
    const rows = await app.db.query<{ id: number; name: string }>(
      `SELECT p.id, p.name FROM recent_projects r JOIN projects p ON p.id = r.project_id
        WHERE r.tenant_id = $1 AND r.user_id = $2 ORDER BY r.visited_at DESC, p.id DESC`,
      [request.tenant, request.user.id],
    );
    return rows.map((row) => formatRecentProject(row));
  });

  app.get('/projects/:id/', async (request) => {
    const { id } = idParams(request.params, 'id');
    return detail(request, id);
  });

  app.get('/projects/:id/devices/', async (request) => {
    const { id } = idParams(request.params, 'id');
    await findProject(request, id);
    return projectDevices(request, id);
  });

  app.get('/projects/:id/devices_and_configurations/', async (request) => {
    const { id } = idParams(request.params, 'id');
    await findProject(request, id);
    const devices = await loadDevices(app.db, request.tenant, { projectId: id });
    return devices.map((device) => {
      const model = findModel(device.modelKey);
      return { device: deviceView(device), configuration: model ? configurationOf(model) : null };
    });
  });
  return Promise.resolve();
};
