import type { Preview } from '@storybook/react-vite';
import { UiProvider } from '@vaani/ui';

const preview: Preview = {
  // Every story renders with the real theme, built from the default site configuration.
  decorators: [
    (Story) => (
      <UiProvider>
        <Story />
      </UiProvider>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
};

export default preview;
