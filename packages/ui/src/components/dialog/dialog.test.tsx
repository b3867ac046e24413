import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../testing/render-with-ui.tsx';
import { Dialog } from './dialog.tsx';

function Harness({ closeDisabled = false, onClose }: { closeDisabled?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <button type="button">Outside</button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Contact details"
        description="We call you right away"
        closeDisabled={closeDisabled}
      >
        <label>
          Name <input />
        </label>
        <button type="submit">Call me</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is labelled by its title and description and focuses the first control', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('We call you right away');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Call me' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Call me' })).toHaveFocus();
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from the close button and the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithUi(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed while closeDisabled', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithUi(<Harness closeDisabled onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renders into a given container, e.g. inside a shadow root', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    renderWithUi(
      <Dialog open onClose={() => undefined} title="In the shadow" container={container}>
        <button type="button">Inside</button>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.querySelector('[role="dialog"]')).toHaveAccessibleName('In the shadow');
    host.remove();
  });

  it('inside a native modal <dialog> names that element and adds no second dialog role', () => {
    const layer = document.createElement('dialog');
    layer.setAttribute('open', '');
    document.body.append(layer);
    const { unmount } = renderWithUi(
      <Dialog open onClose={() => undefined} title="Get a Demo Call" description="We call you right away" container={layer}>
        <button type="button">Inside</button>
      </Dialog>,
    );
    expect(layer.querySelector('[role="dialog"]')).toBeNull();
    expect(layer).toHaveAccessibleName('Get a Demo Call');
    expect(layer).toHaveAccessibleDescription('We call you right away');
    unmount();
    expect(layer).not.toHaveAttribute('aria-labelledby');
    layer.remove();
  });
});

