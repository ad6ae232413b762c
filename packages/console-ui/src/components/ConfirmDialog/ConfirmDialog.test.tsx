import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from '../../../test/axe';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';

/** A list whose rows each ask before their delete; a deleted row leaves with its dialog. */
function Invites({ answer }: { answer: () => Promise<boolean> }) {
  const [emails, setEmails] = useState(['ana@example.com', 'ivan@example.com']);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Invites
      </h2>
      <ul>
        {emails.map((email) => (
          <li key={email}>
            {email}
            <ConfirmDialog
              title="Delete invite"
              description={`Delete the invite of ${email}?`}
              confirmLabel="Delete"
              trigger={<Button tone="danger">{`Delete invite ${email}`}</Button>}
              onConfirm={async () => {
                // The row goes as soon as the server has deleted it, before the answer returns.
                setEmails((all) => all.filter((other) => other !== email));
                return answer();
              }}
              onConfirmed={() => heading.current?.focus()}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks with the title and question, and Cancel does nothing', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.resolve(true));
    const { baseElement } = render(
      <ConfirmDialog
        title="Delete Floor"
        description="Delete the floor Ground floor?"
        confirmLabel="Delete"
        trigger={<Button>Delete Floor</Button>}
        onConfirm={onConfirm}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Delete Floor' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Floor' });
    expect(dialog).toHaveAccessibleDescription('Delete the floor Ground floor?');
    expect(await axe(baseElement)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('gives focus to the owner when the row leaves with its dialog before the answer', async () => {
    const user = userEvent.setup();
    let answer: (done: boolean) => void = () => undefined;
    render(<Invites answer={() => new Promise<boolean>((resolve) => (answer = resolve))} />);
    await user.click(screen.getByRole('button', { name: 'Delete invite ana@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete invite' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The row, its trigger and its dialog are gone while the answer is still on its way.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('ana@example.com')).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Invites' })).toHaveFocus());
    answer(true);
  });

  it('stays open and can be tried again when the action is refused', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.resolve(false));
    render(
      <ConfirmDialog
        title="Remove Area"
        description="Remove the area Lobby?"
        confirmLabel="Remove"
        defaultOpen
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Area' });
    const remove = within(dialog).getByRole('button', { name: 'Remove' });
    await user.click(remove);
    await waitFor(() => expect(remove).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('dialog', { name: 'Remove Area' })).toBeVisible();
    await user.click(remove);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(2));
  });

  it('cannot be closed while the action runs', async () => {
    const user = userEvent.setup();
    let finish: (done: boolean) => void = () => undefined;
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        title="Remove Area"
        description="Remove the area Lobby?"
        confirmLabel="Remove"
        defaultOpen
        onOpenChange={onOpenChange}
        onConfirm={() => new Promise<boolean>((resolve) => (finish = resolve))}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Area' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Remove Area' })).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
    finish(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
