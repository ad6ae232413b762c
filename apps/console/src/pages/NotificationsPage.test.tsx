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
