import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../field/field.tsx';
import { PhoneInput, type PhoneInputProps } from './phone-input.tsx';

type HarnessProps = PhoneInputProps & { label: string; error?: string };

/** Holds the value as a form would, and reports every change to the story's spies. */
function Harness({ label, error, countryId, digits, onCountryChange, onDigitsChange, ...rest }: HarnessProps) {
  const [country, setCountry] = useState(countryId);
  const [number, setNumber] = useState(digits);
  return (
    <Field label={label} error={error}>
      <PhoneInput
        {...rest}
        countryId={country}
        digits={number}
        onCountryChange={(next) => {
          setCountry(next);
          onCountryChange(next);
        }}
        onDigitsChange={(next) => {
          setNumber(next);
          onDigitsChange(next);
        }}
      />
    </Field>
  );
}

const meta = {
  title: 'UI/PhoneInput',
  component: Harness,
  parameters: { layout: 'padded' },
  args: {
    label: 'Contact Number',
    countryLabel: 'Country code',
    countryId: 'IN',
    digits: '',
    onCountryChange: fn(),
    onDigitsChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const country = canvas.getByRole('combobox', { name: 'Country code' });
    await expect(country).toHaveValue('IN');
    await expect(within(country).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '🇮🇳 +91',
      '🇺🇸 +1',
      '🇬🇧 +44',
      '🇨🇦 +1',
      '🇦🇺 +61',
      '🇩🇪 +49',
      '🇸🇬 +65',
      '🇦🇪 +971',
      '🇫🇷 +33',
      '🇯🇵 +81',
      '🇨🇳 +86',
      '🇧🇷 +55',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Contact Number' })).toHaveValue('');
  },
};

export const DigitsOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'Contact Number' });
    await userEvent.type(number, '(98765) 43-210 x');
    await expect(number).toHaveValue('9876543210');
    await expect(args.onDigitsChange).toHaveBeenLastCalledWith('9876543210');
  },
};

export const KeyboardCountryChange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const country = canvas.getByRole('combobox', { name: 'Country code' });
    await expect(country).toHaveFocus();
    await userEvent.selectOptions(country, 'AE');
    await expect(args.onCountryChange).toHaveBeenCalledWith('AE');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Contact Number' })).toHaveFocus();
  },
};

export const Filled: Story = { args: { countryId: 'GB', digits: '7400123456' } };

export const WithError: Story = {
  args: { digits: '98765', error: 'Please enter a valid phone number' },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'Contact Number' });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('Please enter a valid phone number');
  },
};
