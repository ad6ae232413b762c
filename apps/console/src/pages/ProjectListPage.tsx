import type { Project } from '@hvac/console-api';
import { useProjects } from '@hvac/console-api/react';
import {
  MESSAGES,
  formatDateTime,
  formatProjectAddress,
  projectDeviceTypesText,
  projectPath,
} from '@hvac/console-domain';
import type { DataTableColumn } from '@hvac/console-ui';
import { DataTable } from '@hvac/console-ui';
import { Fragment } from 'react';
import { useNavigate } from 'react-router-dom';

import { loadErrorMessage } from '../app/errors';
import * as styles from '../app/layout.css';
import { PROJECT_TEXT } from './project/projectText';
import { SCREEN_TEXT } from '../app/text';
import { useUrlServerQuery } from '../app/useServerQuery';
import { AddProject } from './project/AddProject';
import { PageHeading } from '../app/pageHeading';

const optional = (value: string | null | undefined) => value || MESSAGES.NOT_AVAILABLE;

const columns: DataTableColumn<Project>[] = [
  { id: 'name', header: SCREEN_TEXT.name, value: (project) => project.name, sortable: true },
  {
    id: 'address',
    header: PROJECT_TEXT.address,
    value: formatProjectAddress,
    sortable: true,
    orderingField: 'address_street_one',
  },
  {
    id: 'investor',
    header: PROJECT_TEXT.investor,
    value: (project) => optional(project.investor),
    sortable: true,
  },
  {
    id: 'alarms',
    header: PROJECT_TEXT.alarms,
    value: (project) => project.alarms ?? 0,
    sortable: true,
    align: 'end',
    width: '6rem',
  },
  {
    id: 'last_intervention',
    header: PROJECT_TEXT.lastIntervention,
    value: (project) => formatDateTime(project.last_intervention),
    sortable: true,
  },
  {
    id: 'contact_person',
    header: PROJECT_TEXT.contactPerson,
    value: (project) => optional(project.contact_person),
    sortable: true,
  },
  {
    id: 'contact_number',
    header: PROJECT_TEXT.contactNumber,
    value: (project) => optional(project.contact_number),
    sortable: true,
  },
  {
    id: 'device_type',
    header: SCREEN_TEXT.deviceType,
    value: (project) => projectDeviceTypesText(project.device_types),
  },
];

/** The card shows the name and address as its title, and these columns below. */
const CARD_COLUMNS = columns.filter((column) => column.id !== 'name' && column.id !== 'address');

const NO_PROJECTS: Project[] = [];

/** /projects/: the server-paged project list (query in the address); a row opens the project. */
export default function ProjectListPage() {
  const navigate = useNavigate();
  const { query, setQuery, params } = useUrlServerQuery();
  const projects = useProjects(params);
  const open = (project: Project) => void navigate(projectPath(project.id));

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <PageHeading className={styles.heading} title={PROJECT_TEXT.projectsTitle} />
        <AddProject />
      </div>
      <DataTable
        aria-label={PROJECT_TEXT.projectsTitle}
        columns={columns}
        rows={projects.data?.results ?? NO_PROJECTS}
        rowCount={projects.data?.count ?? 0}
        getRowId={(project) => String(project.id)}
        page={query.page}
        pageSize={query.pageSize}
        ordering={query.ordering ?? null}
        search={query.search ?? ''}
        onQueryChange={setQuery}
        loading={projects.isLoading || projects.isValidating}
        error={loadErrorMessage(projects.error, MESSAGES.FAILED_TO_FETCH_PROJECT_AND_DEVICES)}
        onRetry={() => void projects.mutate()}
        onRowClick={open}
        cardContent="plain"
        renderCard={(project) => (
          <div>
            <strong>{project.name}</strong>
            <p className={styles.muted}>{formatProjectAddress(project)}</p>
            {/* Every other column of the table, so a narrow screen loses nothing. */}
            <dl className={styles.cardDetails}>
              {CARD_COLUMNS.map((column) => (
                <Fragment key={column.id}>
                  <dt className={styles.detailTerm}>{column.header}</dt>
                  <dd className={styles.cardValue}>
                    {String(column.value?.(project) ?? MESSAGES.NOT_AVAILABLE)}
                  </dd>
                </Fragment>
              ))}
            </dl>
          </div>
        )}
        labels={{ search: PROJECT_TEXT.searchProjects, empty: PROJECT_TEXT.noProjects }}
      />
    </div>
  );
}
