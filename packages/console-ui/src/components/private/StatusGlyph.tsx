import { StatusIcon } from '../StatusIcon/StatusIcon';
import * as styles from './widget.css';

export interface StatusGlyphProps {
  kind: 'power' | 'error';
  /** Power on, or an error present. */
  active: boolean;
  /** What the status is about ('Power', 'Outdoor'); visible next to the icon. */
  label: string;
  /** The state in words ('On', 'Error'); with the label, the icon's text alternative. */
  stateText: string;
  /** Show the label next to the icon (off where a field label already names it). */
  showLabel?: boolean;
  /**
   * Show the state in words next to the icon too ('Outdoor: No Error'), so a green tick beside a
   * word like 'error' does not read as the opposite. On by default wherever the label shows.
   */
  showState?: boolean;
}

/**
 * StatusIcon with the widget's wording ('Outdoor: No Error'): power is green when on and
 * red when off; an error is red when present and green when clear.
 */
export function StatusGlyph({
  kind,
  active,
  label,
  stateText,
  showLabel = true,
  showState = showLabel,
}: StatusGlyphProps) {
  const visible = [showLabel ? label : undefined, showState ? stateText : undefined]
    .filter((part) => part !== undefined)
    .join(': ');
  return (
    <span className={styles.statusItem}>
      <StatusIcon
        kind={kind}
        active={active}
        label={`${label}: ${stateText}`}
        className={kind === 'power' ? styles.powerOff : undefined}
      />
      {visible ? <span aria-hidden="true">{visible}</span> : null}
    </span>
  );
}
