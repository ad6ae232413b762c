import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseDeviceModel } from './modelSchema';
import type { DeviceModel } from './types';

/**
 * The built-in device models: one JSON file per model in ./models, checked against the model schema
 * when the server starts (a broken file stops the start with the file's name and the failing field).
 * Register blocks are laid out so that every outdoor and indoor unit of a device owns distinct
 * registers and coils: unit n of a scope uses base + (n - 1) * stride + offset.
 */
export const MODELS_DIR = fileURLToPath(new URL('./models/', import.meta.url));

function loadModelFiles(): DeviceModel[] {
  return readdirSync(MODELS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      try {
        return parseDeviceModel(JSON.parse(readFileSync(`${MODELS_DIR}${name}`, 'utf8')));
      } catch (error) {
        throw new Error(`Device model file ${name} is not valid: ${String(error)}`);
      }
    });
}

export const DEVICE_MODELS: readonly DeviceModel[] = loadModelFiles();

function builtIn(key: string): DeviceModel {
  const model = DEVICE_MODELS.find((candidate) => candidate.key === key);
  if (!model) throw new Error(`The built-in device model ${key} is missing from ${MODELS_DIR}`);
  return model;
}

export const MIDEA_VRF_V6 = builtIn('midea-vrf-v6');
export const GREE_GMV6 = builtIn('gree-gmv6');
export const DAIKIN_ALTHERMA_3 = builtIn('daikin-altherma-3');
