import type { Formula, RealtimeResponse } from '@hvac/console-api';
import type { PlannedParameter } from '@hvac/console-domain';
import {
  MESSAGES,
  formatParameterValue,
  plannedRawValue,
  truncateParameterName,
} from '@hvac/console-domain';
import {
  DEFAULT_DATA_TABLE_LABELS,
  Spinner,
  VisuallyHidden,
  useScrollable,
} from '@hvac/console-ui';
import type { ReactNode } from 'react';
import { useState } from 'react';

import * as styles from './tree.css';
import { TREE_TEXT } from './treeText';

/** A parameter of the selected item with the register it is read from for this unit. */
export type UnitParameter = PlannedParameter<Formula>;

/**
 * One real-time table of the tree view (Status Parameters or Error Parameters): the name cut at
 * 50 characters (whole on hover and for screen readers), the value as it reads, the raw value and,
 * for writers, the Write action.
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
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const scrollable = useScrollable(frame);
  return (
    <section className={styles.panel} aria-label={title}>
      <h3 className={styles.subheading}>
        {title} {loading && !values ? <Spinner size="small" /> : null}
      </h3>
      {parameters.length === 0 ? (
        <p className={styles.note}>{MESSAGES.NOT_AVAILABLE}</p>
      ) : (
        <div
          ref={setFrame}
          className={styles.tableWrap}
          // Scrolling sideways (a narrow screen): a named region the keyboard can reach, named
          // apart from the section around it (as the DataTable's scroll region is).
          tabIndex={scrollable ? 0 : undefined}
          role={scrollable ? 'region' : undefined}
          aria-label={scrollable ? DEFAULT_DATA_TABLE_LABELS.scrollRegion(title) : undefined}
        >
          <table
            className={styles.table}
            aria-label={title}
            aria-busy={loading || undefined}
            data-stale={stale ? '' : undefined}
          >
            <thead>
              <tr>
                <th scope="col">{TREE_TEXT.parameter}</th>
                <th scope="col">{TREE_TEXT.value}</th>
                <th scope="col">{TREE_TEXT.raw}</th>
                {action ? <th scope="col">{TREE_TEXT.action}</th> : null}
              </tr>
            </thead>
            <tbody>
              {parameters.map((parameter) => {
                const name = parameter.formula.data_meaning;
                const short = truncateParameterName(name);
                const raw = plannedRawValue(values, parameter);
                return (
                  <tr key={`${parameter.formula.modbus_type}-${parameter.register}`}>
                    <th scope="row" title={short === name ? undefined : name}>
                      {short === name ? (
                        name
                      ) : (
                        <>
                          <span aria-hidden="true">{short}</span>
                          <VisuallyHidden>{name}</VisuallyHidden>
                        </>
                      )}
                    </th>
                    <td>
                      {formatParameterValue(parameter.formula, raw)}
                      {stale && raw !== null ? (
                        <span className={styles.staleMark}> ({TREE_TEXT.stale})</span>
                      ) : null}
                    </td>
                    <td>{raw ?? MESSAGES.NOT_AVAILABLE}</td>
                    {action ? <td>{action(parameter, name)}</td> : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
