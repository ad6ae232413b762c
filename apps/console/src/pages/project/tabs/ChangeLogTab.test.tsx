import { makeProject } from '@hvac/console-api/mocks';
import { MESSAGES } from '@hvac/console-domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderPage } from '../../../test/pageTest';
import ChangeLogTab from './ChangeLogTab';

afterEach(() => vi.restoreAllMocks());

describe('ChangeLogTab (projects.md §2 Change log, §8)', () => {
  it('shows a failure with a retry and leaves its logging to the data provider', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<ChangeLogTab project={makeProject({ id: 1 })} />, {
      path: '/projects/1/?tab=change_log',
      route: '/projects/:id/',
      failures: { 'GET /projects/:id/change_log/': 500 },
    });
    expect(await screen.findByText(MESSAGES.ERROR_FETCHING_CHANGE_LOGS)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The tab itself logs nothing (this test's provider has no onError): the console's provider
    // logs each failure once (app/errors.ts logFailedRead), not the screen on every render.
    expect(consoleError).not.toHaveBeenCalled();
  });
});
