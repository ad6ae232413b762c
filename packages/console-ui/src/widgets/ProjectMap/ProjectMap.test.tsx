import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'vitest-axe';
import { describe, expect, it, vi } from 'vitest';
import { MAP_PROJECTS } from '../fixtures/projects';
import { ProjectMap } from './ProjectMap';
import { createGridTileProvider, localTileProvider } from './localTiles';
import type { MapProject } from './useProjectClusters';

// pigeon-maps asks where a click landed; jsdom has no layout to answer with.
if (typeof document.elementFromPoint !== 'function') {
  document.elementFromPoint = () => null;
}

// jsdom has no layout: a fixed width lets pigeon-maps place the overlays.
const size = { width: 1000, height: 800 };

function renderMap(props: Partial<Parameters<typeof ProjectMap>[0]> = {}) {
  return render(
    <ProjectMap
      projects={MAP_PROJECTS}
      tileProvider={localTileProvider}
      animate={false}
      {...size}
      {...props}
    />,
  );
}

describe('ProjectMap', { timeout: 20_000 }, () => {
  it('shows a named map region, a local tile source and no network URLs', () => {
    const { container } = renderMap();
    expect(screen.getByRole('region', { name: 'Projects map' })).toBeTruthy();
    const tiles = container.querySelectorAll('img');
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) expect(tile.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('shows a neutral tile where a tile cannot load, and keeps the markers', () => {
    const { container } = renderMap({ tileProvider: () => 'https://tiles.invalid/0/0/0.png' });
    const tile = container.querySelector('img');
    expect(tile).not.toBeNull();
    fireEvent.error(tile!);
    expect(tile!.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(tile!.hasAttribute('srcset')).toBe(false);
    expect(screen.getByRole('button', { name: '3 projects, active alarm' })).toBeVisible();
  });

  it('clusters the three Belgrade projects at zoom 7 and keeps the others apart', () => {
    renderMap();
    const cluster = screen.getByRole('button', { name: '3 projects, active alarm' });
    expect(cluster.textContent).toBe('3');
    expect(cluster.dataset.tone).toBe('alarm');
    expect(screen.getByRole('button', { name: 'Novi Sad Business Centre' }).dataset.tone).toBe(
      'ok',
    );
    expect(
      screen.getByRole('button', { name: 'Nis Clinical Centre, active alarm' }).dataset.tone,
    ).toBe('alarm');
  });

  it('tells markers with and without an active alarm apart by more than colour (WCAG 1.4.1)', () => {
    renderMap();
    const ok = screen.getByRole('button', { name: 'Novi Sad Business Centre' });
    const alarm = screen.getByRole('button', { name: 'Nis Clinical Centre, active alarm' });
    const glyph = (marker: HTMLElement) => marker.querySelector('svg')?.innerHTML ?? '';
    expect(glyph(ok)).not.toBe('');
    expect(glyph(alarm)).not.toBe('');
    expect(glyph(alarm)).not.toBe(glyph(ok));
  });

  it('zooms into a cluster when it is activated by keyboard until its projects are apart', async () => {
    const user = userEvent.setup();
    renderMap();
    screen.getByRole('button', { name: '3 projects, active alarm' }).focus();
    await user.keyboard('{Enter}');
    // The first expansion separates Airport City; the two closest towers still share a cluster.
    expect(screen.queryByRole('button', { name: /^3 projects/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Airport City' }).dataset.tone).toBe('ok');
    // Focus went to what the cluster became, not to <body>.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.tagName).toBe('BUTTON');
    const pair = screen.getByRole('button', { name: '2 projects, active alarm' });
    pair.focus();
    await user.keyboard(' ');
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('region', { name: 'Projects map' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    expect(screen.queryByRole('button', { name: /projects/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Usce Tower, active alarm' }).dataset.tone).toBe(
      'alarm',
    );
    expect(screen.getByRole('button', { name: 'Belgrade Waterfront' }).dataset.tone).toBe('ok');
  });

  it('opens an info window with image, name, address and the View Project link', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderMap({ onNavigate });
    const marker = screen.getByRole('button', { name: 'Novi Sad Business Centre' });
    await user.click(marker);
    expect(marker.getAttribute('aria-expanded')).toBe('true');

    const info = screen.getByRole('dialog', { name: 'Novi Sad Business Centre' });
    expect(document.activeElement).toBe(info);
    expect(info.querySelector('img')?.getAttribute('src')).toMatch(/^data:image/);
    expect(within(info).getByText('Bulevar oslobodjenja 30')).toBeTruthy();
    expect(within(info).getByText('21000 Novi Sad')).toBeTruthy();
    expect(within(info).getByText('Serbia')).toBeTruthy();

    const link = within(info).getByRole('link', { name: 'View Project' });
    expect(link.getAttribute('href')).toBe('/projects/4/');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ id: 4, name: 'Novi Sad Business Centre' }),
      '/projects/4/',
    );
  });

  it('closes the info window with Escape and returns focus to the marker', async () => {
    const user = userEvent.setup();
    renderMap();
    const marker = screen.getByRole('button', { name: 'Sarajevo Office Park' });
    await user.click(marker);
    expect(screen.getByRole('dialog', { name: 'Sarajevo Office Park' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(marker);
    expect(marker.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders the link through renderLink when the app supplies its router link', async () => {
    const user = userEvent.setup();
    renderMap({
      getProjectHref: (project: MapProject) => `/custom/${project.id}`,
      renderLink: ({ href, className, children }) => (
        <a href={href} className={className} data-router="yes">
          {children}
        </a>
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Sarajevo Office Park' }));
    const link = screen.getByRole('link', { name: 'View Project' });
    expect(link.getAttribute('href')).toBe('/custom/6');
    expect(link.dataset.router).toBe('yes');
  });

  it('reports selection changes when controlled', () => {
    const onSelectedProjectChange = vi.fn();
    renderMap({ selectedProjectId: 6, onSelectedProjectChange });
    expect(screen.getByRole('dialog', { name: 'Sarajevo Office Park' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onSelectedProjectChange).toHaveBeenCalledWith(null);
    // Controlled: the parent decides, so the window stays until the prop changes.
    expect(screen.getByRole('dialog', { name: 'Sarajevo Office Park' })).toBeTruthy();
  });

  it('zoom buttons change the zoom level and the clustering with it', async () => {
    const user = userEvent.setup();
    renderMap();
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    // At zoom 6 Novi Sad joins the Belgrade cluster.
    expect(screen.getByRole('button', { name: '4 projects, active alarm' }).textContent).toBe('4');
    expect(screen.queryByRole('button', { name: 'Novi Sad Business Centre' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByRole('button', { name: 'Novi Sad Business Centre' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '3 projects, active alarm' })).toBeTruthy();
  });

  it('skips projects without coordinates', () => {
    renderMap({
      projects: [
        { id: 9, name: 'Nowhere', location: null },
        { id: 10, name: 'Broken', location: { lat: 'x', lon: 20 } },
        MAP_PROJECTS[3],
      ],
    });
    expect(screen.queryByRole('button', { name: 'Nowhere' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Broken' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Novi Sad Business Centre' })).toBeTruthy();
  });

  it('has no axe violations with the info window open', async () => {
    const { container } = renderMap({ defaultSelectedProjectId: 4 });
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('createGridTileProvider', () => {
  it('gives the same data URL for any tile, in the colours asked', () => {
    const provider = createGridTileProvider({
      background: '#000000',
      line: '#111111',
      border: '#222222',
    });
    const url = provider(1, 2, 3, 1);
    expect(url).toBe(provider(4, 5, 6, 2));
    expect(decodeURIComponent(url)).toContain('fill="#000000"');
  });
});
