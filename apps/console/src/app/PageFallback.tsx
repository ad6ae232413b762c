import { Spinner } from '@hvac/console-ui';

import * as styles from './layout.css';

/** Shown while a screen's code loads. */
export function PageFallback() {
  return (
    <div className={styles.fallback}>
      <Spinner size="large" />
    </div>
  );
}
