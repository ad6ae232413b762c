import { waitFor } from '@testing-library/react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@hvac/console-domain';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { useUrlServerQuery } from './useServerQuery';

/** The choices the table's footer offers: the options and the default size, in order. */
const SIZES = [...PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE].sort((a, b) => a - b);

/** A Rows per page select kept in the address, as the list screens keep it. */
function RowsPerPage() {
  const { query, setQuery } = useUrlServerQuery();
  const location = useLocation();
  return (
    <>
      <label htmlFor="size">Rows per page</label>
      <select
        id="size"
        value={query.pageSize}
        onChange={(event) => setQuery({ ...query, pageSize: Number(event.target.value) })}
      >
        {SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <output>{location.search}</output>
      <Link to="/devices/">Devices</Link>
    </>
  );
}

/** What ArrowUp does to a focused <select>: the option before the one the element shows now. */
function arrowUp(select: HTMLSelectElement) {
  select.selectedIndex -= 1;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('useUrlServerQuery', () => {
  // Real event dispatch, outside act(): React Router's address change is a transition that must
  // still be pending when the second key arrives, as it is in a browser.
  let container: HTMLDivElement;
  let root: Root;
  let actEnvironment: unknown;
  beforeEach(() => {
    actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown })
      .IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    root.unmount();
    container.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT =
      actEnvironment;
  });

  /** Renders the screen at `entry`; resolves with its select once it shows `size`. */
  async function mount(entry: string, size: string): Promise<HTMLSelectElement> {
    root.render(
      <MemoryRouter initialEntries={[entry]}>
        <RowsPerPage />
      </MemoryRouter>,
    );
    return waitFor(() => {
      const element = container.querySelector('select');
      expect(element?.value).toBe(size);
      return element as HTMLSelectElement;
    });
  }
  const address = () => container.querySelector('output')?.textContent;

  it('shows the page size just chosen at once, so two quick ArrowUps go 25 → 20 → 10', async () => {
    const select = await mount('/devices/', '25');
    arrowUp(select);
    // Before the address has changed, the select still shows what was chosen.
    expect(select.value).toBe('20');
    arrowUp(select);
    expect(select.value).toBe('10');
    await waitFor(() => expect(address()).toBe('?page_size=10'));
    expect(select.value).toBe('10');
  });

  it('follows the address again once it moves on', async () => {
    const select = await mount('/devices/?page_size=50', '50');
    arrowUp(select);
    await waitFor(() => expect(address()).toBe(''));
    expect(select.value).toBe('25');
  });

  it('forgets the query it set once the address has taken it, so a link back to the plain list shows 25', async () => {
    const select = await mount('/devices/', '25');
    arrowUp(select);
    await waitFor(() => expect(address()).toBe('?page_size=20'));
    container.querySelector('a')?.click();
    await waitFor(() => expect(address()).toBe(''));
    expect(select.value).toBe('25');
  });
});
