export interface RecentProject {
  name: string;
  id: string;
}

/** 'name_with_underscores_12' → { name: 'name_with_underscores', id: '12' }: the id follows the last '_'. */
export function parseRecentProject(value: string): RecentProject | undefined {
  const separator = value.lastIndexOf('_');
  if (separator < 0) return undefined;
  const id = value.slice(separator + 1).trim();
  if (id === '') return undefined;
  return { name: value.slice(0, separator), id };
}

/** The stored form `name_id`. */
export function formatRecentProject(project: { name: string; id: string | number }): string {
  return `${project.name}_${project.id}`;
}

/** Parses a list of stored strings, dropping malformed ones, at most `limit` entries. */
export function parseRecentProjects(values: readonly string[], limit = Infinity): RecentProject[] {
  const projects: RecentProject[] = [];
  for (const value of values) {
    const project = parseRecentProject(value);
    if (project) projects.push(project);
    if (projects.length >= limit) break;
  }
  return projects;
}
