import * as Dialog from '@radix-ui/react-dialog';
import type { MouseEventHandler, ReactNode, RefObject } from 'react';
import { useId, useRef } from 'react';
import { CloseIcon, MenuIcon } from '../../icons';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './AppShell.css';
import type { UseNavigationDrawerOptions } from './useNavigationDrawer';
import { useNavigationDrawer } from './useNavigationDrawer';

export interface AppShellNavItem {
  href: string;
  label: string;
  /** The entry of the current page (aria-current="page"). */
  active?: boolean;
  icon?: ReactNode;
}

/** What a link renderer receives; spread it on the router's link (`to={href}`) or an `<a>`. */
export interface AppShellLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current': 'page' | undefined;
  'data-active': '' | undefined;
  onClick: MouseEventHandler<HTMLAnchorElement> | undefined;
}

export interface AppShellLabels {
  /** Accessible name of the menu toggle. */
  menu: string;
  /** Accessible name of the navigation landmark (and the overlay's title). */
  navigation: string;
  /** Accessible name of the overlay's close button. */
  closeNavigation: string;
  /** The first Tab stop: a link past the top bar and drawer to the content. */
  skipToContent: string;
}

export const DEFAULT_APP_SHELL_LABELS: AppShellLabels = {
  menu: 'Menu',
  navigation: 'Main navigation',
  closeNavigation: 'Close navigation',
  skipToContent: 'Skip to content',
};

export interface AppShellProps extends UseNavigationDrawerOptions {
  title: ReactNode;
  logo?: ReactNode;
  /** The top bar's end: the Settings menu. */
  actions?: ReactNode;
  navItems: readonly AppShellNavItem[];
  /** Renders each drawer link, e.g. with react-router's Link; an `<a>` by default. */
  renderLink?: (props: AppShellLinkProps) => ReactNode;
  labels?: Partial<AppShellLabels>;
  children?: ReactNode;
}

const renderAnchor = ({ children, ...props }: AppShellLinkProps) => <a {...props}>{children}</a>;

/**
 * The signed-in frame: a top bar (menu toggle, logo, title, actions), a 180 px navigation drawer
 * docked on wide screens or laid over the content on narrow ones, and the main content.
 */
export function AppShell({
  title,
  logo,
  actions,
  navItems,
  renderLink = renderAnchor,
  labels: labelOverrides,
  children,
  ...drawerOptions
}: AppShellProps) {
  const labels = { ...DEFAULT_APP_SHELL_LABELS, ...labelOverrides };
  const drawer = useNavigationDrawer(drawerOptions);
  const drawerId = useId();
  const mainId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const links = (
    <ul className={styles.navList}>
      {navItems.map((item) => (
        <li key={item.href}>
          {renderLink({
            href: item.href,
            className: styles.navLink,
            'aria-current': item.active ? 'page' : undefined,
            'data-active': item.active ? '' : undefined,
            // A chosen entry closes the overlay; the docked drawer stays.
            onClick: drawer.docked ? undefined : drawer.close,
            children: (
              <>
                {item.icon ? (
                  <span className={styles.navIcon} aria-hidden="true">
                    {item.icon}
                  </span>
                ) : null}
                {item.label}
              </>
            ),
          })}
        </li>
      ))}
    </ul>
  );

  return (
    <div
      className={styles.root}
      data-drawer={drawer.docked ? 'docked' : 'overlay'}
      data-state={drawer.open ? 'open' : 'closed'}
    >
      <a className={styles.skipLink} href={`#${mainId}`}>
        {labels.skipToContent}
      </a>
      <header className={styles.topBar}>
        <IconButton
          ref={toggleRef}
          aria-label={labels.menu}
          aria-expanded={drawer.open}
          aria-controls={drawer.open ? drawerId : undefined}
          icon={<MenuIcon />}
          onClick={drawer.toggle}
        />
        {logo ? <span className={styles.logo}>{logo}</span> : null}
        <p className={styles.title}>{title}</p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      <div className={styles.body}>
        {drawer.docked ? (
          <nav
            id={drawerId}
            aria-label={labels.navigation}
            className={styles.dockedDrawer}
            hidden={!drawer.open}
          >
            {links}
          </nav>
        ) : (
          <OverlayDrawer
            id={drawerId}
            open={drawer.open}
            onOpenChange={drawer.setOpen}
            labels={labels}
            returnFocusTo={toggleRef}
          >
            {links}
          </OverlayDrawer>
        )}
        <main id={mainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}

interface OverlayDrawerProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels: AppShellLabels;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/** The narrow-screen drawer: a modal panel (focus kept inside, Escape and backdrop close it). */
function OverlayDrawer({
  id,
  open,
  onOpenChange,
  labels,
  returnFocusTo,
  children,
}: OverlayDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* No portal: the panel stays inside the shell and so inside its theme class. */}
      <Dialog.Overlay className={styles.backdrop} data-testid="drawer-backdrop" />
      <Dialog.Content
        className={styles.overlayDrawer}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          // Start on the current page's entry rather than the close button.
          const target = event.currentTarget as HTMLElement | null;
          const current = target?.querySelector<HTMLElement>('[aria-current="page"]');
          if (current) {
            event.preventDefault();
            current.focus();
          }
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className={styles.overlayHeader}>
          <Dialog.Title asChild>
            <VisuallyHidden>{labels.navigation}</VisuallyHidden>
          </Dialog.Title>
          <Dialog.Close asChild>
            <IconButton aria-label={labels.closeNavigation} icon={<CloseIcon />} size="small" />
          </Dialog.Close>
        </div>
        <nav id={id} aria-label={labels.navigation}>
          {children}
        </nav>
      </Dialog.Content>
    </Dialog.Root>
  );
}
