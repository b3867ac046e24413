import { useStore } from 'zustand';
import { configureEnv } from '@vaani/data';
import { Toaster, openEmbed } from '@vaani/ui';
import { emitVaaniEvent } from '../../../embed-contract.ts';
import { controllerOf, type ViewProps } from '../../../element/register-view.ts';
import { ViewRoot, usePortalTarget } from '../../../element/view-root.tsx';
import type { OpenStore } from '../../../element/open-store.ts';
import { DemoCallDialog } from './demo-call-dialog.tsx';

export interface DemoCallDialogViewProps extends ViewProps {
  primaryColor?: string;
  accentColor?: string;
  supabaseUrl?: string;
  supabaseAnonKey?: string;
}

function ConnectedDialog({ store, host }: { store: OpenStore; host: Element | undefined }) {
  const isOpen = useStore(store, (state) => state.isOpen);
  const portal = usePortalTarget();
  if (!isOpen || !portal) return null;
  return (
    <DemoCallDialog
      open
      onClose={store.getState().close}
      container={portal}
      onTalkToUs={() => void openEmbed('book-demo-dialog')}
      onLeadSubmitted={(lead, outcome) =>
        host && emitVaaniEvent(host, 'vaani:lead-submitted', { tag: 'demo-call-dialog', ...lead, outcome })
      }
      onCallFailed={(message) => host && emitVaaniEvent(host, 'vaani:error', { tag: 'demo-call-dialog', message })}
    />
  );
}

/** What the demo-call element renders into its shadow root, toasts included, so they work on any page. */
export function DemoCallDialogView({
  container,
  primaryColor,
  accentColor,
  supabaseUrl,
  supabaseAnonKey,
}: DemoCallDialogViewProps) {
  // The lead and the call request go to the backend the partner named, if any.
  configureEnv({ supabaseUrl, supabaseAnonKey });
  return (
    <ViewRoot container={container} primaryColor={primaryColor} accentColor={accentColor}>
      <ConnectedDialog store={controllerOf<OpenStore>(container)} host={container?.host} />
      <Toaster />
    </ViewRoot>
  );
}
