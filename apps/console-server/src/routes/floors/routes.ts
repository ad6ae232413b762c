import { MESSAGES, UNIT_TYPES, validateAddFloor } from '@hvac/console-domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { deleteFile, fileUrl } from '../../files/store';
import { checkUpload, IMAGE_EXTENSIONS, storeUpload } from '../../files/upload';
import {
  badRequest,
  fieldErrors,
  pathIds,
  MAX_ID,
  notFound,
  readForm,
  requireAction,
  strictInt,
} from '../../http';
import { assertProject } from '../guards';
import {
  deleteFloor,
  findFloor,
  floorIdsOf,
  insertFloor,
  listFloors,
  projectIndoorUnits,
  reorderFloors,
  updateFloor,
} from '../../floors/repository';
import { linkAreas } from './areas';
import type { FloorRow } from '../../floors/repository';
import { floorListResponse, floorResponse, floorView } from './views';
import { checkedInHandler, useZodSchemas } from '../../http/schemas';

const MAX_AREAS = 500;
const size = z.number().finite().positive().max(100_000);
const position = z.number().finite().min(0).max(100_000);

/** One area of a floor plan (projects.md §3), as the plan editor saves it. */
export const areaSchema = z.object({
  id: z.union([z.string().min(1).max(64), z.number().int()]).transform(String),
  label: z.string().max(100),
  unitNumber: z.union([z.string().max(50), z.number().finite()]),
  /** The device and indoor unit the area shows; without them the unit number's first unit. */
  deviceId: z.number().int().min(1).max(MAX_ID).nullable().optional(),
  indoorUnitId: z.number().int().min(1).max(MAX_ID).nullable().optional(),
  unitType: z.enum(UNIT_TYPES),
  x: position,
  y: position,
  width: size.default(50),
  height: size.default(50),
  extraInfo: z
    .union([z.string().max(2000), z.record(z.string().max(100), z.unknown()), z.null()])
    .optional()
    .refine((value) => JSON.stringify(value ?? null).length <= 4000, 'Too much extra information.'),
});

const floorPatch = z
  .object({
    device_map: z.array(areaSchema).max(MAX_AREAS).optional(),
    name: z.string().trim().min(1, MESSAGES.FLOOR_NAME_REQUIRED).max(100).optional(),
  })
  .refine(
    (body) =>
      new Set((body.device_map ?? []).map((area) => area.id)).size ===
      (body.device_map ?? []).length,
    { message: 'Area ids must be unique.', path: ['device_map'] },
  );

const reorderBody = z.object({
  project_id: strictInt(-MAX_ID, MAX_ID).optional(),
  floor_ids: z.array(strictInt(1, MAX_ID)).max(1000),
});

const floorFields = z.object({
  name: z.string().trim().min(1).max(100),
  order: strictInt(0, 100_000, MESSAGES.ORDER_REQUIRED),
});

const projectPath = pathIds('id');
const floorPath = pathIds('id', 'floorId');
// The project or floor is looked up (404) before the body is read, so the handlers check these.
const floorForm = checkedInHandler(floorFields.extend({ floor_image: z.unknown() }));
const reorderDeclared = checkedInHandler(reorderBody);
const floorPatchDeclared = checkedInHandler(floorPatch);

