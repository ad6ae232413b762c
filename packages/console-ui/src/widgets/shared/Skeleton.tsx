import * as styles from './widget.css';

/** A value placeholder while a card loads (the card itself carries aria-busy). */
export function Skeleton() {
  return <span className={styles.skeleton} aria-hidden="true" />;
}
