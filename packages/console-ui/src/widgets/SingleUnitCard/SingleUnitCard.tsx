import { formatTemperature, isErrorActive, operationModeName } from '@hvac/console-domain';
import type { SummaryScales } from '@hvac/console-domain';
import { Card } from '../../components/Card/Card';
import { cx } from '../../utils/cx';
import { FieldList } from '../../components/private/FieldList';
import { StatsButtons } from '../../components/private/StatsButtons';
import { StatusGlyph } from '../../components/private/StatusGlyph';
import { ValueAgeText } from '../ValueAgeText/ValueAgeText';
import type { TimeInput } from '../ValueAgeText/valueAge';
import * as styles from '../../components/private/widget.css';
import type { SingleUnitCardLabels } from './labels';
import { DEFAULT_SINGLE_UNIT_CARD_LABELS } from './labels';

type Raw = number | string | null | undefined;

/** The single-unit summary (console.md §3). */
export interface SingleUnitSummary {
  power?: Raw;
  mode?: Raw;
  outdoor_ambient_temp?: Raw;
  wot_cool?: Raw;
  wot_heat?: Raw;
  water_tank_temp_set_point?: Raw;
  e_heater_leaving_water_sensor_temp?: Raw;
  entering_water_sensor_temp?: Raw;
  water_tank_temp_sensor_two?: Raw;
  error_led_state?: unknown;
}

export interface SingleUnitCardProps {
  summary: SingleUnitSummary | null | undefined;
  /**
   * The model's scale of each value (the answer's `summary_scales`: 100 for hundredths of a degree);
   * a temperature without one reads in the specification's tenths.
   */
  scales?: SummaryScales<SingleUnitSummary> | null;
  onOpenLatestStats: () => void;
  onOpenHistoricalStats: () => void;
  now?: TimeInput;
  updatedAt?: TimeInput;
  intervalMs?: number;
  loading?: boolean;
  errorMessage?: string;
  className?: string;
  /** The title's heading level, to fit the page's outline (2 right under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<SingleUnitCardLabels>;
}

/** The 'Single Unit' card of a heat pump: every field of the specification and its error LED. */
export function SingleUnitCard({
  summary,
  scales,
  onOpenLatestStats,
  onOpenHistoricalStats,
  now,
  updatedAt,
  intervalMs,
  loading = false,
  errorMessage,
  className,
  headingLevel = 3,
  labels,
}: SingleUnitCardProps) {
  const text = { ...DEFAULT_SINGLE_UNIT_CARD_LABELS, ...labels };
  const hasError = isErrorActive(summary?.error_led_state);
  const title = text.singleUnitTitle;
  return (
    <Card
      title={title}
      headingLevel={headingLevel}
      aria-busy={loading || undefined}
      className={cx(styles.cardState, className)}
      data-error={hasError ? '' : undefined}
      data-highlighted={hasError ? '' : undefined}
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
            { label: text.mode, value: operationModeName(summary?.mode) },
            {
              label: text.outdoorTemperature,
              value: formatTemperature(summary?.outdoor_ambient_temp, scales?.outdoor_ambient_temp),
            },
            {
              label: text.leavingWaterTempCool,
              value: formatTemperature(summary?.wot_cool, scales?.wot_cool),
            },
            {
              label: text.leavingWaterTempHeat,
              value: formatTemperature(summary?.wot_heat, scales?.wot_heat),
            },
            {
              label: text.waterTempSetPoint,
              value: formatTemperature(
                summary?.water_tank_temp_set_point,
                scales?.water_tank_temp_set_point,
              ),
            },
            {
              label: text.eHeaterLeavingWaterTemp,
              value: formatTemperature(
                summary?.e_heater_leaving_water_sensor_temp,
                scales?.e_heater_leaving_water_sensor_temp,
              ),
            },
            {
              label: text.enteringWaterTempSensor,
              value: formatTemperature(
                summary?.entering_water_sensor_temp,
                scales?.entering_water_sensor_temp,
              ),
            },
            {
              label: text.waterTankTempSensorTwo,
              value: formatTemperature(
                summary?.water_tank_temp_sensor_two,
                scales?.water_tank_temp_sensor_two,
              ),
            },
            {
              label: text.errorStatus,
              value: (
                <StatusGlyph
                  kind="error"
                  active={hasError}
                  label={text.errorStatus}
                  stateText={hasError ? text.error : text.noError}
                  showLabel={false}
                  showState
                />
              ),
            },
          ]}
        />
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