/** The floors of a project: list, add (with its plan image), reorder, rename or map, delete. */
export const floorRoutes: FastifyPluginAsync = (instance) => {
  const app = useZodSchemas(instance);
  const { db } = app;
  const view = (request: FastifyRequest, row: FloorRow) =>
    floorView(row, fileUrl(request, app.secret, row.floor_image, app.now()));

  const floorsOf = async (request: FastifyRequest, projectId: number) =>
    (await listFloors(db, request.tenant, projectId)).map((row) => view(request, row));

  const floorOr404 = async (request: FastifyRequest, projectId: number, floorId: number) => {
    const row = await findFloor(db, request.tenant, projectId, floorId);
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/projects/:id/floors/',
    { schema: { params: projectPath, response: { 200: floorListResponse } } },
    async (request) => {
      const { id } = request.params;
      await assertProject(db, request.tenant, id);
      return floorsOf(request, id);
    },
  );

  app.post(
    '/projects/:id/floors/',
    {
      preValidation: requireAction('edit_projects'),
      // multipart/form-data, read by readForm once the project is known
      schema: { params: projectPath, body: floorForm, response: { 201: floorResponse } },
    },
    async (request, reply) => {
      const { id } = request.params;
      await assertProject(db, request.tenant, id);
      const form = await readForm(request, ['floor_image']);
      const validation = validateAddFloor({
        name: form.fields.name,
        floor_image: form.files.floor_image,
        order: form.fields.order,
      });
      if (!validation.valid) throw fieldErrors(validation.fieldErrors);
      const fields = floorFields.parse(form.fields);
      if (form.fields.project !== undefined && form.fields.project !== String(id)) {
        throw fieldErrors({ project: 'The project does not match the address.' });
      }
      const image = checkUpload('floor_image', form.files.floor_image, {
        allowed: IMAGE_EXTENSIONS,
      });
      const row = await db.transaction(async (tx) => {
        const stored = await storeUpload(app, tx, request, image);
        return insertFloor(
          tx,
          request.tenant,
          id,
          { name: fields.name, order: fields.order, image: stored.key },
          app.now(),
        );
      });
      return reply.status(201).send(view(request, row));
    },
  );

  app.post(
    '/projects/:id/floors/reorder/',
    {
      preValidation: requireAction('edit_projects'),
      schema: { params: projectPath, body: reorderDeclared, response: { 200: floorListResponse } },
    },
    async (request) => {
      const { id } = request.params;
      await assertProject(db, request.tenant, id);
      const body = reorderBody.parse(request.body);
      if (body.project_id !== undefined && body.project_id !== id) {
        throw fieldErrors({ project_id: 'The project does not match the address.' });
      }
      const known = await floorIdsOf(db, request.tenant, id);
      const sent = new Set(body.floor_ids);
      // The new order must name every floor of the project exactly once.
      if (
        sent.size !== body.floor_ids.length ||
        sent.size !== known.size ||
        body.floor_ids.some((floorId) => !known.has(floorId))
      ) {
        throw fieldErrors({ floor_ids: 'List every floor of the project exactly once.' });
      }
      await reorderFloors(db, request.tenant, id, body.floor_ids);
      return floorsOf(request, id);
    },
  );

  app.patch(
    '/projects/:id/floors/:floorId/',
    {
      preValidation: requireAction('edit_projects'),
      schema: { params: floorPath, body: floorPatchDeclared, response: { 200: floorResponse } },
    },
    async (request) => {
      const { id, floorId } = request.params;
      await floorOr404(request, id, floorId);
      const body = floorPatch.parse(request.body ?? {});
      if (body.device_map === undefined && body.name === undefined)
        throw badRequest(MESSAGES.ALL_FIELDS_REQUIRED);
      const deviceMap =
        body.device_map &&
        linkAreas(body.device_map, await projectIndoorUnits(db, request.tenant, id));
      const row = await updateFloor(db, request.tenant, id, floorId, {
        deviceMap,
        name: body.name,
      });
      if (!row) throw notFound();
      return view(request, row);
    },
  );

  app.delete(
    '/projects/:id/floors/:floorId/',
    { preValidation: requireAction('edit_projects'), schema: { params: floorPath } },
    async (request, reply) => {
      const { id, floorId } = request.params;
      const floor = await floorOr404(request, id, floorId);
      await deleteFloor(db, request.tenant, floorId);
      await deleteFile(db, app.dataDir, request.tenant, floor.floor_image);
      return reply.status(204).send();
    },
  );
  return Promise.resolve();
};
