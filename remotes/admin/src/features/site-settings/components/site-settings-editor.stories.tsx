import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@vaani/stores';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { validateSiteConfig } from '../validate-site-config.ts';
import { SiteSettingsEditor, type SiteSettingsEditorProps } from './site-settings-editor.tsx';

function Stateful(props: SiteSettingsEditorProps) {
  const [config, setConfig] = useState<SiteConfig>(props.config);
  return <SiteSettingsEditor {...props} config={config} errors={validateSiteConfig(config)} onChange={setConfig} />;
}

const meta = {
  title: 'Admin/SiteSettings/SiteSettingsEditor',
  component: SiteSettingsEditor,
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'padded' },
  args: { config: DEFAULT_SITE_CONFIG, errors: {}, busy: false, onChange: fn(), onPreview: fn(), onPublish: fn(), onClearPreview: fn() },
} satisfies Meta<typeof SiteSettingsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('group', { name: 'Colors' })).getByLabelText('Primary')).toHaveValue('#1e293b');
    await expect(canvas.getByLabelText('Section padding (px)')).toHaveValue(60);
    await expect(canvas.getByLabelText('Get started')).toHaveValue('/contact-us');
    const links = within(canvas.getByRole('group', { name: 'Links' }));
    await expect(links.getByLabelText('Facebook')).toHaveValue('https://www.facebook.com/vaaniai');
    await expect(links.getByLabelText('Instagram')).toHaveValue('https://www.instagram.com/vaaniai');
    await expect(links.getByLabelText('Twitter')).toHaveValue('https://twitter.com/vaaniai');
    await expect(links.getByLabelText('LinkedIn')).toHaveValue('https://www.linkedin.com/company/vaaniai');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalled();
  },
};

export const InvalidInputIsNeverPublished: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const primary = within(canvas.getByRole('group', { name: 'Colors' })).getByLabelText('Primary');
    await userEvent.clear(primary);
    await userEvent.type(primary, 'blue-ish');
    await userEvent.clear(canvas.getByLabelText('Get started'));
    await userEvent.type(canvas.getByLabelText('Get started'), 'contact us');
    const linkedIn = canvas.getByLabelText('LinkedIn');
    await userEvent.clear(linkedIn);
    await userEvent.type(linkedIn, 'linkedin dot com');
    await expect(canvas.getAllByText('Enter a full address starting with https:// or a path starting with /')).toHaveLength(2);
    await expect(canvas.getByText('Enter a color such as #1e293b, rgb(30, 41, 59) or transparent')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Fix the highlighted fields first');
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Preview in this browser' })).toBeDisabled();
    await expect(args.onPublish).not.toHaveBeenCalled();
  },
};
