import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useBotCheck } from './use-bot-check.tsx';

/** A lead form with its invisible checks, showing what it would send with the lead. */
function FormWithChecks() {
  const { trap, read } = useBotCheck();
  const [sent, setSent] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(JSON.stringify(read().check));
      }}
    >
      <label>
        Name <input name="name" />
      </label>
      {trap}
      <button type="submit">Send</button>
      <output aria-label="Sent with the lead">{sent}</output>
    </form>
  );
}

const meta = {
  title: 'UI/BotCheck',
  component: FormWithChecks,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormWithChecks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A person never meets the hidden field: not seen, not read out, not in the tab order. */
export const APersonFillingIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByRole('textbox')).toHaveLength(1);
    await userEvent.click(canvas.getByLabelText('Name'));
    await userEvent.keyboard('Priya');
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const sent = JSON.parse(canvas.getByRole('status', { name: 'Sent with the lead' }).textContent ?? '{}') as { honeypot: string; fill_ms: number };
    expect(sent.honeypot).toBe('');
    expect(sent.fill_ms).toBeGreaterThan(0);
  },
};

/** A bot fills every field it finds, the hidden one too, and sends at once. */
export const ABotFillingEverything: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hidden = canvasElement.querySelector<HTMLInputElement>('input[name="website"]');
    expect(hidden?.getBoundingClientRect().right).toBeLessThan(0);
    hidden!.value = 'https://cheap-seo.example';
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    expect(JSON.parse(canvas.getByRole('status', { name: 'Sent with the lead' }).textContent ?? '{}')).toMatchObject({ honeypot: 'https://cheap-seo.example' });
  },
};
