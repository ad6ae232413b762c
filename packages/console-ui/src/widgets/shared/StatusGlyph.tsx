import { StatusIcon } from '../../components/StatusIcon/StatusIcon';
import * as styles from './widget.css';

export interface StatusGlyphProps {
  kind: 'power' | 'error';
  /** Power on, or an error present. */
  active: boolean;
  /** What the status is about ('Power', 'Outdoor error'); visible next to the icon. */
  label: string;
  /** The state in words ('On', 'Error'); with the label, the icon's text alternative. */
  stateText: string;
  /** Show the label next to the icon (off where a field label already names it). */
  showLabel?: boolean;
}

/**
 * StatusIcon with the widget's wording ('Outdoor error: No Error'): power is green when on and
 * red when off; an error is red when present and green when clear.
 */
export function StatusGlyph({
  kind,
  active,
  label,
  stateText,
  showLabel = true,
}: StatusGlyphProps) {
  return (
    <span className={styles.statusItem}>
      <StatusIcon
        kind={kind}
        active={active}
        label={`${label}: ${stateText}`}
        className={kind === 'power' ? styles.powerOff : undefined}
      />
      {showLabel ? <span aria-hidden="true">{label}</span> : null}
    </span>
  );
}
