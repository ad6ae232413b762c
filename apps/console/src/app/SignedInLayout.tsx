import { ConsoleApiProvider, useConsoleMutations } from '@hvac/console-api/react';
import { MESSAGES, ROUTES, visibleNavItems } from '@hvac/console-domain';
import type { AppShellLinkProps } from '@hvac/console-ui';
import {
  AppShell,
  Button,
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuSeparator,
  LogOutIcon,
  SettingsIcon,
  UserIcon,
  useToast,
} from '@hvac/console-ui';
import { Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';

import { Logo } from './Logo';
import { client } from './services';
import { logFailedRead } from './errors';
import { PageFallback } from './PageFallback';
import { SCREEN_TEXT } from './text';
import { useFocusHeadingOnNavigate } from './useFocusHeading';
import { usePermissions } from './usePermissions';

function RouterLink({ href, children, ...props }: AppShellLinkProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}

/** The top bar's Settings menu: Change Password, Profile and Logout. */
function SettingsMenu() {
  const { logout } = useConsoleMutations();
  const toast = useToast();
  const navigate = useNavigate();

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
      <Shell />
    </ConsoleApiProvider>
  );
}

function Shell() {
  const { pathname } = useLocation();
  const permissions = usePermissions();
  useFocusHeadingOnNavigate();
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
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
