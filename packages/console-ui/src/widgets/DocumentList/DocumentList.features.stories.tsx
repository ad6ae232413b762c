import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DOCUMENTS } from '../fixtures/documents';
import * as layout from '../fixtures/storyLayout.css';
import type { DocumentListItem, DocumentListProps } from './DocumentList';
import { DocumentList } from './DocumentList';

const meta = {
  title: 'Widgets/DocumentList/Features',
  component: DocumentList,
  args: {
    documents: DOCUMENTS,
    canManage: true,
    onRename: fn(() => Promise.resolve(true)),
    onDelete: fn(() => Promise.resolve(true)),
  },
  decorators: [
    (Story) => (
      <div className={layout.wide}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { documents: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Documents' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText('No documents found')).toBeNull();
  },
};

export const Empty: Story = {
  args: { documents: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('No documents found')).toHaveLength(6);
  },
};

export const LoadFailed: Story = {
  args: { documents: undefined, errorMessage: 'Failed to fetch documents.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch documents.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without `manage_documents` (an operator, a spectator): download only. */
export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /^Download/ })).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: /^Rename|^Delete/ })).toBeNull();
  },
};

/** A list that renames and removes for real, as the console's refreshed list does. */
function ManagedList(props: Pick<DocumentListProps, 'onRename' | 'onDelete'>) {
  const [documents, setDocuments] = useState(DOCUMENTS);
  return (
    <DocumentList
      documents={documents}
      canManage
      onRename={async (document: DocumentListItem, name: string, documentType) => {
        await props.onRename?.(document, name, documentType);
        setDocuments((all) =>
          all.map((item) =>
            item.id === document.id ? { ...item, name, document_type: documentType } : item,
          ),
        );
        return true;
      }}
      onDelete={async (document: DocumentListItem) => {
        await props.onDelete?.(document);
        setDocuments((all) => all.filter((item) => item.id !== document.id));
        return true;
      }}
    />
  );
}

/** Rename by keyboard: the dialog opens on the name, Enter saves, focus returns to the button. */
export const Rename: Story = {
  render: (args) => <ManagedList onRename={args.onRename} onDelete={args.onDelete} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Rename Maintenance contract' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Rename document' });
    const field = within(dialog).getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, 'Service contract 2026{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onRename).toHaveBeenCalledWith(
      DOCUMENTS[0],
      'Service contract 2026',
      'contract',
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Rename Service contract 2026' })).toHaveFocus(),
    );
  },
};

/** Delete asks first; afterwards focus lands on the list's heading, not on the page. */
export const Delete: Story = {
  render: (args) => <ManagedList onRename={args.onRename} onDelete={args.onDelete} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Maintenance contract' }));
    const dialog = await screen.findByRole('dialog', { name: /Maintenance contract/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Maintenance contract')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Contracts' })).toHaveFocus());
  },
};

/** The confirmation dialog itself. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete Annual service report' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Annual service report/ });
    await expect(dialog).toHaveTextContent('This cannot be undone.');
  },
};

export const LongText: Story = {
  args: {
    documents: [
      {
        ...DOCUMENTS[0],
        name: 'Maintenance and service contract for the variable refrigerant flow systems of Ušće Tower, building B, 2026–2030',
      },
      {
        ...DOCUMENTS[1],
        name: 'Report-VRF-2026-03-SERBIA-BELGRADE-USCE-TOWER-ROOF-WEST-0000000001',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** On a phone: one list under the other, no sideways scroll. */
export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const contracts = within(canvasElement).getByRole('region', { name: 'Contracts' });
    const services = within(canvasElement).getByRole('region', { name: 'Services' });
    await expect(services.getBoundingClientRect().top).toBeGreaterThan(
      contracts.getBoundingClientRect().bottom,
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(DOCUMENTS.length);
  },
};
