import type { Preview } from '@storybook/react-vite';
import { serverRender } from '@vaani/data/hydration';
import { PUBLISHED_SETTINGS_KEY } from '@vaani/data/site-settings';
import { UiProvider } from '@vaani/ui';

// Stories show the site's defaults: nothing published, known at once, as a page served with
// nothing published would be, instead of asking a backend that Storybook does not run.
serverRender.put(PUBLISHED_SETTINGS_KEY, null);

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
