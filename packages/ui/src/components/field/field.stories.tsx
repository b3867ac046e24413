import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { Select } from './select.tsx';

const meta = {
  title: 'UI/Field',
  component: Field,
  parameters: { layout: 'padded' },
  args: { label: 'Business Email', children: <Input type="email" placeholder="you@company.com" /> },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Business Email' });
    await userEvent.type(input, 'priya@realty.in');
    await expect(input).toHaveValue('priya@realty.in');
  },
};

export const WithError: Story = {
  args: { error: 'Please enter a valid business email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Business Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid business email');
  },
};

export const WithHint: Story = {
  args: { label: 'Contact Number', hint: 'We call this number right away.', children: <Input type="tel" inputMode="numeric" /> },
};

export const Disabled: Story = { args: { children: <Input type="email" disabled defaultValue="priya@realty.in" /> } };

export const SelectControl: Story = {
  args: {
    label: 'Country',
    children: (
      <Select defaultValue="IN">
        <option value="IN">🇮🇳 India (+91)</option>
        <option value="US">🇺🇸 United States (+1)</option>
        <option value="GB">🇬🇧 United Kingdom (+44)</option>
      </Select>
    ),
  },
};

export const SelectWithError: Story = {
  args: {
    label: 'Country',
    error: 'Please choose a country',
    children: (
      <Select defaultValue="">
        <option value="" disabled>
          Choose a country
        </option>
        <option value="IN">🇮🇳 India (+91)</option>
      </Select>
    ),
  },
};
