import type { DeviceStatusLike, ProjectAddressParts } from '@hvac/console-domain';
import type { ReactNode } from 'react';
import {
  countDeviceStates,
  deviceStateCountsText,
  formatProjectAddress,
  projectDeviceTypesText,
} from '@hvac/console-domain';
import { DeviceStateBadge } from '../DeviceStateBadge/DeviceStateBadge';
import { Card } from '../../components/Card/Card';
import { cx } from '../../utils/cx';
import { FieldList } from '../../components/private/FieldList';
import * as styles from './ProjectInfoCards.css';
import type { ProjectInfoCardsLabels } from './labels';
import { DEFAULT_PROJECT_INFO_CARDS_LABELS } from './labels';

export interface ProjectInfoDevice {
  id: number | string;
  unit_id: string;
  device_type: string;
  configuration?: {
    manufacturer?: string | null;
    model?: string | null;
    model_type?: string | null;
  } | null;
  /** A real device's state; when any device has one, the card counts states and shows each. */
  status?: DeviceStatusLike | null;
}

export interface ProjectInfo extends ProjectAddressParts {
  name: string;
  investor?: string | null;
  contact_person?: string | null;
  contact_number?: string | null;
  contact_email?: string | null;
  devices?: readonly ProjectInfoDevice[] | null;
}

export interface ProjectInfoCardsProps {
  /** Undefined while the project loads. */
  project: ProjectInfo | undefined;
  headingLevel?: 2 | 3 | 4;
  /** More cards placed in the same grid after these (e.g. the project's Status card). */
  children?: ReactNode;
  /**
   * Controls in the Devices card's header (an Add Device button). With them the card shows even
   * while the project has no devices.
   */
  devicesActions?: ReactNode;
  /** A device's own controls (Edit, Remove) or a link to it, after its model. */
  renderDevice?: (device: ProjectInfoDevice) => ReactNode;
  className?: string;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<ProjectInfoCardsLabels>;
}

/** 'Daikin VRV IV RXYQ-T' from a device's model summary, without empty parts. */
function modelText(device: ProjectInfoDevice): string {
  const configuration = device.configuration;
  return [configuration?.manufacturer, configuration?.model, configuration?.model_type]
    .filter(Boolean)
    .join(' ');
}

/**
 * A project's Info (name, investor, address), Contact (name, number, e-mail) and, only when it
 * has devices, Devices cards (count, device types and each unit id with its model).
 */
export function ProjectInfoCards({
  project,
  headingLevel = 2,
  children,
  devicesActions,
  renderDevice,
  className,
  labels,
}: ProjectInfoCardsProps) {
  const text = { ...DEFAULT_PROJECT_INFO_CARDS_LABELS, ...labels };
  const orNotAvailable = (value: string | null | undefined) => value || text.notAvailable;
  const loading = project === undefined;
  const devices = project?.devices ?? [];
  const withState = devices.some((device) => device.status != null);
  const email = project?.contact_email;
  return (
    <div className={cx(styles.grid, className)} aria-busy={loading || undefined}>
      <Card title={text.info} headingLevel={headingLevel}>
        <FieldList
          loading={loading}
          fields={[
            { label: text.projectName, value: project?.name },
            { label: text.investor, value: orNotAvailable(project?.investor) },
            {
              label: text.address,
              value: project ? orNotAvailable(formatProjectAddress(project)) : undefined,
            },
          ]}
        />
      </Card>
      <Card title={text.contact} headingLevel={headingLevel}>
        <FieldList
          loading={loading}
          fields={[
            { label: text.contactName, value: orNotAvailable(project?.contact_person) },
            { label: text.contactNumber, value: orNotAvailable(project?.contact_number) },
            {
              label: text.contactEmail,
              value: email ? (
                <a className={styles.value} href={`mailto:${email}`}>
                  {email}
                </a>
              ) : (
                text.notAvailable
              ),
            },
          ]}
        />
      </Card>
      {devices.length > 0 || (devicesActions && !loading) ? (
        <Card title={text.devices} headingLevel={headingLevel} actions={devicesActions}>
          <div className={styles.devicesBody}>
            <FieldList
              fields={[
                { label: text.deviceCount, value: devices.length },
                ...(withState
                  ? [
                      {
                        label: text.state,
                        value: deviceStateCountsText(countDeviceStates(devices)),
                      },
                    ]
                  : []),
                {
                  label: text.deviceTypes,
                  value: projectDeviceTypesText(devices.map((device) => device.device_type)),
                },
              ]}
            />
            {devices.length > 0 ? (
              <ul className={styles.deviceList} aria-label={text.deviceList}>
                {devices.map((device) => (
                  <li key={device.id} className={styles.deviceItem}>
                    <span className={styles.deviceHeader}>
                      <span className={styles.deviceUnit}>{device.unit_id}</span>
                      {withState ? <DeviceStateBadge status={device.status} labels={text} /> : null}
                    </span>
                    <span className={styles.deviceModel}>
                      {modelText(device) || text.notAvailable}
                    </span>
                    {renderDevice ? (
                      <span className={styles.deviceControls}>{renderDevice(device)}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </Card>
      ) : null}
      {children}
    </div>
  );
}
