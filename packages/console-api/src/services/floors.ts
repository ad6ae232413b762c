import type { HttpClient } from '../http';
import { segment } from '../query';
import type { CallOptions, UploadOptions } from '../types/common';
import type { Area, CreateFloorRequest, Floor } from '../types/floors';
import { toFormData } from './multipart';

export function createFloorsService(http: HttpClient) {
  const floors = (projectId: number) => `/projects/${segment(projectId)}/floors`;
  return {
    list(projectId: number, options: CallOptions = {}): Promise<Floor[]> {
      return http.request({ method: 'GET', path: `${floors(projectId)}/`, ...options });
    },

    /** Adds a floor with its plan image (multipart). */
    create(projectId: number, request: CreateFloorRequest, options: UploadOptions = {}) {
      const form = toFormData(
        { name: request.name, project: projectId, order: request.order },
        { floor_image: { blob: request.floor_image, fileName: request.fileName } },
      );
      return http.request<Floor>({
        method: 'POST',
        path: `${floors(projectId)}/`,
        form,
        signal: options.signal,
        onUploadProgress: options.onProgress,
      });
    },

    /** Sends the new order of the project's floors (first id first). */
    reorder(projectId: number, floorIds: number[]): Promise<Floor[]> {
      return http.request({
        method: 'POST',
        path: `${floors(projectId)}/reorder/`,
        json: { project_id: projectId, floor_ids: floorIds },
      });
    },

    remove(projectId: number, floorId: number): Promise<void> {
      return http.request({ method: 'DELETE', path: `${floors(projectId)}/${segment(floorId)}/` });
    },

    /** Saves the areas of a floor plan. */
    updateDeviceMap(projectId: number, floorId: number, deviceMap: Area[]): Promise<Floor> {
      return http.request({
        method: 'PATCH',
        path: `${floors(projectId)}/${segment(floorId)}/`,
        json: { device_map: deviceMap },
      });
    },
  };
}

export type FloorsService = ReturnType<typeof createFloorsService>;
