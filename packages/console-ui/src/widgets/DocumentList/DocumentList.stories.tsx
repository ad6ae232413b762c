import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DOCUMENTS } from '../fixtures/documents';
import * as layout from '../fixtures/storyLayout.css';
import { DocumentList } from './DocumentList';

const meta = {
  title: 'Widgets/DocumentList',
  component: DocumentList,
  parameters: {
    docs: {
      description: {
        component:
          "A project's documents in six lists by type, two rows of three (console.md §2 Documents): Contracts, Services, Work Orders; Projects, Installations, Other Documents. Each document shows its name, its format, extension and size, and a download link; with `canManage`, rename and delete too.\n\n**When to use.** Use it for a project's documents, grouped by type, with download and (when allowed) rename and delete.\n\n**When not to use.** Not for uploading (DocumentUploadForm) nor for arbitrary file lists without the six types.",
      },
    },
  },
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

/** Six lists in two rows of three; Installations is empty. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Contracts',
      'Services',
      'Work Orders',
      'Projects',
      'Installations',
      'Other Documents',
    ]);
    await expect(canvas.getByRole('list', { name: 'Services' })).toHaveTextContent(
      'DOCX / docx / 1.50 MB',
    );
    await expect(
      within(canvas.getByRole('region', { name: 'Installations' })).getByText('No documents found'),
    ).toBeVisible();
  },
};

export const Playground: Story = { args: { documents: DOCUMENTS.slice(0, 2) } };
