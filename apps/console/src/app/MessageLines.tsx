import type { ReactNode } from 'react';

import * as styles from './layout.css';

/** Several validation messages of one field, one per line; undefined when there are none. */
export function messageLines(messages: readonly string[]): ReactNode {
  if (messages.length === 0) return undefined;
  return messages.map((message) => (
    <span key={message} className={styles.messageLine}>
      {message}
    </span>
  ));
}
