import type { DebugParameter } from '@hvac/console-domain';
import { debugRawValue } from '@hvac/console-domain';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import * as styles from './DebugParameterTable.css';
import { DEFAULT_DEBUG_PARAMETER_TABLE_LABELS } from './labels';

export type DebugRawValues = {
  coils?: Record<string, number | string | boolean | null> | null;
  registers?: Record<string, number | string | boolean | null> | null;
};

export interface DebugParameterTableLabels {
  heading: string;
  unit: string;
  general: string;
  outdoorUnit: string;
  indoorUnit: string;
  parameter: string;
  type: string;
  modbusType: string;
  formula: string;
  register: string;
  rawValue: string;
  readAgain: string;
  noParameters: string;
  notRead: string;
  /** '{coils} coils and {registers} registers' */
  summary: (coils: number, registers: number) => string;
}

export interface DebugParameterTableProps {
  /** Every coil and register of the device (`debugParameters` of the domain package). */
  parameters: readonly DebugParameter[];
  /** The answer of the raw read; undefined until it arrives. */
  values: DebugRawValues | undefined;
  /** The configuration or the read is on its way. */
  loading?: boolean;
  /** The failed read's message ('Failed to load real-time parameters. …'). */
  errorMessage?: string | null;
  /** Reads every coil and register once more. */
  onRead?: () => void;
  headingLevel?: 2 | 3;
  labels?: Partial<DebugParameterTableLabels>;
  className?: string;
}

function unitText(parameter: DebugParameter, text: DebugParameterTableLabels): string {
  switch (parameter.scope) {
    case 'general':
      return text.general;
    case 'outdoor':
      return `${text.outdoorUnit} ${parameter.unit ?? ''}`.trim();
    case 'indoor':
      return `${text.indoorUnit} ${parameter.unit ?? ''}`.trim();
    default:
      return parameter.scope satisfies never;
  }
}

function valueText(value: number | string | boolean | null | undefined, fallback: string): string {
  return value === undefined || value === null || value === '' ? fallback : String(value);
}

/**
 * Debug Mode's view of one device (DECISIONS.md, superusers only): each configuration formula per
 * unit with the register it gives, and the raw value one read of all coils and registers answered.
 */
export function DebugParameterTable({
  parameters,
  values,
  loading = false,
  errorMessage,
  onRead,
  headingLevel = 2,
  labels,
  className,
}: DebugParameterTableProps) {
  const text = { ...DEFAULT_DEBUG_PARAMETER_TABLE_LABELS, ...labels };
  const coils = parameters.filter((parameter) => parameter.modbus_type === 'coil').length;
  const summary = text.summary(coils, parameters.length - coils);

  let body;
  if (loading && parameters.length === 0) {
    body = <Skeleton lines={4} />;
  } else if (parameters.length === 0) {
    body = <p className={styles.message}>{text.noParameters}</p>;
  } else {
    body = (
      <div
        className={styles.scroller}
        role="region"
        aria-label={summary}
        // The frame scrolls sideways on narrow screens: it must be reachable by keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className={styles.message}>{summary}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                {text.unit}
              </th>
              <th scope="col" className={styles.headCell}>
                {text.parameter}
              </th>
              <th scope="col" className={styles.headCell}>
                {text.type}
              </th>
              <th scope="col" className={styles.headCell}>
                {text.modbusType}
              </th>
              <th scope="col" className={styles.headCell}>
                {text.formula}
              </th>
              <th scope="col" className={`${styles.headCell} ${styles.numeric}`}>
                {text.register}
              </th>
              <th scope="col" className={`${styles.headCell} ${styles.numeric}`}>
                {text.rawValue}
              </th>
            </tr>
          </thead>
          <tbody>
            {parameters.map((parameter) => (
              <tr key={parameter.key}>
                <td className={styles.cell}>{unitText(parameter, text)}</td>
                <th scope="row" className={styles.cell}>
                  {parameter.data_meaning}
                </th>
                <td className={styles.cell}>{parameter.type}</td>
                <td className={styles.cell}>{parameter.modbus_type}</td>
                <td className={`${styles.cell} ${styles.code}`}>{parameter.formula}</td>
                <td className={`${styles.cell} ${styles.numeric}`}>{parameter.register}</td>
                <td className={`${styles.cell} ${styles.numeric}`}>
                  {values
                    ? valueText(debugRawValue(parameter, values), text.notRead)
                    : text.notRead}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <Card
      title={text.heading}
      headingLevel={headingLevel}
      aria-busy={loading || undefined}
      className={className}
      actions={
        onRead && parameters.length > 0 ? (
          <Button variant="outline" size="small" loading={loading} onClick={onRead}>
            {text.readAgain}
          </Button>
        ) : undefined
      }
    >
      {errorMessage ? (
        <p role="alert" className={styles.errorMessage}>
          {errorMessage}
        </p>
      ) : null}
      {body}
    </Card>
  );
}
