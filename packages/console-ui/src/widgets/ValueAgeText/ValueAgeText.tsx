import { Badge } from '../../components/Badge/Badge';
import { WIDGET_TEXT, valueAgeText } from '../text';
import type { TimeInput } from './valueAge';
import { valueAge } from './valueAge';
import * as styles from '../../components/private/widget.css';

export interface ValueAgeTextProps {
  now: TimeInput;
  updatedAt: TimeInput;
  intervalMs?: number | undefined;
}

/** 'updated 12 s ago', with a 'Stale' badge once the value is older than two intervals. */
export function ValueAgeText({ now, updatedAt, intervalMs }: ValueAgeTextProps) {
  const age = valueAge(now, updatedAt, intervalMs);
  if (!age) return null;
  return (
    <p className={styles.valueAge} data-stale={age.stale ? '' : undefined}>
      <time dateTime={age.updatedAt.toISOString()}>{valueAgeText(age.ageMs)}</time>
      {age.stale ? <Badge tone="warning">{WIDGET_TEXT.stale}</Badge> : null}
    </p>
  );
}
