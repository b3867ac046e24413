import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Field } from '../field/field.tsx';
import { Input } from '../field/input.tsx';
import { Dialog, type DialogProps } from './dialog.tsx';

type ExampleProps = Pick<DialogProps, 'title' | 'description' | 'closeDisabled' | 'width'> & { initiallyOpen: boolean };

function DialogExample({ initiallyOpen, ...props }: ExampleProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog {...props} open={open} onClose={() => setOpen(false)}>
        <form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
          <Field label="First Name">
            <Input autoComplete="given-name" />
          </Field>
          <Button type="submit" fullWidth loading={props.closeDisabled}>
            {props.closeDisabled ? 'Submitting...' : 'Call me'}
          </Button>
        </form>
      </Dialog>
    </div>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: DialogExample,
  args: {
    initiallyOpen: true,
    title: 'Get a Demo Call',
    description: 'Contact details',
    closeDisabled: false,
    width: 'md',
  },
} satisfies Meta<typeof DialogExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Get a Demo Call' });
    await expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Open dialog' })).toBeInTheDocument();
  },
};

export const Closed: Story = {
  args: { initiallyOpen: false },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    // It fades in; wait for the end of the entrance animation.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const FocusTrapped: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab({ shift: true });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

export const CloseDisabled: Story = {
  args: { closeDisabled: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

export const WithoutDescription: Story = { args: { description: undefined, title: 'Book a Live Demo' } };

export const Wide: Story = {
  args: { width: 'lg', title: 'Book a Live Demo', description: 'Schedule a personalized demo with our team' },
};
