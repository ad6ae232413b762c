import { MESSAGES, UNIT_TYPES, validateAddFloor } from '@hvac/console-domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { deleteFile, fileUrl } from '../files/store';
import { checkUpload, IMAGE_EXTENSIONS, storeUpload } from '../files/upload';
import {
  badRequest,
  fieldErrors,
  idParams,
  MAX_ID,
  notFound,
  readForm,
  requireAction,
  strictInt,
} from '../http';

interface FloorRow {
  id: number;
  project_id: number;
  name: string;
  order: number;
  floor_image: string | null;
  device_map: unknown;
}

const FLOOR_COLUMNS = 'id, project_id, name, "order", floor_image, device_map';
const MAX_AREAS = 500;
const size = z.number().finite().positive().max(100_000);
const position = z.number().finite().min(0).max(100_000);

/** One area of a floor plan (projects.md §3), as the plan editor saves it. */
export const areaSchema = z.object({
  id: z.union([z.string().min(1).max(64), z.number().int()]).transform(String),
  label: z.string().max(100),
  unitNumber: z.union([z.string().max(50), z.number().finite()]),
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

export const floorRoutes: FastifyPluginAsync = (app) => {
  const floorJson = (request: FastifyRequest, row: FloorRow) => ({
    id: row.id,
    name: row.name,
    order: row.order,
    project: row.project_id,
    floor_image: fileUrl(request, app.secret, row.floor_image, app.now()),
    device_map: Array.isArray(row.device_map) ? row.device_map : [],
  });

  const assertProject = async (request: FastifyRequest, projectId: number) => {
    const row = await app.db.one('SELECT id FROM projects WHERE id = $1 AND tenant_id = $2', [
      projectId,
      request.tenant,
    ]);
    if (!row) throw notFound();
  };

  const listFloors = async (request: FastifyRequest, projectId: number) => {
    const rows = await app.db.query<FloorRow>(
      `SELECT ${FLOOR_COLUMNS} FROM floors WHERE tenant_id = $1 AND project_id = $2 ORDER BY "order", id`,
      [request.tenant, projectId],
    );
    return rows.map((row) => floorJson(request, row));
  };

  const findFloor = async (request: FastifyRequest, projectId: number, floorId: number) => {
    const row = await app.db.one<FloorRow>(
      `SELECT ${FLOOR_COLUMNS} FROM floors WHERE id = $1 AND project_id = $2 AND tenant_id = $3`,
      [floorId, projectId, request.tenant],
    );
    if (!row) throw notFound();
    return row;
  };

  app.get('/projects/:id/floors/', async (request) => {
    const { id } = idParams(request.params, 'id');
    await assertProject(request, id);
    return listFloors(request, id);
  });

  app.post(
    '/projects/:id/floors/',
    { preHandler: requireAction('edit_projects') },
    async (request, reply) => {
      const { id } = idParams(request.params, 'id');
      await assertProject(request, id);
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
      const row = await app.db.transaction(async (tx) => {
        const stored = await storeUpload(app, tx, request, image);
        return tx.one<FloorRow>(
          `INSERT INTO floors (tenant_id, project_id, name, "order", floor_image, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${FLOOR_COLUMNS}`,
          [request.tenant, id, fields.name, fields.order, stored.key, app.now()],
        );
      });
      if (!row) throw new Error('floor not stored');
      return reply.status(201).send(floorJson(request, row));
    },
  );

  app.post(
    '/projects/:id/floors/reorder/',
    { preHandler: requireAction('edit_projects') },
    async (request) => {
      const { id } = idParams(request.params, 'id');
      await assertProject(request, id);
      const body = reorderBody.parse(request.body);
      if (body.project_id !== undefined && body.project_id !== id) {
        throw fieldErrors({ project_id: 'The project does not match the address.' });
      }
      const current = await app.db.query<{ id: number }>(
        'SELECT id FROM floors WHERE tenant_id = $1 AND project_id = $2',
        [request.tenant, id],
      );
      const known = new Set(current.map((row) => row.id));
      const sent = new Set(body.floor_ids);
      // The new order must name every floor of the project exactly once.
      if (
        sent.size !== body.floor_ids.length ||
        sent.size !== known.size ||
        body.floor_ids.some((floorId) => !known.has(floorId))
      ) {
        throw fieldErrors({ floor_ids: 'List every floor of the project exactly once.' });
      }
      await app.db.transaction(async (tx) => {
        for (const [index, floorId] of body.floor_ids.entries()) {
          await tx.query(
            'UPDATE floors SET "order" = $1 WHERE id = $2 AND tenant_id = $3 AND project_id = $4',
            [index, floorId, request.tenant, id],
          );
        }
      });
      return listFloors(request, id);
    },
  );

  app.patch(
    '/projects/:id/floors/:floorId/',
    { preHandler: requireAction('edit_projects') },
    async (request) => {
      const { id, floorId } = idParams(request.params, 'id', 'floorId');
      await findFloor(request, id, floorId);
      const body = floorPatch.parse(request.body ?? {});
      if (body.device_map === undefined && body.name === undefined)
        throw badRequest(MESSAGES.ALL_FIELDS_REQUIRED);
      const row = await app.db.one<FloorRow>(
        `UPDATE floors SET device_map = coalesce($4::jsonb, device_map), name = coalesce($5, name)
        WHERE id = $1 AND project_id = $2 AND tenant_id = $3 RETURNING ${FLOOR_COLUMNS}`,
        [
          floorId,
          id,
          request.tenant,
          body.device_map === undefined ? null : JSON.stringify(body.device_map),
          body.name ?? null,
        ],
      );
      if (!row) throw notFound();
      return floorJson(request, row);
    },
  );

  app.delete(
    '/projects/:id/floors/:floorId/',
    { preHandler: requireAction('edit_projects') },
    async (request, reply) => {
      const { id, floorId } = idParams(request.params, 'id', 'floorId');
      const floor = await findFloor(request, id, floorId);
      await app.db.query('DELETE FROM floors WHERE id = $1 AND tenant_id = $2', [
        floorId,
        request.tenant,
      ]);
      await deleteFile(app.db, app.dataDir, request.tenant, floor.floor_image);
      return reply.status(204).send();
    },
  );
  return Promise.resolve();
};
