import type { HttpClient } from '../http';
import type { CallOptions } from '../types/common';
import type { DeviceModelFile, DeviceModelSummary } from '../types/devices';

/** Device models: the ones a device may be added with, and new ones from a model file. */
export function createDeviceModelsService(http: HttpClient) {
  return {
    list(options: CallOptions = {}): Promise<DeviceModelSummary[]> {
      return http.request({ method: 'GET', path: '/device-models/', ...options });
    },

    /** Adds a model (company admin): 201 with its summary, or field messages with dotted paths. */
    create(model: DeviceModelFile): Promise<DeviceModelSummary> {
      return http.request({ method: 'POST', path: '/device-models/', json: model });
    },
  };
}

export type DeviceModelsService = ReturnType<typeof createDeviceModelsService>;
