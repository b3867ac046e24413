import { UiProvider } from '@vaani/ui';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes/app-routes.tsx';

export function App() {
  return (
    <UiProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </UiProvider>
  );
}
