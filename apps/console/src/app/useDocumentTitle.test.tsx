import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { documentTitle, useDocumentTitleFromHeading } from './useDocumentTitle';

function Screen({ heading, tab }: { heading: string; tab?: string }) {
  useDocumentTitleFromHeading();
  return (
    <main>
      <h1>{heading}</h1>
      {tab ? (
        <div role="tablist">
          {['Alarms', 'Change Log'].map((name) => (
            <button key={name} role="tab" aria-selected={name === tab}>
              {name}
            </button>
          ))}
        </div>
      ) : null}
    </main>
  );
}

// Unmounted after each test: the title's observer must not outlive the test's document.
afterEach(cleanup);

describe('document titles', () => {
  it('name the screen, then the console', () => {
    expect(documentTitle('Devices')).toBe('Devices · HVAC Console');
    expect(documentTitle('  HP-0001 \n')).toBe('HP-0001 · HVAC Console');
    expect(documentTitle(undefined)).toBe('HVAC Console');
  });

  it("follow the main heading as it changes (a device's unit id once loaded)", async () => {
    const { rerender } = render(<Screen heading="Device" />);
    await waitFor(() => expect(document.title).toBe('Device · HVAC Console'));
    rerender(<Screen heading="HP-0007" />);
    await waitFor(() => expect(document.title).toBe('HP-0007 · HVAC Console'));
  });

  it('name the chosen tab of a screen with tabs, and follow it when it changes', async () => {
    expect(documentTitle('Hotel Moskva', 'Change Log')).toBe(
      'Change Log · Hotel Moskva · HVAC Console',
    );
    const { rerender } = render(<Screen heading="Hotel Moskva" tab="Alarms" />);
    await waitFor(() => expect(document.title).toBe('Alarms · Hotel Moskva · HVAC Console'));
    rerender(<Screen heading="Hotel Moskva" tab="Change Log" />);
    await waitFor(() => expect(document.title).toBe('Change Log · Hotel Moskva · HVAC Console'));
  });
});
