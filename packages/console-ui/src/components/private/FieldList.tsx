import type { ReactNode } from 'react';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './widget.css';

export interface Field {
  label: string;
  value: ReactNode;
}

/** Label and value pairs of a card, as a description list; placeholders while loading. */
export function FieldList({
  fields,
  loading = false,
}: {
  fields: readonly Field[];
  loading?: boolean;
}) {
  return (
    <dl className={styles.fieldList}>
      {fields.map((field) => (
        <div key={field.label} className={styles.field}>
          <dt className={styles.fieldLabel}>{field.label}</dt>
          <dd className={styles.fieldValue}>{loading ? <Skeleton width="4em" /> : field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
