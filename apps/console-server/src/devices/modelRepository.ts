import { catalogKey, findModel, registerModel } from './catalog';
import { DEVICE_MODELS } from './models';
import { parseDeviceModel } from './modelSchema';
import type { DeviceModel } from './types';
import { DEVICE_MODEL_LIMITS } from '@hvac/console-domain';
import type { Database } from '../db';

interface ModelRow {
  key: string;
  definition: unknown;
}

/** What the model list shows of a model. */
export interface ModelSummary {
  key: string;
  manufacturer: string;
  model: string;
  model_type: string;
  device_type: string;
  is_single_unit: boolean;
}

/** A model's summary fields alone (a whole model, or a summary read from its columns). */
export function modelSummary(model: DeviceModel | ModelSummary): ModelSummary {
  return {
    key: model.key,
    manufacturer: model.manufacturer,
    model: model.model,
    model_type: model.model_type,
    device_type: model.device_type,
    is_single_unit: model.is_single_unit,
  };
}

const BUILT_IN_SUMMARIES: readonly ModelSummary[] = DEVICE_MODELS.map(modelSummary);

/**
 * Every model a company may use, as the list shows them: the built-in files, then its own, newest
 * last. Reads the summary columns only, never the register layouts.
 */
export async function listModels(db: Database, tenant: string): Promise<ModelSummary[]> {
  const rows = await db.query<ModelSummary>(
    `SELECT key, manufacturer, model, model_type, device_type, is_single_unit
       FROM device_models WHERE tenant_id = $1 ORDER BY created_at, key`,
    [tenant],
  );
  return [...BUILT_IN_SUMMARIES, ...rows];
}

/**
 * Inserts a company's model: `taken` when the key is (by a built-in model or its own), `too_many` when the
 * company has DEVICE_MODEL_LIMITS.perCompany models already (counted under a per-company lock, so two
 * admins adding at once cannot both pass the last place).
 */
export async function insertModel(
  db: Database,
  tenant: string,
  model: DeviceModel,
): Promise<'inserted' | 'taken' | 'too_many'> {
  if (catalogKey(tenant, model.key) === model.key) return 'taken';
  const outcome = await db.transaction(async (tx) => {
    if (tx.kind === 'postgres')
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('device_models:' || $1))", [tenant]);
    const count = await tx.one<{ count: number }>(
      'SELECT count(*)::int AS count FROM device_models WHERE tenant_id = $1',
      [tenant],
    );
    if ((count?.count ?? 0) >= DEVICE_MODEL_LIMITS.perCompany) return 'too_many' as const;
    const rows = await tx.query<{ key: string }>(
      `INSERT INTO device_models
         (tenant_id, key, definition, manufacturer, model, model_type, device_type, is_single_unit)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (tenant_id, key) DO NOTHING RETURNING key`,
      [
        tenant,
        model.key,
        JSON.stringify(model),
        model.manufacturer,
        model.model,
        model.model_type,
        model.device_type,
        model.is_single_unit,
      ],
    );
    return rows.length === 0 ? ('taken' as const) : ('inserted' as const);
  });
  // The model was parsed when it was checked: the catalogue keeps that parse.
  if (outcome === 'inserted') registerModel(tenant, model);
  return outcome;
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
