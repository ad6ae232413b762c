import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { PageHeading, usePageHeading } from './pageHeading';
import { PageNavigationProvider } from './pageNavigation';
import { documentTitle } from './useDocumentTitle';

/** A screen that names its heading and, with tabs, the chosen one. */
function Screen({ heading, tab }: { heading: string; tab?: string }) {
  const ref = usePageHeading(heading, tab);
  return (
    <main>
      <h1 ref={ref}>{heading}</h1>
      {/* A heading the screen does not name is not its title. */}
      <h1>Something else</h1>
    </main>
  );
}

afterEach(cleanup);

describe('document titles', () => {
  it('name the screen, then the console', () => {
    expect(documentTitle('Devices')).toBe('Devices · HVAC Console');
    expect(documentTitle('  HP-0001 \n')).toBe('HP-0001 · HVAC Console');
    expect(documentTitle(undefined)).toBe('HVAC Console');
  });

  it("follow the heading the screen names as it changes (a device's unit id once loaded)", () => {
    const { rerender } = render(<Screen heading="Device" />);
    expect(document.title).toBe('Device · HVAC Console');
    rerender(<Screen heading="HP-0007" />);
    expect(document.title).toBe('HP-0007 · HVAC Console');
  });

  it('name the chosen tab of a screen with tabs, and follow it when it changes', () => {
    expect(documentTitle('Hotel Moskva', 'Change Log')).toBe(
      'Change Log · Hotel Moskva · HVAC Console',
    );
    const { rerender } = render(<Screen heading="Hotel Moskva" tab="Alarms" />);
    expect(document.title).toBe('Alarms · Hotel Moskva · HVAC Console');
    rerender(<Screen heading="Hotel Moskva" tab="Change Log" />);
    expect(document.title).toBe('Change Log · Hotel Moskva · HVAC Console');
  });

  it("is the console's name alone on a screen that names no heading yet", () => {
    document.title = 'Devices · HVAC Console';
    render(
      <MemoryRouter initialEntries={['/projects/1/']}>
        <PageNavigationProvider>
          <p>Loading…</p>
        </PageNavigationProvider>
      </MemoryRouter>,
    );
    expect(document.title).toBe('HVAC Console');
  });

  it('is set by a PageHeading outside the router too (the first sign-in screen)', () => {
    render(<PageHeading title="Sign In" />);
    expect(document.title).toBe('Sign In · HVAC Console');
  });
});
