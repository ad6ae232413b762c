import type { HTMLAttributes } from 'react';
import { AlertCircleIcon, CheckCircleIcon, PowerIcon, PowerOffIcon } from '../../icons';
import { cx } from '../../utils/cx';
import { COMPONENT_LABELS } from '../labels';
import * as styles from './StatusIcon.css';

export const statusKinds = ['power', 'error'] as const;
export type StatusKind = (typeof statusKinds)[number];

export interface StatusIconProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** `power`: on/off; `error`: an active error or none. */
  kind: StatusKind;
  /** Power on, or an error active. */
  active: boolean;
  /** The text alternative; defaults to On/Off and Errors/No Errors. */
  label?: string;
  /** Shows the text next to the icon instead of only to assistive technology. */
  showLabel?: boolean;
}

function describe(kind: StatusKind, active: boolean) {
  switch (kind) {
    case 'power':
      return active
        ? { status: 'on' as const, Icon: PowerIcon, text: COMPONENT_LABELS.powerOn }
        : { status: 'off' as const, Icon: PowerOffIcon, text: COMPONENT_LABELS.powerOff };
    case 'error':
      return active
        ? { status: 'error' as const, Icon: AlertCircleIcon, text: COMPONENT_LABELS.errors }
        : { status: 'ok' as const, Icon: CheckCircleIcon, text: COMPONENT_LABELS.noErrors };
    default:
      return kind satisfies never;
  }
}

/**
 * A power or error status as an icon with a text alternative; the colour is never the only
 * signal (the icons differ and the text is always there for assistive technology).
 */
export function StatusIcon({
  kind,
  active,
  label,
  showLabel = false,
  className,
  ...props
}: StatusIconProps) {
  const { status, Icon, text } = describe(kind, active);
  const name = label ?? text;
  return (
    <span className={cx(styles.root({ status }), className)} data-status={status} {...props}>
      {showLabel ? (
        <>
          <Icon className={styles.icon} />
          <span className={styles.label}>{name}</span>
        </>
      ) : (
        <Icon className={styles.icon} title={name} />
      )}
    </span>
  );
}
