import type { ReactNode } from 'react';

import { Logo } from './Logo';
import { PageHeading } from './pageHeading';
import * as styles from './layout.css';

/** The frame of the signed-out screens: the logo, a heading and one card of content. */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.publicPage}>
      <div className={styles.publicCard}>
        <header className={styles.publicHeader}>
          <Logo size={48} />
          <PageHeading className={styles.heading} title={title} />
        </header>
        {children}
      </div>
    </main>
  );
}
