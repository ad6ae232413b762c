import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'vitest-axe';
import { describe, expect, it, vi } from 'vitest';
import { NAV_ITEMS } from '@hvac/console-domain';
import type { AppShellProps } from './AppShell';
import { AppShell } from './AppShell';

const navItems = NAV_ITEMS.map((item) => ({
  href: item.path,
  label: item.label,
  active: item.label === 'Devices',
}));

function renderShell(props: Partial<AppShellProps> = {}) {
  return render(
    <AppShell
      title="Devices"
      logo={<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="HVAC console" />}
      actions={<button type="button">Settings</button>}
      navItems={navItems}
      {...props}
    >
      <h1>Devices</h1>
    </AppShell>,
  );
}

describe('AppShell (docked)', () => {
  it(
    'shows the top bar, an open navigation and the main content',
    { timeout: 20_000 },
    async () => {
      const { container } = renderShell({ mode: 'docked' });
      expect(screen.getByRole('banner')).toHaveTextContent('Devices');
      expect(screen.getByRole('img', { name: 'HVAC console' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Home', 'Projects', 'Devices', 'Users']);
      expect(within(nav).getByRole('link', { name: 'Devices' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
      expect(screen.getByRole('main')).toHaveTextContent('Devices');
      expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it('starts the Tab order with a link to the content', async () => {
    const user = userEvent.setup();
    renderShell({ mode: 'docked' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
  });

  it('hides and shows the drawer from the menu button', async () => {
    const user = userEvent.setup();
    renderShell({ mode: 'docked' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(menu);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  it('renders links through the given renderer (a router link)', () => {
    const onNavigate = vi.fn();
    renderShell({
      mode: 'docked',
      renderLink: ({ href, children, ...props }) => (
        <a
          {...props}
          href={href}
          onClick={(event) => {
            event.preventDefault();
            onNavigate(href);
          }}
        >
          {children}
        </a>
      ),
    });
    fireEvent.click(screen.getByRole('link', { name: 'Projects' }));
    expect(onNavigate).toHaveBeenCalledWith('/projects/');
  });
});

describe('AppShell (overlay)', () => {
  it('starts closed and opens as a modal panel', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderShell({ mode: 'overlay' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(menu);
    const dialog = screen.getByRole('dialog', { name: 'Main navigation' });
    expect(within(dialog).getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Devices' })).toHaveFocus();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderShell({ mode: 'overlay' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
  });

  it('closes from the backdrop, the close button and a chosen entry', async () => {
    const user = userEvent.setup();
    renderShell({
      mode: 'overlay',
      renderLink: ({ href, children, onClick, ...props }) => (
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
      ),
    });
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(menu);
    await user.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Users' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
