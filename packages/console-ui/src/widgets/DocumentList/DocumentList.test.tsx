import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { DOCUMENTS } from '../fixtures/documents';
import type { DocumentListItem } from './DocumentList';
import { DocumentList } from './DocumentList';

const TITLES = [
  'Contracts',
  'Services',
  'Work Orders',
  'Projects',
  'Installations',
  'Other Documents',
];

/** A list that really removes and renames, as the console's refreshed list would. */
function Managed({
  onDelete,
  onRename,
}: {
  onDelete?: () => void;
  onRename?: (name: string, documentType: string) => void;
}) {
  const [documents, setDocuments] = useState(DOCUMENTS);
  return (
    <DocumentList
      documents={documents}
      canManage
      onRename={(document: DocumentListItem, name: string, documentType) => {
        onRename?.(name, documentType);
        setDocuments((all) =>
          all.map((item) =>
            item.id === document.id ? { ...item, name, document_type: documentType } : item,
          ),
        );
        return Promise.resolve(true);
      }}
      onDelete={(document: DocumentListItem) => {
        onDelete?.();
        setDocuments((all) => all.filter((item) => item.id !== document.id));
        return Promise.resolve(true);
      }}
    />
  );
}

describe('DocumentList', () => {
  it('shows six lists in order, each document with format, extension and size', () => {
    render(<DocumentList documents={DOCUMENTS} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(TITLES);
    const services = screen.getByRole('list', { name: 'Services' });
    const items = within(services).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Annual service report');
    expect(items[0]).toHaveTextContent('DOCX / docx / 1.50 MB');
    expect(screen.getByRole('list', { name: 'Contracts' })).toHaveTextContent(
      'PDF / pdf / 2.00 KB',
    );
    expect(screen.getByRole('list', { name: 'Other Documents' })).toHaveTextContent('28.61 MB');
    expect(
      within(screen.getByRole('region', { name: 'Installations' })).getByText('No documents found'),
    ).toBeVisible();
  });

  it('downloads through the signed link', () => {
    render(<DocumentList documents={DOCUMENTS} />);
    expect(screen.getByRole('link', { name: 'Download Maintenance contract' })).toHaveAttribute(
      'href',
      DOCUMENTS[0].file.url,
    );
  });

  it('offers rename and delete only to who may manage documents', () => {
    const { rerender } = render(
      <DocumentList documents={DOCUMENTS} onRename={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: /^Rename/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    rerender(
      <DocumentList documents={DOCUMENTS} canManage onRename={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(screen.getAllByRole('button', { name: /^Rename/ })).toHaveLength(6);
    expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(6);
  });

  it('renames in a dialog', async () => {
    const user = userEvent.setup();
    const onRename = vi.fn();
    render(<Managed onRename={onRename} />);
    await user.click(screen.getByRole('button', { name: 'Rename Maintenance contract' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename document' });
    const field = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please fill out all fields before uploading.')).toBeVisible();
    expect(onRename).not.toHaveBeenCalled();
    await user.type(field, 'Service contract 2026{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('list', { name: 'Contracts' })).toHaveTextContent(
      'Service contract 2026',
    );
    expect(screen.getByRole('button', { name: 'Rename Service contract 2026' })).toHaveFocus();
  });

  it('retypes in Rename to any of the six types, Installations included (DECISIONS.md)', async () => {
    const user = userEvent.setup();
    const onRename = vi.fn();
    render(<Managed onRename={onRename} />);
    await user.click(screen.getByRole('button', { name: 'Rename Maintenance contract' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename document' });
    const type = within(dialog).getByRole('combobox', { name: 'Type' });
    expect(type).toHaveValue('contract');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Contract', 'Service', 'Work Order', 'Project', 'Installation', 'Other']);
    await user.selectOptions(type, 'Installation');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onRename).toHaveBeenCalledWith('Maintenance contract', 'installation');
    expect(screen.getByRole('list', { name: 'Installations' })).toHaveTextContent(
      'Maintenance contract',
    );
  });

  it('focuses a document just uploaded once the list shows it', () => {
    const [first, ...others] = DOCUMENTS;
    const { rerender } = render(<DocumentList documents={others} canManage arrivedId={first.id} />);
    expect(document.body).toHaveFocus();
    rerender(<DocumentList documents={DOCUMENTS} canManage arrivedId={first.id} />);
    expect(screen.getByRole('link', { name: `Download ${first.name}` })).toHaveFocus();
  });

  it('deletes after the confirmation, then focuses the list heading', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<Managed onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete Maintenance contract' }));
    const dialog = screen.getByRole('dialog', { name: /Maintenance contract/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Maintenance contract' }));
    await user.click(
      within(screen.getByRole('dialog', { name: /Maintenance contract/ })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Maintenance contract')).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Contracts' })).toHaveFocus());
  });

  it('shows loading and failure states', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<DocumentList documents={undefined} loading />);
    expect(screen.getByRole('region', { name: 'Documents' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No documents found')).toBeNull();
    rerender(
      <DocumentList
        documents={undefined}
        errorMessage="Failed to fetch documents."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch documents.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <DocumentList documents={DOCUMENTS} canManage onRename={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
