import { LiveUpdatesProvider, useLiveStatus } from '@hvac/console-api/live';
import { ConsoleApiProvider, useConsoleMutations } from '@hvac/console-api/react';
import {
  COLOR_SCHEME_CHOICES,
  LIVE_MESSAGES,
  MESSAGES,
  ROUTES,
  isColorSchemeChoice,
  livePauseText,
  visibleNavItems,
} from '@hvac/console-domain';
import type { AppShellLinkProps } from '@hvac/console-ui';
import {
  AppShell,
  Button,
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  InboxIcon,
  LiveUpdatesNotice,
  LogOutIcon,
  SettingsIcon,
  UserIcon,
  useToast,
} from '@hvac/console-ui';
import { Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';

import { LIVE_REFRESH_MS } from '../config';
import * as styles from './layout.css';
import { Logo } from './Logo';
import { setColorSchemeChoice, useColorSchemeChoice } from './colorScheme';
import { client } from './services';
import { logFailedRead } from './errors';
import { PageFallback } from './PageFallback';
import { SCREEN_TEXT } from './text';
import { usePermissions } from './usePermissions';

function RouterLink({ href, children, ...props }: AppShellLinkProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}

/** The top bar's Settings menu: Change Password, Profile, the theme (remembered) and Logout. */
function SettingsMenu() {
  const { logout } = useConsoleMutations();
  const toast = useToast();
  const navigate = useNavigate();
  const colorScheme = useColorSchemeChoice();
  const permissions = usePermissions();

  async function signOut() {
    await logout();
    toast.success(MESSAGES.LOGOUT_SUCCESS);
    void navigate(ROUTES.login, { replace: true });
  }

  return (
    <DropdownMenu
      trigger={
        <Button variant="ghost" tone="neutral" startIcon={<SettingsIcon />}>
          {SCREEN_TEXT.settings}
        </Button>
      }
    >
      <DropdownMenuItem
        icon={<SettingsIcon />}
        onSelect={() => void navigate(ROUTES.changePassword)}
      >
        {SCREEN_TEXT.changePassword}
      </DropdownMenuItem>
      <DropdownMenuItem icon={<UserIcon />} onSelect={() => void navigate(ROUTES.profile)}>
        {SCREEN_TEXT.profile}
      </DropdownMenuItem>
      {permissions.can('view_users') ? (
        <DropdownMenuItem icon={<InboxIcon />} onSelect={() => void navigate(ROUTES.notifications)}>
          {MESSAGES.NOTIFICATIONS_MENU}
        </DropdownMenuItem>
      ) : null}
      {permissions.can('add_device_models') ? (
        <DropdownMenuItem
          icon={<SettingsIcon />}
          onSelect={() => void navigate(ROUTES.deviceModels)}
        >
          {SCREEN_TEXT.deviceModelsTitle}
        </DropdownMenuItem>
      ) : null}
      <DropdownMenuSeparator />
      <DropdownMenuRadioGroup
        label={SCREEN_TEXT.theme}
        value={colorScheme}
        onValueChange={(value) => {
          if (isColorSchemeChoice(value)) setColorSchemeChoice(value);
        }}
      >
        {COLOR_SCHEME_CHOICES.map((choice) => (
          <DropdownMenuRadioItem key={choice.value} value={choice.value}>
            {choice.label}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
      <DropdownMenuSeparator />
      <DropdownMenuItem icon={<LogOutIcon />} onSelect={() => void signOut()}>
        {SCREEN_TEXT.logout}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}

/** The signed-in frame (console.md §2 Application shell) around every signed-in screen. */
export default function SignedInLayout() {
  return (
    <ConsoleApiProvider client={client} onError={logFailedRead}>
      <LiveUpdatesProvider>
        <Shell />
      </LiveUpdatesProvider>
    </ConsoleApiProvider>
  );
}

/** Above every screen: whether live updates are paused, and why (screens poll meanwhile). */
function LiveNotice() {
  const status = useLiveStatus();
  const paused = status?.state === 'paused';
  return (
    <LiveUpdatesNotice
      className={styles.liveNotice}
      paused={paused}
      title={LIVE_MESSAGES.PAUSED}
      reason={paused ? livePauseText(status.reason, LIVE_REFRESH_MS) : undefined}
    />
  );
}

function Shell() {
  const { pathname } = useLocation();
  const permissions = usePermissions();
  // Entries the user's permission type cannot use are not offered (the domain's rule); until the
  // user is known they stay hidden rather than flash in and out.
  const navItems = visibleNavItems(permissions.permissionType).map((item) => ({
    href: item.path,
    label: item.label,
    active: pathname.startsWith(item.path),
  }));
  return (
    <AppShell
      title={SCREEN_TEXT.appTitle}
      logo={<Logo />}
      actions={<SettingsMenu />}
      navItems={navItems}
      renderLink={RouterLink}
    >
      <LiveNotice />
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
