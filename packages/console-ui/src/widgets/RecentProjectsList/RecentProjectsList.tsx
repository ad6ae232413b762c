import type { RecentProject } from '@hvac/console-domain';
import { parseRecentProjects } from '@hvac/console-domain';
import { useMemo } from 'react';
import { Card } from '../../components/Card/Card';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import * as styles from '../../components/private/dashboard.css';
import type { RecentProjectsListLabels } from './labels';
import { DEFAULT_RECENT_PROJECTS_LIST_LABELS } from './labels';

export interface RecentProjectsListProps {
  /** The stored 'name_id' strings, newest first; malformed entries are skipped. */
  projects: readonly string[] | null | undefined;
  /** Opens the project with this id. */
  onOpen: (id: string, project: RecentProject) => void;
  loading?: boolean;
  errorMessage?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<RecentProjectsListLabels>;
}

/** The recently visited projects; 'No recent projects available' when there are none. */
export function RecentProjectsList({
  projects,
  onOpen,
  loading = false,
  errorMessage,
  headingLevel = 2,
  className,
  labels,
}: RecentProjectsListProps) {
  const text = { ...DEFAULT_RECENT_PROJECTS_LIST_LABELS, ...labels };
  const parsed = useMemo(() => parseRecentProjects(projects ?? []), [projects]);

  let body;
  if (errorMessage) {
    body = (
      <p role="alert" className={styles.errorMessage}>
        {errorMessage}
      </p>
    );
  } else if (loading && parsed.length === 0) {
    body = <Skeleton lines={3} />;
  } else if (parsed.length === 0) {
    body = <p className={styles.message}>{text.noRecentProjects}</p>;
  } else {
    body = (
      <ul className={styles.list}>
        {parsed.map((project, index) => (
          <li key={`${project.id}-${index}`}>
            <button
              type="button"
              className={styles.itemButton}
              onClick={() => onOpen(project.id, project)}
            >
              <span className={styles.itemTitle}>{project.name}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card
      title={text.recentProjects}
      headingLevel={headingLevel}
      aria-busy={loading || undefined}
      className={className}
    >
      {body}
    </Card>
  );
}
