import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { pickedFile } from '../fixtures/documents';
import { DocumentUploadForm } from './DocumentUploadForm';
import type { DocumentUploadCallbacks, DocumentUploadSubmission } from './useDocumentUploadForm';
import { useDocumentUploadForm } from './useDocumentUploadForm';

type Upload = (
  submission: DocumentUploadSubmission,
  callbacks: DocumentUploadCallbacks,
) => Promise<unknown>;

function Harness({ onUpload, onReject }: { onUpload: Upload; onReject?: () => void }) {
  const form = useDocumentUploadForm({ onUpload, onReject });
  return <DocumentUploadForm form={form} />;
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: /Type/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('DocumentUploadForm', () => {
  it('enables Upload once a name and a file exist', async () => {
    const user = userEvent.setup();
    render(<Harness onUpload={vi.fn()} />);
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Contract 2026');
    expect(upload).toBeDisabled();
    await user.upload(screen.getByLabelText(/File/), pickedFile('contract.pdf'));
    expect(upload).toBeEnabled();
  });

  it("asks for every field: 'Please fill out all fields before uploading.'", async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn();
    render(<Harness onUpload={onUpload} />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Contract 2026');
    await user.upload(screen.getByLabelText(/File/), pickedFile('contract.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill out all fields before uploading.',
    );
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('refuses an unsupported file and one over 30,000,000 bytes', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onReject = vi.fn();
    render(<Harness onUpload={vi.fn()} onReject={onReject} />);
    const input = screen.getByLabelText(/File/);
    expect(input).toHaveAttribute('accept', '.pdf,.docx,.doc,.xlsx,.xls,.txt,.jpeg,.jpg,.png');

    await user.upload(input, pickedFile('setup.exe', 100, 'application/octet-stream'));
    expect(
      screen.getByText('Unsupported file type. Please upload a valid document.'),
    ).toBeVisible();
    expect(onReject).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'setup.exe' }),
      'Unsupported file type. Please upload a valid document.',
    );

    await user.upload(screen.getByLabelText(/File/), pickedFile('scan.pdf', 30_000_001));
    expect(screen.getByText('scan.pdf is not a valid file. Max file size is 30 MB')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Scan');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();

    // Exactly the limit is accepted.
    await user.upload(screen.getByLabelText(/File/), pickedFile('scan.pdf', 30_000_000));
    expect(screen.queryByText(/is not a valid file/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('uploads with progress, then clears the form', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    let report: (fraction: number) => void = () => undefined;
    const onUpload = vi.fn<Upload>(
      (_submission, callbacks) =>
        new Promise<void>((resolve) => {
          report = callbacks.onProgress;
          finish = resolve;
        }),
    );
    render(<Harness onUpload={onUpload} />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '  Contract 2026 ');
    const file = pickedFile('Contract.PDF');
    await user.upload(screen.getByLabelText(/File/), file);
    await chooseType(user, 'Work Order');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(onUpload).toHaveBeenCalledWith(
      {
        name: 'Contract 2026',
        file,
        documentType: 'work_order',
        fileType: 'document',
        extension: 'pdf',
      },
      expect.anything(),
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveAttribute('aria-disabled', 'true');
    act(() => report(0.42));
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    await act(() => {
      finish();
      return Promise.resolve();
    });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(screen.getByLabelText<HTMLInputElement>(/File/).files).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('keeps what was typed when the upload fails', async () => {
    const user = userEvent.setup();
    render(<Harness onUpload={() => Promise.reject(new Error('offline'))} />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Contract');
    await user.upload(screen.getByLabelText(/File/), pickedFile('contract.pdf'));
    await chooseType(user, 'Contract');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Contract');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('offers all six types, Installation included (DECISIONS.md)', async () => {
    const user = userEvent.setup();
    render(<Harness onUpload={vi.fn()} />);
    await user.click(screen.getByRole('combobox', { name: /Type/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Contract',
      'Service',
      'Work Order',
      'Project',
      'Installation',
      'Other',
    ]);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Harness onUpload={vi.fn()} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
