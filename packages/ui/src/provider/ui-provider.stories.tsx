import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled, { useTheme } from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../components/button/button.tsx';
import { UiProvider } from './ui-provider.tsx';

/** Renders its children in an open shadow root, the way the embeddable custom elements do. */
function ShadowHost({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const attach = useCallback((element: HTMLDivElement | null) => {
    if (element) setRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  }, []);
  return (
    <div ref={attach} data-testid="shadow-host">
      {root ? createPortal(<UiProvider target={root}>{children}</UiProvider>, root) : null}
    </div>
  );
}

const PARTNER_CSS = 'button { background: rgb(128, 0, 0) !important; color: #fff !important; }';

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 12px;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li<{ $color: string }>`
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &::before {
    content: '';
    display: block;
    height: 48px;
    margin-bottom: 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ $color }) => $color};
    box-shadow: inset 0 0 0 1px rgba(15, 23, 42, 0.1);
  }
`;

function ThemeOverview() {
  const theme = useTheme();
  return (
    <div style={{ padding: 24 }}>
      <h1 style={{ marginTop: 0 }}>Theme from the site configuration</h1>
      <Swatches>
        {Object.entries(theme.colors).map(([name, value]) => (
          <Swatch key={name} $color={value}>
            <strong>{name}</strong>
            <br />
            <code>{value}</code>
          </Swatch>
        ))}
      </Swatches>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Button variant="primary">Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="ghost">Ghost</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/UiProvider',
  component: UiProvider,
  args: { children: null },
} satisfies Meta<typeof UiProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Theme: Story = {
  render: () => <ThemeOverview />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('#1e293b')).toBeInTheDocument();
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Primary' })).backgroundColor).toBe(
      'rgb(30, 41, 59)',
    );
  },
};

/** A partner page with its own aggressive CSS: nothing of it may restyle the embedded UI. */
export const InsideShadowRoot: Story = {
  render: () => (
    <div style={{ padding: 24, fontFamily: 'serif', color: 'rgb(128, 0, 0)', lineHeight: 3 }}>
      <style>{PARTNER_CSS}</style>
      <p>Partner page content</p>
      <button type="button">Partner button</button>
      <ShadowHost>
        <p>Embedded text</p>
        <Button>Embedded button</Button>
      </ShadowHost>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const host = within(canvasElement).getByTestId('shadow-host');
    const shadow = host.shadowRoot as ShadowRoot;
    await waitFor(() => expect(shadow.querySelector('button')).not.toBeNull());
    const button = shadow.querySelector('button') as HTMLButtonElement;
    const text = shadow.querySelector('p') as HTMLParagraphElement;
    await expect(shadow.querySelector('style')).not.toBeNull();
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(30, 41, 59)');
    await expect(getComputedStyle(text).color).toBe('rgb(26, 31, 54)');
    await expect(getComputedStyle(text).fontFamily).not.toBe('serif');
    await expect(getComputedStyle(text).lineHeight).not.toBe(getComputedStyle(host.parentElement as HTMLElement).lineHeight);
    const partnerButton = within(canvasElement).getByRole('button', { name: 'Partner button' });
    await expect(getComputedStyle(partnerButton).backgroundColor).toBe('rgb(128, 0, 0)');
  },
};
