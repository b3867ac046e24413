import { useLayoutEffect, useReducer, type ComponentType } from 'react';
import { emitVaaniEvent } from '../embed-contract.ts';
import type { EmbedTag } from '../types.d.ts';
import type { BrandColors } from './brand-colors.ts';
import { createOpenStore, type OpenStore } from './open-store.ts';
import { controllerOf, registerView, type ViewAttribute, type ViewProps } from './register-view.ts';
import type { TextCatalogs } from './texts.ts';
import { useTexts } from './use-texts.ts';
import { ViewRoot, useModalTarget } from './view-root.tsx';
import type { PrefilledVisitor } from './visitor-details.ts';

/** The attributes both dialogs take: words, brand colours and what the page knows of its visitor. */
export interface DialogViewProps extends ViewProps, BrandColors, PrefilledVisitor {}

/** What a dialog element's view gives the dialog it draws. */
export interface DialogParts<Texts, Props> {
  props: Props;
  text: Texts;
  host: Element;
  /** True while the element is open and its modal layer is there for the dialog to mount into. */
  open: boolean;
  portal: Element | undefined;
  close: () => void;
}

type Dialog<Texts, Props> = ComponentType<DialogParts<Texts, Props>>;

/**
 * Whether the element is open, subscribed before the first paint. (zustand's useStore goes through
 * useSyncExternalStore, which Preact, on partner pages, subscribes only after paint: a dialog the
 * shell opened right after mounting it, on a first tap, waited a frame and a timer to show.)
 */
function useIsOpen(store: OpenStore): boolean {
  const [, changed] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => store.subscribe(changed), [store]);
  return store.getState().isOpen;
}

/** Inside the view's root, where the modal layer is known: there only while the element is open. */
function ModalDialog<Texts, Props>({ Dialog, ...parts }: Omit<DialogParts<Texts, Props>, 'open' | 'portal'> & { Dialog: Dialog<Texts, Props> }) {
  const portal = useModalTarget();
  return <Dialog {...parts} open={Boolean(portal)} portal={portal} />;
}

/**
 * Defines a dialog element under `tagName`: its view is modal (the page inert) exactly while its
 * open store is open, says so with vaani:open / vaani:close, and draws `Dialog` in the words of
 * the element's language.
 */
export function registerDialogView<Texts extends Record<string, string>, Props extends DialogViewProps>(
  tagName: string,
  tag: EmbedTag,
  catalogs: TextCatalogs<Texts>,
  Dialog: Dialog<Texts, Props>,
  /** The dialog's own attributes besides the brand colours and the visitor's details. */
  props: readonly Exclude<ViewAttribute<Props>, keyof DialogViewProps>[],
  onOpen?: () => void,
): CustomElementConstructor {
  function DialogView(viewProps: Props) {
    const { container, primaryColor, accentColor } = viewProps;
    const store = controllerOf<OpenStore>(container);
    const isOpen = useIsOpen(store);
    const text = useTexts(catalogs, viewProps);
    if (!text) return null;
    return (
      <ViewRoot container={container} primaryColor={primaryColor} accentColor={accentColor} modal={isOpen} onDismiss={store.getState().close}>
        <ModalDialog Dialog={Dialog} props={viewProps} text={text} host={container!.host} close={store.getState().close} />
      </ViewRoot>
    );
  }
  const shared: readonly ViewAttribute<DialogViewProps>[] = ['primaryColor', 'accentColor', 'visitorName', 'visitorEmail', 'visitorPhone'];
  return registerView(
    tagName,
    DialogView,
    [...props, ...(shared as ViewAttribute<Props>[])],
    (element) =>
      createOpenStore((isOpen) => {
        if (isOpen) onOpen?.();
        emitVaaniEvent(element, isOpen ? 'vaani:open' : 'vaani:close', { tag });
      }),
    ['open', 'close'],
  );
}
