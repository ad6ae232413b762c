import type { HttpClient } from '../http';
import { segment } from '../query';
import type { CallOptions, Paged, UploadOptions } from '../types/common';
import type { Device } from '../types/devices';
import type {
  ChangeLogPage,
  CreateProjectRequest,
  DeviceWithConfiguration,
  Project,
  ProjectListParams,
  RecentProject,
} from '../types/projects';
import { toFormData } from './multipart';

export function createProjectsService(http: HttpClient) {
  const project = (id: number) => `/projects/${segment(id)}`;
  return {
    list(params: ProjectListParams = {}, options: CallOptions = {}): Promise<Paged<Project>> {
      return http.request({ method: 'GET', path: '/projects/', query: { ...params }, ...options });
    },

    get(id: number, options: CallOptions = {}): Promise<Project> {
      return http.request({ method: 'GET', path: `${project(id)}/`, ...options });
    },

    /** Creates a project (multipart, with an optional image); answers it with its id. */
    create(request: CreateProjectRequest, options: UploadOptions = {}): Promise<Project> {
      const { image, imageName, ...fields } = request;
      const form = toFormData(fields, image ? { image: { blob: image, fileName: imageName } } : {});
      return http.request({
        method: 'POST',
        path: '/projects/',
        form,
        signal: options.signal,
        onUploadProgress: options.onProgress,
      });
    },

    devices(id: number, options: CallOptions = {}): Promise<Device[]> {
      return http.request({ method: 'GET', path: `${project(id)}/devices/`, ...options });
    },

    /** Recently visited projects of the signed-in user, newest first (at most 5). */
    recent(options: CallOptions = {}): Promise<RecentProject[]> {
      return http.request({ method: 'GET', path: '/projects/recent/', ...options });
    },

    /** Records a visit (the project detail calls this when it opens). */
    addRecent(projectId: number): Promise<unknown> {
      return http.request({
        method: 'POST',
        path: '/projects/recent/',
        json: { project_id: projectId },
      });
    },

    devicesAndConfigurations(
      id: number,
      options: CallOptions = {},
    ): Promise<DeviceWithConfiguration[]> {
      return http.request({
        method: 'GET',
        path: `${project(id)}/devices_and_configurations/`,
        ...options,
      });
    },

    /** One page (from 1) of the project's change log; `next` is set while more exist. */
    changeLog(id: number, page = 1, options: CallOptions = {}): Promise<ChangeLogPage> {
      return http.request({
        method: 'GET',
        path: `${project(id)}/change_log/`,
        query: { page },
        ...options,
      });
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
