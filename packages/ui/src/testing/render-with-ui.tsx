import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { UiProvider } from '../provider/ui-provider.tsx';

/** Renders inside the real provider, so components get the theme they get in the apps. */
export const renderWithUi = (ui: ReactElement) => render(ui, { wrapper: UiProvider });
