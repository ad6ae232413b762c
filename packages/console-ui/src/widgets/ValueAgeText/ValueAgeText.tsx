import { Badge } from '../../components/Badge/Badge';
import * as styles from '../../components/private/widget.css';
import type { ValueAgeTextLabels } from './labels';
import { DEFAULT_VALUE_AGE_TEXT_LABELS } from './labels';
import type { TimeInput } from './valueAge';
import { valueAge } from './valueAge';

export interface ValueAgeTextProps {
  now: TimeInput;
  updatedAt: TimeInput;
  intervalMs?: number | undefined;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<ValueAgeTextLabels> | undefined;
}

/** 'updated 12 s ago', with a 'Stale' badge once the value is older than two intervals. */
export function ValueAgeText({ now, updatedAt, intervalMs, labels }: ValueAgeTextProps) {
  const text = { ...DEFAULT_VALUE_AGE_TEXT_LABELS, ...labels };
  const age = valueAge(now, updatedAt, intervalMs);
  if (!age) return null;
  return (
    <p className={styles.valueAge} data-stale={age.stale ? '' : undefined}>
      <time dateTime={age.updatedAt.toISOString()}>{text.updated(age.ageMs)}</time>
      {age.stale ? <Badge tone="warning">{text.stale}</Badge> : null}
    </p>
  );
}
