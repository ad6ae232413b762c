import type { ReactNode } from 'react';
import { NAV_ITEMS } from '@hvac/console-domain';
import { SettingsIcon } from '../../icons';
import { Button } from '../Button/Button';
import type { AppShellLinkProps, AppShellNavItem } from './AppShell';

/** Stories' drawer: the console's entries, Devices current. */
export const demoNavItems: AppShellNavItem[] = NAV_ITEMS.map((item) => ({
  href: item.path,
  label: item.label,
  active: item.path === '/devices/',
}));

/** A drawn logo, so stories load nothing from the network. */
export function DemoLogo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" role="img" aria-label="HVAC console">
      <rect width="32" height="32" rx="8" fill="#1a5fcc" />
      <path
        d="M9 16h14M16 9v14M11 11l10 10M21 11 11 21"
        stroke="#ffffff"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Stands in for the Settings menu the app puts in the top bar. */
export function DemoSettings() {
  return (
    <Button variant="ghost" tone="neutral" startIcon={<SettingsIcon />}>
      Settings
    </Button>
  );
}

export function DemoPage({ children }: { children?: ReactNode }) {
  return (
    <>
      <h1>Devices</h1>
      <p>{children ?? 'The page content sits in the main landmark, beside or under the drawer.'}</p>
    </>
  );
}

/** Links that do not leave the story (a router's Link would navigate in the app). */
export function demoRenderLink({ href, children, onClick, ...props }: AppShellLinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
}
