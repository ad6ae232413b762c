import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusIcon, statusKinds } from './StatusIcon';

const meta = {
  title: 'Components/StatusIcon',
  component: StatusIcon,
  parameters: {
    docs: {
      description: {
        component:
          "A power or error status as an icon with a text alternative; the colour is never the only signal (the icons differ and the text is always there for assistive technology).\n\n**When to use.** Use it wherever a unit's power or error state is shown: the icon differs by state and carries text, so colour is never the only signal.\n\n**When not to use.** Not for general decoration or for states other than power and error (use Badge with text).",
      },
    },
  },
  args: { kind: 'power', active: true },
  argTypes: { kind: { control: 'inline-radio', options: statusKinds } },
} satisfies Meta<typeof StatusIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'On' })).toBeVisible();
  },
};

export const Playground: Story = { args: { kind: 'error', active: true, showLabel: true } };
