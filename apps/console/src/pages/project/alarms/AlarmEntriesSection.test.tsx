import { makeProject } from '@hvac/console-api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderPage, requests } from '../../../test/pageTest';
import { AlarmEntriesSection } from './AlarmEntriesSection';

const renderEntries = () =>
  renderPage(<AlarmEntriesSection project={makeProject()} canResolve />, {
    path: '/projects/1/',
    route: '/projects/:id/',
  });

const table = () => screen.getByRole('table', { name: 'Alarm Entries' });
const resolveButtons = () => within(table()).queryAllByRole('button', { name: /^Resolve / });

describe('AlarmEntriesSection', () => {
  it('opens on the unresolved entries; clearing the filter shows all of them', async () => {
    const user = userEvent.setup();
    renderEntries();
    await waitFor(() => expect(resolveButtons()).toHaveLength(3));
    const filter = screen.getByRole('checkbox', { name: 'Unresolved only' });
    expect(filter).toBeChecked();
    expect(requests.some((request) => request.includes('is_resolved=false'))).toBe(true);
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 3);
    await user.click(filter);
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(1 + 8));
  });

  it('after Resolve under the filter, the entry leaves and focus goes to the heading', async () => {
    const user = userEvent.setup();
    renderEntries();
    await waitFor(() => expect(resolveButtons()).toHaveLength(3));
    await user.click(resolveButtons()[0]);
    await waitFor(() => expect(resolveButtons()).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Alarm Entries' })).toHaveFocus(),
    );
  });

  it('after Resolve with all entries shown, focus goes to the resolution time in its row', async () => {
    const user = userEvent.setup();
    renderEntries();
    await waitFor(() => expect(resolveButtons()).toHaveLength(3));
    await user.click(screen.getByRole('checkbox', { name: 'Unresolved only' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(1 + 8));
    const row = resolveButtons()[0].closest('tr') as HTMLElement;
    await user.click(resolveButtons()[0]);
    await waitFor(() => expect(resolveButtons()).toHaveLength(2));
    await waitFor(() => expect(document.activeElement?.id).toMatch(/^alarm-entry-\d+-resolved$/));
    expect(row).toContainElement(document.activeElement as HTMLElement);
  });
});
