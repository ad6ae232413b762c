import { catalogKey, findModel, registerModel } from '../../devices/catalog';
import { DEVICE_MODELS } from '../../devices/models';
import { parseDeviceModel } from '../../devices/modelSchema';
import type { DeviceModel } from '../../devices/types';
import type { Database } from '../../db';

interface ModelRow {
  key: string;
  definition: unknown;
}

/** A company's own models, newest last. */
export async function listCustomModels(db: Database, tenant: string): Promise<DeviceModel[]> {
  const rows = await db.query<ModelRow>(
    'SELECT key, definition FROM device_models WHERE tenant_id = $1 ORDER BY created_at, key',
    [tenant],
  );
  return rows.map((row) => {
    const model = parseDeviceModel(row.definition);
    registerModel(tenant, model);
    return model;
  });
}

/** Every model a company may use: the built-in files, then its own. */
export async function listModels(db: Database, tenant: string): Promise<DeviceModel[]> {
  return [...DEVICE_MODELS, ...(await listCustomModels(db, tenant))];
}

/** Inserts a company's model; false when the key is taken (by a built-in model or its own). */
export async function insertModel(
  db: Database,
  tenant: string,
  model: DeviceModel,
): Promise<boolean> {
  if (catalogKey(tenant, model.key) === model.key) return false;
  const rows = await db.query<{ key: string }>(
    `INSERT INTO device_models (tenant_id, key, definition) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, key) DO NOTHING RETURNING key`,
    [tenant, model.key, JSON.stringify(model)],
  );
  if (rows.length === 0) return false;
  registerModel(tenant, model);
  return true;
}

/**
 * Makes sure the catalogue knows the models of these keys (another instance may have added a
 * company's model): the model of a key, or undefined when the company has no such model.
 */
export async function ensureModel(
  db: Database,
  tenant: string,
  key: string,
): Promise<DeviceModel | undefined> {
  const known = findModel(catalogKey(tenant, key));
  if (known) return known;
  const row = await db.one<ModelRow>(
    'SELECT key, definition FROM device_models WHERE tenant_id = $1 AND key = $2',
    [tenant, key],
  );
  if (!row) return undefined;
  const model = parseDeviceModel(row.definition);
  registerModel(tenant, model);
  return model;
}
