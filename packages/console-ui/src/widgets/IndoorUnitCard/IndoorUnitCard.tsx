import {
  fanSpeedName,
  formatTemperature,
  indoorUnitTitle,
  isErrorActive,
  operationModeName,
  powerLabel,
} from '@hvac/console-domain';
import type { SummaryScales } from '@hvac/console-domain';
import { Card } from '../../components/Card/Card';
import { cx } from '../../utils/cx';
import { FieldList } from '../../components/private/FieldList';
import { StatsButtons } from '../../components/private/StatsButtons';
import { StatusGlyph } from '../../components/private/StatusGlyph';
import * as styles from '../../components/private/widget.css';
import type { IndoorUnitCardLabels } from './labels';
import { DEFAULT_INDOOR_UNIT_CARD_LABELS } from './labels';

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
  /**
   * The model's scale of each value (the answer's `summary_scales`: 100 for hundredths of a degree);
   * a temperature without one reads in the specification's tenths.
   */
  scales?: SummaryScales<IndoorUnitSummary> | null;
  loading?: boolean;
  /** When given, the card offers the latest-stats and historical-stats dialogs. */
  onOpenLatestStats?: () => void;
  onOpenHistoricalStats?: () => void;
  className?: string;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<IndoorUnitCardLabels>;
}

/**
 * One indoor unit: unit and name, status On/Off, operation mode, fan speed, ambient and set
 * temperature; highlighted when the unit reports an error.
 */
export function IndoorUnitCard({
  unit,
  name,
  summary,
  scales,
  loading = false,
  onOpenLatestStats,
  onOpenHistoricalStats,
  className,
  labels,
}: IndoorUnitCardProps) {
  const text = { ...DEFAULT_INDOOR_UNIT_CARD_LABELS, ...labels };
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
            label={text.errorStatus}
            stateText={text.error}
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
            { label: text.unit, value: String(unit) },
            { label: text.name, value: name || text.notAvailable },
            { label: text.status, value: powerLabel(summary?.power) },
            {
              label: text.operationMode,
              value: operationModeName(summary?.operation_mode),
            },
            { label: text.fanSpeed, value: fanSpeedName(summary?.fan_speed) },
            {
              label: text.ambientTemperature,
              value: formatTemperature(summary?.indoor_ambient_temp, scales?.indoor_ambient_temp),
            },
            {
              label: text.setTemperature,
              value: formatTemperature(summary?.indoor_set_temp, scales?.indoor_set_temp),
            },
          ]}
        />
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
