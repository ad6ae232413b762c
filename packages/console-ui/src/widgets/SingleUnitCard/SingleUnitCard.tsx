import { formatTemperature, isErrorActive, operationModeName } from '@hvac/console-domain';
import { Card } from '../../components/Card/Card';
import { cx } from '../../utils/cx';
import { FieldList } from '../../components/private/FieldList';
import { StatsButtons } from '../../components/private/StatsButtons';
import { StatusGlyph } from '../../components/private/StatusGlyph';
import { ValueAgeText } from '../ValueAgeText/ValueAgeText';
import type { TimeInput } from '../ValueAgeText/valueAge';
import * as styles from '../../components/private/widget.css';
import { WIDGET_TEXT } from '../text';

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
}

/** The 'Single Unit' card of a heat pump: every field of the specification and its error LED. */
export function SingleUnitCard({
  summary,
  onOpenLatestStats,
  onOpenHistoricalStats,
  now,
  updatedAt,
  intervalMs,
  loading = false,
  errorMessage,
  className,
  headingLevel = 3,
}: SingleUnitCardProps) {
  const hasError = isErrorActive(summary?.error_led_state);
  const title = WIDGET_TEXT.singleUnitTitle;
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
            { label: WIDGET_TEXT.mode, value: operationModeName(summary?.mode) },
            {
              label: WIDGET_TEXT.outdoorTemperature,
              value: formatTemperature(summary?.outdoor_ambient_temp),
            },
            {
              label: WIDGET_TEXT.leavingWaterTempCool,
              value: formatTemperature(summary?.wot_cool),
            },
            {
              label: WIDGET_TEXT.leavingWaterTempHeat,
              value: formatTemperature(summary?.wot_heat),
            },
            {
              label: WIDGET_TEXT.waterTempSetPoint,
              value: formatTemperature(summary?.water_tank_temp_set_point),
            },
            {
              label: WIDGET_TEXT.eHeaterLeavingWaterTemp,
              value: formatTemperature(summary?.e_heater_leaving_water_sensor_temp),
            },
            {
              label: WIDGET_TEXT.enteringWaterTempSensor,
              value: formatTemperature(summary?.entering_water_sensor_temp),
            },
            {
              label: WIDGET_TEXT.waterTankTempSensorTwo,
              value: formatTemperature(summary?.water_tank_temp_sensor_two),
            },
            {
              label: WIDGET_TEXT.errorStatus,
              value: (
                <StatusGlyph
                  kind="error"
                  active={hasError}
                  label={WIDGET_TEXT.errorStatus}
                  stateText={hasError ? WIDGET_TEXT.error : WIDGET_TEXT.noError}
                  showLabel={false}
                  showState
                />
              ),
            },
          ]}
        />
        <ValueAgeText now={now} updatedAt={updatedAt} intervalMs={intervalMs} />
        <StatsButtons
          title={title}
          onOpenLatestStats={onOpenLatestStats}
          onOpenHistoricalStats={onOpenHistoricalStats}
        />
      </div>
    </Card>
  );
}
