import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { documentTitle, useDocumentTitleFromHeading } from './useDocumentTitle';

function Screen({ heading }: { heading: string }) {
  useDocumentTitleFromHeading();
  return (
    <main>
      <h1>{heading}</h1>
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
});
