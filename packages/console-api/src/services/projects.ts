import { parseRecentProject } from '@hvac/console-domain';
import type { HttpClient } from '../http';
import { listByIds, listQuery, MAX_LISTED_IDS, segment } from '../query';
import type { CallOptions, Paged, UploadOptions } from '../types/common';
import type { Device } from '../types/devices';
import type {
  ChangeLogEntry,
  ChangeLogPage,
  CreateProjectRequest,
  DeviceWithConfiguration,
  ProjectDetail,
  ProjectListItem,
  ProjectListParams,
  ProjectMarker,
  RecentProject,
} from '../types/projects';
import { toFormData } from './multipart';

export function createProjectsService(http: HttpClient) {
  const project = (id: number) => `/projects/${segment(id)}`;
  const list = (
    params: ProjectListParams = {},
    options: CallOptions = {},
  ): Promise<Paged<ProjectListItem>> =>
    http.request({ method: 'GET', path: '/projects/', query: listQuery(params), ...options });
  return {
    list,

    /** The projects with these ids (a notification rule's), wherever they fall in the list's pages. */
    byIds(ids: readonly number[], options: CallOptions = {}): Promise<ProjectListItem[]> {
      return listByIds(ids, (chunk) => list({ ids: chunk, page_size: MAX_LISTED_IDS }, options));
    },

    /** GET /projects/map/: every located project of the tenant as a map marker, without paging. */
    map(options: CallOptions = {}): Promise<ProjectMarker[]> {
      return http.request({ method: 'GET', path: '/projects/map/', ...options });
    },

    get(id: number, options: CallOptions = {}): Promise<ProjectDetail> {
      return http.request({ method: 'GET', path: `${project(id)}/`, ...options });
    },

    /** Creates a project (multipart, with an optional image); answers it with its id. */
    create(request: CreateProjectRequest, options: UploadOptions = {}): Promise<ProjectDetail> {
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
    async recent(options: CallOptions = {}): Promise<RecentProject[]> {
      const entries = await http.request<unknown>({
        method: 'GET',
        path: '/projects/recent/',
        ...options,
      });
      return toRecentProjects(entries);
    },

    /** Records a visit (the project detail calls this when it opens); answers the new list. */
    async addRecent(projectId: number): Promise<RecentProject[]> {
      const entries = await http.request<unknown>({
        method: 'POST',
        path: '/projects/recent/',
        json: { project_id: projectId },
      });
      return toRecentProjects(entries);
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

    /** One entry of the project's change log by id, wherever newer entries put it in the pages. */
    changeLogEntry(
      id: number,
      entryId: number,
      options: CallOptions = {},
    ): Promise<ChangeLogEntry> {
      return http.request({
        method: 'GET',
        path: `${project(id)}/change_log/${segment(entryId)}/`,
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

/** Reads `name_id` strings (and, leniently, `{id, name}` objects); drops what is neither. */
export function toRecentProjects(entries: unknown): RecentProject[] {
  if (!Array.isArray(entries)) return [];
  const projects: RecentProject[] = [];
  for (const entry of entries as unknown[]) {
    if (typeof entry === 'string') {
      const parsed = parseRecentProject(entry);
      const id = Number(parsed?.id);
      if (parsed && Number.isInteger(id) && id > 0) projects.push({ id, name: parsed.name });
    } else if (typeof entry === 'object' && entry !== null) {
      const { id, name } = entry as { id?: unknown; name?: unknown };
      if (typeof id === 'number' && typeof name === 'string') projects.push({ id, name });
    }
  }
  return projects;
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
