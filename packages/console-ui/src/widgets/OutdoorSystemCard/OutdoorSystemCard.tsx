import { formatTemperature, isErrorActive, isPowerOn, systemTitle } from '@hvac/console-domain';
import type { SummaryScales } from '@hvac/console-domain';
import { Card } from '../../components/Card/Card';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import { FieldList } from '../../components/private/FieldList';
import { StatsButtons } from '../../components/private/StatsButtons';
import { StatusGlyph } from '../../components/private/StatusGlyph';
import { ValueAgeText } from '../ValueAgeText/ValueAgeText';
import type { TimeInput } from '../ValueAgeText/valueAge';
import * as styles from '../../components/private/widget.css';
import type { OutdoorSystemCardLabels } from './labels';
import { DEFAULT_OUTDOOR_SYSTEM_CARD_LABELS } from './labels';

/** The live summary of one outdoor system (console.md §3, device slim). */
export interface OutdoorSystemSummary {
  power?: number | string | null;
  outdoor_ambient_temp?: number | string | null;
  outdoor_error_status?: unknown;
  indoor_error_status?: unknown;
}

export interface OutdoorSystemCardProps {
  /** The system's unit number: the title reads 'System {unit}'. */
  unit: number | string;
  summary: OutdoorSystemSummary | null | undefined;
  /**
   * The model's scale of each value (the answer's `summary_scales`: 100 for hundredths of a degree);
   * a temperature without one reads in the specification's tenths.
   */
  scales?: SummaryScales<OutdoorSystemSummary> | null;
  /** Highlight (controlled). By default a card starts highlighted when it has an error. */
  highlighted?: boolean;
  defaultHighlighted?: boolean;
  onHighlightedChange?: (highlighted: boolean) => void;
  onOpenLatestStats: () => void;
  onOpenHistoricalStats: () => void;
  /** The current time and when the values were read, for 'updated 12 s ago'. */
  now?: TimeInput;
  updatedAt?: TimeInput;
  /** The refresh interval; values older than two intervals are marked stale. */
  intervalMs?: number;
  loading?: boolean;
  /** A message when the live values could not be read. */
  errorMessage?: string;
  className?: string;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<OutdoorSystemCardLabels>;
}

/**
 * One outdoor system of a multi-unit device: power, outdoor temperature and both error states.
 * The title is a toggle button (click or Enter) that highlights the card; a click anywhere on
 * the card does the same for mouse users.
 */
export function OutdoorSystemCard({
  unit,
  summary,
  scales,
  highlighted,
  defaultHighlighted,
  onHighlightedChange,
  onOpenLatestStats,
  onOpenHistoricalStats,
  now,
  updatedAt,
  intervalMs,
  loading = false,
  errorMessage,
  className,
  labels,
}: OutdoorSystemCardProps) {
  const text = { ...DEFAULT_OUTDOOR_SYSTEM_CARD_LABELS, ...labels };
  const title = systemTitle(unit);
  const powerOn = isPowerOn(summary?.power);
  const outdoorError = isErrorActive(summary?.outdoor_error_status);
  const indoorError = isErrorActive(summary?.indoor_error_status);
  const hasError = outdoorError || indoorError;
  const [isHighlighted, setHighlighted] = useControllableState({
    value: highlighted,
    defaultValue: defaultHighlighted ?? hasError,
    onChange: onHighlightedChange,
  });
  const toggle = () => setHighlighted((previous) => !previous);

  return (
    <Card
      // The title button is the keyboard and screen-reader control; the card-wide click is a
      // larger target for the mouse only.
      title={
        <button
          type="button"
          className={styles.titleButton}
          aria-pressed={isHighlighted}
          onClick={toggle}
        >
          {title}
        </button>
      }
      actions={
        <StatusGlyph
          kind="power"
          active={powerOn}
          label={text.power}
          stateText={powerOn ? text.on : text.off}
          showLabel={false}
        />
      }
      aria-busy={loading || undefined}
      className={cx(styles.cardState, className)}
      data-highlighted={isHighlighted ? '' : undefined}
      data-error={hasError ? '' : undefined}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('button, a, input, select, textarea')) return;
        toggle();
      }}
    >
      <div className={styles.content}>
        {errorMessage ? (
          <p role="alert" className={styles.errorText}>
            {errorMessage}
          </p>
        ) : null}
        <FieldList
          loading={loading}
          fields={[
            {
              label: text.outdoorTemperature,
              value: formatTemperature(summary?.outdoor_ambient_temp, scales?.outdoor_ambient_temp),
            },
          ]}
        />
        <ul className={styles.statusRow}>
          <li>
            <StatusGlyph
              kind="error"
              active={outdoorError}
              label={text.outdoorError}
              stateText={outdoorError ? text.error : text.noError}
            />
          </li>
          <li>
            <StatusGlyph
              kind="error"
              active={indoorError}
              label={text.indoorError}
              stateText={indoorError ? text.error : text.noError}
            />
          </li>
        </ul>
        <ValueAgeText now={now} updatedAt={updatedAt} intervalMs={intervalMs} labels={text} />
        <StatsButtons
          labels={text}
          title={title}
          onOpenLatestStats={onOpenLatestStats}
          onOpenHistoricalStats={onOpenHistoricalStats}
        />
      </div>
    </Card>
  );
}
