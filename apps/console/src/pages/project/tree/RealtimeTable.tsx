import type { Formula, RealtimeResponse } from '@hvac/console-api';
import type { PlannedParameter } from '@hvac/console-domain';
import {
  MESSAGES,
  formatParameterValue,
  plannedRawValue,
  truncateParameterName,
} from '@hvac/console-domain';
import type { DataTableColumn } from '@hvac/console-ui';
import { DataTable, VisuallyHidden } from '@hvac/console-ui';
import type { ReactNode } from 'react';

import * as styles from './tree.css';
import { TREE_TEXT } from './treeText';

/** A parameter of the selected item with the register it is read from for this unit. */
export type UnitParameter = PlannedParameter<Formula>;

const rowId = (parameter: UnitParameter) =>
  `${parameter.formula.modbus_type}-${parameter.register}`;

/** The name cut at 50 characters: whole on hover and for screen readers. */
function ParameterName({ name }: { name: string }) {
  const short = truncateParameterName(name);
  if (short === name) return name;
  return (
    <span title={name}>
      <span aria-hidden="true">{short}</span>
      <VisuallyHidden>{name}</VisuallyHidden>
    </span>
  );
}

/**
 * One real-time table of the tree view (Status Parameters or Error Parameters), console-ui's
 * DataTable with each parameter's name as its row's header: the name cut at 50 characters, the
 * value as it reads (the domain's one formatting rule), the raw value and, for writers, the Write
 * action. The first read marks the table busy; refreshes leave it as it is.
 */
export function RealtimeTable({
  title,
  parameters,
  values,
  loading,
  stale = false,
  action,
}: {
  title: string;
  parameters: readonly UnitParameter[];
  values: RealtimeResponse | undefined;
  loading: boolean;
  /** The device is offline: the values are its last ones, marked stale in each row. */
  stale?: boolean;
  action?: (parameter: UnitParameter, name: string) => ReactNode;
}) {
  const columns: DataTableColumn<UnitParameter>[] = [
    {
      id: 'parameter',
      header: TREE_TEXT.parameter,
      rowHeader: true,
      value: (parameter) => parameter.formula.data_meaning,
      cell: (parameter) => <ParameterName name={parameter.formula.data_meaning} />,
    },
    {
      id: 'value',
      header: TREE_TEXT.value,
      cell: (parameter) => {
        const raw = plannedRawValue(values, parameter);
        return (
          <>
            {formatParameterValue(parameter.formula, raw)}
            {stale && raw !== null ? (
              <span className={styles.staleMark}> ({TREE_TEXT.stale})</span>
            ) : null}
          </>
        );
      },
    },
    {
      id: 'raw',
      header: TREE_TEXT.raw,
      value: (parameter) => plannedRawValue(values, parameter) ?? MESSAGES.NOT_AVAILABLE,
    },
    ...(action
      ? [
          {
            id: 'action',
            header: TREE_TEXT.action,
            cell: (parameter: UnitParameter) => action(parameter, parameter.formula.data_meaning),
          },
        ]
      : []),
  ];
  return (
    <section className={styles.panel} aria-label={title} data-stale={stale ? '' : undefined}>
      <h3 className={styles.subheading}>{title}</h3>
      {parameters.length === 0 ? (
        <p className={styles.note}>{MESSAGES.NOT_AVAILABLE}</p>
      ) : (
        <DataTable
          aria-label={title}
          columns={columns}
          mode="client"
          rows={parameters}
          getRowId={rowId}
          searchable={false}
          loading={loading && !values}
        />
      )}
    </section>
  );
}
