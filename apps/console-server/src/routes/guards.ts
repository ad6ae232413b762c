import type { Database } from '../db';
import { notFound } from '../http';
import { projectExists } from '../projects/repository';

/** 404 unless the project exists in the tenant: a project of another tenant looks like no project. */
export async function assertProject(db: Database, tenant: string, id: number): Promise<void> {
  if (!(await projectExists(db, tenant, id))) throw notFound();
}
