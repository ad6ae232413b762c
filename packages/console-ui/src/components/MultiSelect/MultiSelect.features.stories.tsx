import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../widgets/fixtures/storyLayout.css';
import type { SelectOption } from '../Select/Select';
import type { MultiSelectProps } from './MultiSelect';
import { MultiSelect } from './MultiSelect';

/** 2,000 projects, as a company past the list's largest page has them. */
const PROJECTS: SelectOption[] = Array.from({ length: 2000 }, (_, index) => ({
  value: String(index + 1),
  label: `Site ${index + 1}`,
}));
const PAGE = 5;

/**
 * A server's search in the story: the first PAGE projects whose name holds the text, and how many
 * match. Answers after a tick, as a request would; no network.
 */
function ServerSearch(props: Omit<MultiSelectProps, 'options' | 'onSearchChange'>) {
  const [search, setSearch] = useState('');
  const [answer, setAnswer] = useState({
    search: '',
    options: PROJECTS.slice(0, PAGE),
    total: PROJECTS.length,
  });
  useEffect(() => {
    const needle = search.toLocaleLowerCase();
    const matching = PROJECTS.filter((project) =>
      project.label.toLocaleLowerCase().includes(needle),
    );
    const timer = setTimeout(
      () => setAnswer({ search, options: matching.slice(0, PAGE), total: matching.length }),
      0,
    );
    return () => clearTimeout(timer);
  }, [search]);
  return (
    <MultiSelect
      {...props}
      options={answer.options}
      total={answer.total}
      searching={answer.search !== search}
      onSearchChange={setSearch}
    />
  );
}

const meta = {
  title: 'Components/MultiSelect/Features',
  component: MultiSelect,
  parameters: {
    docs: {
      description: {
        component:
          'With `onSearchChange` the search goes to the server: the options are its answer (not filtered again), `total` says how many match when the answer holds the first of them, `searching` while it is awaited; chosen values stay listed first, named from `knownOptions` or the answer they were chosen from.',
      },
    },
  },
  args: {
    label: 'Projects',
    options: PROJECTS.slice(0, PAGE),
    labels: { search: 'Search projects' },
  },
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Project 2,000 is found by typing and chosen; the saved choice (1,500) stays listed by name. */
export const ServerSearchFindsAnyProject: Story = {
  args: { knownOptions: [PROJECTS[1499]], defaultValue: ['1500'] },
  render: (args) => <ServerSearch {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Site 1500' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '5 of 2,000 shown. Type to find more.',
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search projects' }), 'site 2000');
    const found = await canvas.findByRole('checkbox', { name: 'Site 2000' });
    await userEvent.click(found);
    await expect(canvas.getByRole('group', { name: 'Projects (2 selected)' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement());
    await expect(canvas.getByRole('checkbox', { name: 'Site 1500' })).toBeChecked();
  },
};

/** While an answer is awaited: said in the live region, the list busy. */
export const Searching: Story = {
  args: { onSearchChange: () => undefined, searching: true, total: 2000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…');
    await expect(canvas.getByRole('list', { name: 'Projects' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A search that matches nothing. */
export const NoMatches: Story = {
  args: { onSearchChange: () => undefined, options: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No matches');
  },
};
