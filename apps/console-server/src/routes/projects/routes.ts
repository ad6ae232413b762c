import {
  COUNTRIES,
  formatRecentProject,
  MESSAGES,
  RECENT_PROJECTS_LIMIT,
  validateAddProject,
} from '@hvac/console-domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { configurationOf, findModel } from '../../devices/catalog';
import { deviceView } from '../../devices/views';
import { fileUrl } from '../../files/store';
import { checkUpload, IMAGE_EXTENSIONS, storeUpload } from '../../files/upload';
import {
  fieldErrors,
  idListParam,
  pathIds,
  listQuerySchema,
  MAX_ID,
  notFound,
  pageOf,
  readForm,
  requireAction,
  strictInt,
} from '../../http';
import { cityCentre } from '../../projects/cities';
import { loadDevices } from '../../devices/store';
import {
  findProject,
  insertProject,
  listProjectMarkers,
  listProjects,
  listRecentProjects,
  recordVisit,
} from '../../projects/repository';
import type { ProjectRow } from '../../projects/repository';
import {
  devicesAndConfigurationsResponse,
  projectCreatedResponse,
  projectDetailResponse,
  projectDeviceView,
  projectDevicesResponse,
  projectMarkersResponse,
  projectPageResponse,
  projectView,
  recentProjectsResponse,
} from './views';
import { checkedInHandler, useZodSchemas } from '../../http/schemas';

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

/** The project list's query: paging, search, ordering and, with `ids`, only the projects named. */
const projectListQuery = listQuerySchema.extend({ ids: idListParam.optional() });

const recentBody = z.object({ project_id: strictInt(1, MAX_ID) });

const projectPath = pathIds('id');
const projectForm = checkedInHandler(projectExtras.extend({ image: z.unknown().optional() }));

/** Projects: the paged list with its devices, create, one project, recent visits, its devices. */
export const projectRoutes: FastifyPluginAsync = (instance) => {
  const app = useZodSchemas(instance);
  const { db } = app;
  const recentProjects = { schema: { response: { 200: recentProjectsResponse } } };

  const view = (request: FastifyRequest, row: ProjectRow) =>
    projectView(row, fileUrl(request, app.secret, row.image, app.now()));

  const projectOr404 = async (request: FastifyRequest, id: number) => {
    const row = await findProject(db, request.tenant, id);
    if (!row) throw notFound();
    return row;
  };

  /** Full devices of a project (units and model summary), as /devices/{id}/ shows them. */
  const projectDevices = async (request: FastifyRequest, projectId: number) =>
    (await loadDevices(db, request.tenant, { projectId })).map((device) =>
      deviceView(device, app.now().getTime()),
    );

  const detail = async (request: FastifyRequest, id: number) => {
    const row = await projectOr404(request, id);
    return { ...view(request, row), devices: await projectDevices(request, id) };
  };

  app.get(
    '/projects/',
    { schema: { querystring: projectListQuery, response: { 200: projectPageResponse } } },
    async (request) => {
      const { query } = request;
      // The map and the list show the devices of each project: they come with the page's rows.
      const page = await listProjects(db, request.tenant, query, { ids: query.ids });
      return pageOf(request, page, (row) => ({
        ...view(request, row),
        devices: row.devices.map(projectDeviceView),
      }));
    },
  );

  // The dashboard's map: every project's marker in one answer, where the list's pages stop at 100.
  // Open to every signed-in user of the tenant, as the list is.
  app.get(
    '/projects/map/',
    { schema: { response: { 200: projectMarkersResponse } } },
    async (request) => {
      const rows = await listProjectMarkers(db, request.tenant);
      const now = app.now();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        address_street_one: row.address_street_one,
        address_zip: row.address_zip,
        address_city: row.address_city,
        address_country: row.address_country,
        image: fileUrl(request, app.secret, row.image, now),
        location: { lat: row.lat, lon: row.lon },
        has_active_alarm: row.has_active_alarm,
      }));
    },
  );

  app.post(
    '/projects/',
    {
      preValidation: requireAction('edit_projects'),
      // multipart/form-data, read by readForm
      schema: { body: projectForm, response: { 201: projectCreatedResponse } },
    },
    async (request, reply) => {
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
      const id = await db.transaction(async (tx) => {
        const stored = image ? await storeUpload(app, tx, request, image) : undefined;
        return insertProject(
          tx,
          request.tenant,
          {
            name: input.name,
            address_city: input.address_city,
            address_street_one: input.address_street_one,
            address_zip: input.address_zip,
            address_country: input.address_country,
            image: stored?.key ?? null,
            investor: input.investor ?? '',
            description: input.description ?? '',
            contact_person: input.contact_person ?? '',
            contact_number: input.contact_number ?? '',
            contact_email: input.contact_email ?? '',
            lat: location?.lat ?? null,
            lon: location?.lon ?? null,
          },
          app.now(),
        );
      });
      return reply
        .status(201)
        .send({ ...(await detail(request, id)), detail: MESSAGES.PROJECT_CREATED });
    },
  );

  app.get('/projects/recent/', recentProjects, async (request) => {
    const rows = await listRecentProjects(
      db,
      request.tenant,
      request.user.id,
      RECENT_PROJECTS_LIMIT,
    );
    return rows.map((row) => formatRecentProject(row));
  });

  app.post(
    '/projects/recent/',
    { schema: { ...recentProjects.schema, body: recentBody } },
    async (request) => {
      const { project_id: projectId } = request.body;
      await projectOr404(request, projectId);
      await recordVisit(db, request.tenant, request.user.id, projectId, app.now());
      const rows = await listRecentProjects(db, request.tenant, request.user.id);
      return rows.map((row) => formatRecentProject(row));
    },
  );

  app.get(
    '/projects/:id/',
    { schema: { params: projectPath, response: { 200: projectDetailResponse } } },
    async (request) => {
      const { id } = request.params;
      return detail(request, id);
    },
  );

  app.get(
    '/projects/:id/devices/',
    { schema: { params: projectPath, response: { 200: projectDevicesResponse } } },
    async (request) => {
      const { id } = request.params;
      await projectOr404(request, id);
      return projectDevices(request, id);
    },
  );

  app.get(
    '/projects/:id/devices_and_configurations/',
    { schema: { params: projectPath, response: { 200: devicesAndConfigurationsResponse } } },
    async (request) => {
      const { id } = request.params;
      await projectOr404(request, id);
      const devices = await loadDevices(db, request.tenant, { projectId: id });
      return devices.map((device) => {
        const model = findModel(device.modelKey);
        return {
          device: deviceView(device, app.now().getTime()),
          configuration: model ? configurationOf(model) : null,
        };
      });
    },
  );
  return Promise.resolve();
};
