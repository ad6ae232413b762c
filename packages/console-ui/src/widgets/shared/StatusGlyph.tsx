import { AlertCircleIcon, CheckCircleIcon, PowerIcon } from '../../icons';
import * as styles from './widget.css';

export interface StatusGlyphProps {
  kind: 'power' | 'error';
  /** Power on, or an error present. */
  active: boolean;
  /** What the status is about ('Power', 'Outdoor error'); visible next to the icon. */
  label: string;
  /** The state in words ('On', 'Error'); the icon's text alternative. */
  stateText: string;
  /** Show the label next to the icon (off where a field label already names it). */
  showLabel?: boolean;
}

/**
 * A status icon with its text alternative: power is green when on and red when off; an error
 * is red when present and green when clear. The colour is never the only signal.
 */
export function StatusGlyph({
  kind,
  active,
  label,
  stateText,
  showLabel = true,
}: StatusGlyphProps) {
  const tone = kind === 'power' ? (active ? 'success' : 'danger') : active ? 'danger' : 'success';
  const Icon = kind === 'power' ? PowerIcon : active ? AlertCircleIcon : CheckCircleIcon;
  return (
    <span className={styles.statusGlyph} data-tone={tone} data-state={active ? 'on' : 'off'}>
      <Icon size={18} title={`${label}: ${stateText}`} />
      {showLabel ? (
        <span className={styles.statusGlyphLabel} aria-hidden="true">
          {label}
        </span>
      ) : null}
    </span>
  );
}
