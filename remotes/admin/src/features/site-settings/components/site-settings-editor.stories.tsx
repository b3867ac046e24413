import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@vaani/stores';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settingPath } from '../settings-sections.ts';
import { validateSiteConfig } from '../validate-site-config.ts';
import { SiteSettingsEditor, type SiteSettingsEditorProps } from './site-settings-editor.tsx';

function Stateful(props: SiteSettingsEditorProps) {
  const [config, setConfig] = useState<SiteConfig>(props.config);
  const [section, setSection] = useState(props.section);
  return (
    <SiteSettingsEditor
      {...props}
      config={config}
      errors={{ ...validateSiteConfig(config), ...props.errors }}
      section={section}
      onSectionChange={setSection}
      onChange={setConfig}
    />
  );
}

const meta = {
  title: 'Admin/SiteSettings/SiteSettingsEditor',
  component: SiteSettingsEditor,
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'padded' },
  args: {
    config: DEFAULT_SITE_CONFIG,
    errors: {},
    changed: 0,
    busy: false,
    section: 'brand',
    onSectionChange: fn(),
    onChange: fn(),
    onPreview: fn(),
    onPublish: fn(),
    onClearPreview: fn(),
  },
} satisfies Meta<typeof SiteSettingsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('textbox', { name: 'Primary' });
    await expect(primary).toHaveValue('#1e293b');
    await expect(canvas.getByText('Headings, main buttons and key accents on every page.')).toBeVisible();
    await expect(canvas.getByText('No changes from what visitors see')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
    // A theme swatch sets the colour in one click; reset brings the default back.
    await userEvent.click(within(canvas.getByRole('group', { name: 'Primary: theme colours' })).getByRole('button', { name: 'Use Accent (#3F66FB)' }));
    await expect(primary).toHaveValue('#3F66FB');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to default: Primary' }));
    await expect(primary).toHaveValue('#1e293b');
    await expect(canvas.queryByRole('button', { name: 'Reset to default: Primary' })).toBeNull();
  },
};

export const HomeSectionWithChanges: Story = {
  args: { section: 'hero', changed: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Headline' })).toHaveValue('AI voice agents that call, qualify and convert your leads');
    await expect(canvas.getByText('The large heading at the top of the home page.')).toBeVisible();
    await expect(canvas.getByText('3 fields changed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalled();
  },
};

export const InvalidInputIsNeverPublished: Story = {
  args: { section: 'links', changed: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const getStarted = canvas.getByRole('textbox', { name: 'Get started' });
    await userEvent.clear(getStarted);
    await userEvent.type(getStarted, 'contact us');
    await expect(canvas.getByText('Enter a full address starting with https:// or a path starting with /')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Fix the highlighted fields first');
    await expect(canvas.getByRole('tab', { name: 'Links and calendar (1 to fix)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await expect(args.onPublish).not.toHaveBeenCalled();
  },
};

export const RefusedByTheDatabase: Story = {
  args: {
    section: 'header-footer',
    changed: 1,
    errors: { [settingPath.link('linkedin')]: 'Link linkedin: enter a full address starting with https:// or a path starting with /' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'LinkedIn' })).toHaveAccessibleDescription(/Link linkedin: enter a full address/);
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
  },
};

export const ImagesWithTheirDefaults: Story = {
  args: { section: 'images' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Page picture: the default image' })).toHaveAttribute('src', '/solutions/real-estate-towers.svg');
    await expect(canvas.getAllByText('Default').length).toBeGreaterThan(0);
  },
};

export const Analytics: Story = {
  args: { section: 'analytics' },
  play: async ({ canvasElement }) => {
    // Words for a marketer: what to hand over, never a build variable.
    await expect(within(canvasElement).getByText(/send them your GA4 measurement ID/)).toBeVisible();
    await expect(within(canvasElement).queryByText(/VITE_/)).toBeNull();
  },
};
