import { formatDateTime, resolvedAtText } from '@hvac/console-domain';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { AlertCircleIcon } from '../../icons';
import * as styles from './AlarmEntryCells.css';
import type { AlarmEntryResolvedCellLabels } from './labels';
import { DEFAULT_ALARM_ENTRY_RESOLVED_CELL_LABELS } from './labels';

export interface AlarmEntryResolvedCellProps {
  /** When the entry was resolved; missing while it is not. */
  resolvedAt: string | null | undefined;
  /** Resolves the entry; the Resolve button shows only with it (role `resolve_alarms`). */
  onResolve?: () => void;
  resolving?: boolean;
  /** Names the entry in the button's accessible name ('Resolve MDV-914282 Error code'). */
  entryLabel?: string;
  /**
   * The id of the resolution time once resolved, which can take focus (tabIndex -1): where focus
   * goes after Resolve, since the button it was on is gone.
   */
  resolvedId?: string;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<AlarmEntryResolvedCellLabels>;
}

/**
 * The Resolved At cell of an alarm entry: the resolution time, or 'Unresolved' (with an icon, not
 * colour alone) and, for users who may, a Resolve button.
 */
export function AlarmEntryResolvedCell({
  resolvedAt,
  onResolve,
  resolving = false,
  entryLabel,
  resolvedId,
  labels,
}: AlarmEntryResolvedCellProps) {
  const text = { ...DEFAULT_ALARM_ENTRY_RESOLVED_CELL_LABELS, ...labels };
  if (resolvedAt) {
    const resolvedText = resolvedAtText(resolvedAt, (value) => formatDateTime(value));
    return resolvedId ? (
      <span id={resolvedId} tabIndex={-1} className={styles.focusTarget}>
        {resolvedText}
      </span>
    ) : (
      <>{resolvedText}</>
    );
  }
  return (
    <span className={styles.resolved}>
      <Badge tone="danger" icon={<AlertCircleIcon />}>
        {text.unresolved}
      </Badge>
      {onResolve ? (
        <Button
          size="small"
          variant="outline"
          loading={resolving}
          onClick={(event) => {
            // The row itself may open on click.
            event.stopPropagation();
            onResolve();
          }}
          aria-label={entryLabel ? `${text.resolve} ${entryLabel}` : undefined}
        >
          {text.resolve}
        </Button>
      ) : null}
    </span>
  );
}
