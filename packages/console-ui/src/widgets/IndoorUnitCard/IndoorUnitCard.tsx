import {
  fanSpeedName,
  formatTemperature,
  isErrorActive,
  operationModeName,
  powerLabel,
} from '@hvac/console-domain';
import { useId } from 'react';
import { Button } from '../../components/Button/Button';
import { cx } from '../../utils/cx';
import { FieldList } from '../shared/FieldList';
import { StatusGlyph } from '../shared/StatusGlyph';
import * as styles from '../shared/widget.css';
import { WIDGET_TEXT } from '../text';

/** The live summary of one indoor unit (console.md §3, device slim). */
export interface IndoorUnitSummary {
  power?: number | string | null;
  operation_mode?: number | string | null;
  fan_speed?: number | string | null;
  indoor_set_temp?: number | string | null;
  indoor_ambient_temp?: number | string | null;
  error_status?: unknown;
}

export interface IndoorUnitCardProps {
  unit: number | string;
  name?: string | null;
  summary: IndoorUnitSummary | null | undefined;
  loading?: boolean;
  /** When given, the card offers the latest-stats and historical-stats dialogs. */
  onOpenLatestStats?: () => void;
  onOpenHistoricalStats?: () => void;
  className?: string;
}

/**
 * One indoor unit: unit and name, status On/Off, operation mode, fan speed, ambient and set
 * temperature; highlighted when the unit reports an error.
 */
export function IndoorUnitCard({
  unit,
  name,
  summary,
  loading = false,
  onOpenLatestStats,
  onOpenHistoricalStats,
  className,
}: IndoorUnitCardProps) {
  const titleId = useId();
  const hasError = isErrorActive(summary?.error_status);
  const title = name ? `${unit} · ${name}` : String(unit);
  return (
    <article
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={cx(styles.card, className)}
      data-error={hasError ? '' : undefined}
      data-highlighted={hasError ? '' : undefined}
    >
      <header className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        {hasError ? (
          <span className={styles.headerEnd}>
            <StatusGlyph
              kind="error"
              active
              label={WIDGET_TEXT.errorStatus}
              stateText={WIDGET_TEXT.error}
              showLabel={false}
            />
          </span>
        ) : null}
      </header>
      <FieldList
        loading={loading}
        fields={[
          { label: WIDGET_TEXT.unit, value: String(unit) },
          { label: WIDGET_TEXT.name, value: name || WIDGET_TEXT.notAvailable },
          { label: WIDGET_TEXT.status, value: powerLabel(summary?.power) },
          { label: WIDGET_TEXT.operationMode, value: operationModeName(summary?.operation_mode) },
          { label: WIDGET_TEXT.fanSpeed, value: fanSpeedName(summary?.fan_speed) },
          {
            label: WIDGET_TEXT.ambientTemperature,
            value: formatTemperature(summary?.indoor_ambient_temp),
          },
          { label: WIDGET_TEXT.setTemperature, value: formatTemperature(summary?.indoor_set_temp) },
        ]}
      />
      {onOpenLatestStats || onOpenHistoricalStats ? (
        <div className={styles.actions}>
          {onOpenLatestStats ? (
            <Button
              variant="outline"
              size="small"
              aria-label={`${WIDGET_TEXT.latestStats}, ${title}`}
              onClick={onOpenLatestStats}
            >
              {WIDGET_TEXT.latestStats}
            </Button>
          ) : null}
          {onOpenHistoricalStats ? (
            <Button
              variant="outline"
              size="small"
              tone="neutral"
              aria-label={`${WIDGET_TEXT.historicalStats}, ${title}`}
              onClick={onOpenHistoricalStats}
            >
              {WIDGET_TEXT.historicalStats}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
