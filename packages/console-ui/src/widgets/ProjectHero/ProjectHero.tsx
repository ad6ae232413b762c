import type { ProjectAddressParts } from '@hvac/console-domain';
import type { Ref } from 'react';
import { formatProjectAddress } from '@hvac/console-domain';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { AlertCircleIcon, CheckCircleIcon } from '../../icons';
import { cx } from '../../utils/cx';
import * as styles from './ProjectHero.css';
import type { ProjectHeroLabels } from './labels';
import { DEFAULT_PROJECT_HERO_LABELS } from './labels';

export interface ProjectHeroProject extends ProjectAddressParts {
  name: string;
  image?: string | null;
  description?: string | null;
  /** Set when one of the project's devices reports an error. */
  error_status?: boolean | null;
}

export interface ProjectHeroProps {
  /** Undefined while the project loads. */
  project: ProjectHeroProject | undefined;
  /**
   * The 'Errors' / 'No Errors' button's action (e.g. open the Alarms tab). Without it the state is
   * shown as text only.
   */
  onShowErrors?: () => void;
  /** The name's heading level: 1 when the hero heads the page. */
  headingLevel?: 1 | 2 | 3;
  /** The name's heading element, e.g. for the page to move focus to it after a navigation. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<ProjectHeroLabels>;
}

/**
 * The top of a project's page: its picture, its name, address and description, and the project
 * card's error state, 'No Errors' in the success colour or 'Errors' in the danger colour (DECISIONS.md),
 * each with an icon so colour is not the only signal.
 */
export function ProjectHero({
  project,
  onShowErrors,
  headingLevel = 1,
  headingRef,
  className,
  labels,
}: ProjectHeroProps) {
  const text = { ...DEFAULT_PROJECT_HERO_LABELS, ...labels };
  const Heading = `h${headingLevel}` as const;
  if (!project) {
    return (
      <div className={cx(styles.hero, className)} aria-busy="true">
        <div className={styles.imageFrame}>
          <Skeleton shape="rectangle" width="100%" height="100%" />
        </div>
        <div className={styles.text}>
          <Skeleton width="60%" height="2rem" />
          <Skeleton width="80%" />
        </div>
      </div>
    );
  }
  const hasErrors = Boolean(project.error_status);
  const label = hasErrors ? text.errors : text.noErrors;
  const icon = hasErrors ? <AlertCircleIcon /> : <CheckCircleIcon />;
  const address = formatProjectAddress(project);
  return (
    <div className={cx(styles.hero, className)}>
      <div className={styles.imageFrame}>
        {project.image ? (
          <img className={styles.image} src={project.image} alt={text.projectImage} />
        ) : null}
      </div>
      <div className={styles.text}>
        <Heading ref={headingRef} className={styles.name}>
          {project.name}
        </Heading>
        {address ? <p className={styles.address}>{address}</p> : null}
        {project.description ? <p className={styles.description}>{project.description}</p> : null}
        {onShowErrors ? (
          <button
            type="button"
            className={styles.errorButton}
            data-state={hasErrors ? 'errors' : 'clear'}
            onClick={onShowErrors}
          >
            <span aria-hidden="true">{icon}</span>
            {label}
          </button>
        ) : (
          <span className={styles.errorButton} data-state={hasErrors ? 'errors' : 'clear'}>
            <span aria-hidden="true">{icon}</span>
            {label}
          </span>
        )}
      </div>
    </div>
  );
}
