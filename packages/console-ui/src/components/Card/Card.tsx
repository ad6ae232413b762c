import type { HTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Card.css';

export const cardPaddings = ['none', 'small', 'medium', 'large'] as const;
export const cardElevations = ['none', 'low', 'medium'] as const;
export type CardPadding = (typeof cardPaddings)[number];
export type CardElevation = (typeof cardElevations)[number];

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A heading for the card; the card becomes a region named by it. */
  title?: ReactNode;
  /** The heading level, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Controls in the header, e.g. an IconButton. */
  actions?: ReactNode;
  padding?: CardPadding;
  elevation?: CardElevation;
}

/** A surface grouping related content, optionally with a heading and header actions. */
export function Card({
  title,
  headingLevel = 3,
  actions,
  padding = 'medium',
  elevation = 'low',
  className,
  children,
  ...props
}: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title != null || actions != null;
  const Root = title != null ? 'section' : 'div';
  return (
    <Root
      className={cx(styles.card({ padding, elevation }), className)}
      aria-labelledby={title != null ? headingId : undefined}
      {...props}
    >
      {hasHeader ? (
        <div className={styles.header}>
          {title != null ? (
            <Heading id={headingId} className={styles.title}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children != null ? <div className={styles.body}>{children}</div> : null}
    </Root>
  );
}
