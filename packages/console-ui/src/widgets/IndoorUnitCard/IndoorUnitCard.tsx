import {
  fanSpeedName,
  formatTemperature,
  indoorUnitTitle,
  isErrorActive,
  operationModeName,
  powerLabel,
} from '@hvac/console-domain';
import { Card } from '../../components/Card/Card';
import { cx } from '../../utils/cx';
import { FieldList } from '../../components/private/FieldList';
import { StatsButtons } from '../../components/private/StatsButtons';
import { StatusGlyph } from '../../components/private/StatusGlyph';
import * as styles from '../../components/private/widget.css';
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
  const hasError = isErrorActive(summary?.error_status);
  const title = indoorUnitTitle(unit, name);
  return (
    <Card
      title={title}
      actions={
        hasError ? (
          <StatusGlyph
            kind="error"
            active
            label={WIDGET_TEXT.errorStatus}
            stateText={WIDGET_TEXT.error}
            showLabel={false}
          />
        ) : undefined
      }
      aria-busy={loading || undefined}
      className={cx(styles.cardState, className)}
      data-error={hasError ? '' : undefined}
      data-highlighted={hasError ? '' : undefined}
    >
      <div className={styles.content}>
        <FieldList
          loading={loading}
          fields={[
            { label: WIDGET_TEXT.unit, value: String(unit) },
            { label: WIDGET_TEXT.name, value: name || WIDGET_TEXT.notAvailable },
            { label: WIDGET_TEXT.status, value: powerLabel(summary?.power) },
            {
              label: WIDGET_TEXT.operationMode,
              value: operationModeName(summary?.operation_mode),
            },
            { label: WIDGET_TEXT.fanSpeed, value: fanSpeedName(summary?.fan_speed) },
            {
              label: WIDGET_TEXT.ambientTemperature,
              value: formatTemperature(summary?.indoor_ambient_temp),
            },
            {
              label: WIDGET_TEXT.setTemperature,
              value: formatTemperature(summary?.indoor_set_temp),
            },
          ]}
        />
        <StatsButtons
          title={title}
          onOpenLatestStats={onOpenLatestStats}
          onOpenHistoricalStats={onOpenHistoricalStats}
        />
      </div>
    </Card>
  );
}
