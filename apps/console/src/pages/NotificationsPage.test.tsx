import { createMockState, makeProject } from '@hvac/console-api/mocks';
import { WebhookSecretDialog } from '@hvac/console-ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '../test/pageTest';
import NotificationsPage from './NotificationsPage';

describe('NotificationsPage keeps focus on a named place (WCAG 2.4.3)', () => {
  it("after deleting a rule: the next rule's Delete, then the last one's, then New rule", async () => {
    const user = userEvent.setup();
    renderPage(<NotificationsPage />, { path: '/notifications/', route: '/notifications/' });
    const remove = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete notification rule' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: `Delete ${name}` })).toBeNull(),
      );
    };

    await remove('Night shift on call');
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Delete Ticketing webhook' }),
    );

    await remove('Ticketing webhook');
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /New rule/i }));
  }, 60_000);
});

/** The page's wiring of the secret dialog: it opens after the rule dialog (its opener) is gone. */
function SecretAfterRule() {
  const heading = useRef<HTMLHeadingElement>(null);
  const [ruleOpen, setRuleOpen] = useState(true);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Notification rules
      </h2>
      {ruleOpen ? (
        <button
          type="button"
          onClick={() => {
            setRuleOpen(false);
            setSecret('whsec_abc');
          }}
        >
          Save
        </button>
      ) : null}
      <WebhookSecretDialog
        secret={secret}
        onClose={() => setSecret(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          heading.current?.focus();
        }}
      />
    </>
  );
}

describe('WebhookSecretDialog, closed after its opener went', () => {
  it('gives focus to the place its owner names, not <body>', async () => {
    const user = userEvent.setup();
    render(<SecretAfterRule />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Notification rules' }),
    );
  });
});

// jsdom has no ResizeObserver; Radix's Checkbox (the rule dialog's pickers) measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('NotificationsPage with more projects than one page (issue 31)', () => {
  /** The demo's projects and 150 more: project 1150 is far past the list's first page. */
  function manyProjects() {
    const state = createMockState();
    for (let number = 1; number <= 150; number++) {
      state.projects.push(
        makeProject({ id: 1000 + number, name: `Bulk Site ${String(number).padStart(3, '0')}` }),
      );
    }
    state.notificationRules[1].projects = [1150];
    return state;
  }

  it('names a rule’s project by id, and finds and chooses any project by searching', async () => {
    const user = userEvent.setup();
    const state = manyProjects();
    renderPage(<NotificationsPage />, {
      path: '/notifications/',
      route: '/notifications/',
      state,
    });
    // The webhook rule's project is not on the pickers' first page: named all the same.
    expect(await screen.findByText('Bulk Site 150')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /New rule/i }));
    const dialog = await screen.findByRole('dialog', { name: 'New notification rule' });
    // The form renders just after the dialog's frame; its first field then takes focus.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus(),
    );
    await user.keyboard('Far sites');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Manager' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Bulk Site 149' })).toBeNull();
    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Search projects' }),
      'bulk site 149',
    );
    // The search goes to the server after a pause in typing.
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'Bulk Site 149' }, { timeout: 5000 }),
    );
    expect(within(dialog).getByRole('group', { name: /Projects \(1 selected\)/ })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const created = state.notificationRules.find((rule) => rule.name === 'Far sites');
    expect(created?.projects).toEqual([1149]);
    expect(await screen.findByText('Bulk Site 149')).toBeInTheDocument();
  }, 60_000);

  it('keeps an edited rule’s project chosen and named while another search is shown', async () => {
    const user = userEvent.setup();
    renderPage(<NotificationsPage />, {
      path: '/notifications/',
      route: '/notifications/',
      state: manyProjects(),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Ticketing webhook' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit/ });
    expect(
      await within(dialog).findByRole('checkbox', { name: 'Bulk Site 150' }, { timeout: 5000 }),
    ).toBeChecked();
    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Search projects' }),
      'bulk site 007',
    );
    expect(
      await within(dialog).findByRole('checkbox', { name: 'Bulk Site 007' }, { timeout: 5000 }),
    ).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Bulk Site 150' })).toBeChecked();
  }, 60_000);
});
