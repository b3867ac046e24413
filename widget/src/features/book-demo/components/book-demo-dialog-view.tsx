import { useStore } from 'zustand';
import { useSiteConfigStore } from '@vaani/stores';
import { controllerOf, type ViewProps } from '../../../element/register-view.ts';
import { ViewRoot, usePortalTarget } from '../../../element/view-root.tsx';
import type { OpenStore } from '../../../element/open-store.ts';
import { BookDemoDialog } from './book-demo-dialog.tsx';

export interface BookDemoDialogViewProps extends ViewProps {
  bookingUrl?: string;
  primaryColor?: string;
  accentColor?: string;
}

function ConnectedDialog({ store, bookingUrl }: { store: OpenStore; bookingUrl: string | undefined }) {
  const isOpen = useStore(store, (state) => state.isOpen);
  const configuredUrl = useSiteConfigStore((state) => state.getLink('demo-booking'));
  const portal = usePortalTarget();
  return (
    <BookDemoDialog
      open={isOpen && Boolean(portal)}
      onClose={store.getState().close}
      bookingUrl={bookingUrl || configuredUrl}
      container={portal}
    />
  );
}

/** What the booking element renders into its shadow root. */
export function BookDemoDialogView({ container, bookingUrl, primaryColor, accentColor }: BookDemoDialogViewProps) {
  const store = controllerOf<OpenStore>(container);
  const isOpen = useStore(store, (state) => state.isOpen);
  return (
    <ViewRoot
      container={container}
      primaryColor={primaryColor}
      accentColor={accentColor}
      modal={isOpen}
      onDismiss={store.getState().close}
    >
      <ConnectedDialog store={store} bookingUrl={bookingUrl} />
    </ViewRoot>
  );
}
