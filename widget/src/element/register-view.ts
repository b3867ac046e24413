import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { TextRequest } from './texts.ts';

/** Props every view gets from r2wc: `container` is its open shadow root; the rest choose its words. */
export interface ViewProps extends TextRequest {
  container?: ShadowRoot;
}

/** A view's own prop, which its element takes as the attribute of the same name in kebab case. */
export type ViewAttribute<Props> = Exclude<keyof Props, keyof ViewProps | symbol | number>;

const TEXT_PROPS = ['lang', 'texts', 'brandName'] as const;

/** The element's controller, which lives on the element itself, outside React. */
export function controllerOf<Controller>(container: ShadowRoot | undefined): Controller {
  if (!container) throw new Error('A widget view must be rendered by its custom element.');
  return (container.host as Element & { controller: Controller }).controller;
}

/**
 * The register(tagName) core of the three elements: a React view wrapped by r2wc in an open shadow
 * root, and a controller (a store) per element whose actions are its methods, so they work before
 * React has rendered.
 */
export function registerView<Props extends ViewProps, State>(
  tagName: string,
  View: ComponentType<Props>,
  /** The view's own props; the text props (`lang`, `texts`, `brandName`) come with every view. */
  props: readonly ViewAttribute<Props>[],
  createController: (element: HTMLElement) => StoreApi<State>,
  methods: readonly (keyof State)[],
  /** Runs when the element leaves the page, e.g. to end a call and free the microphone. */
  onDisconnect?: (controller: StoreApi<State>) => void,
): CustomElementConstructor {
  const existing = customElements.get(tagName);
  if (existing) return existing;
  // r2wc's class unmounts React in disconnectedCallback; its type just does not say so.
  const Base = r2wc(View, {
    shadow: 'open',
    props: Object.fromEntries([...props, ...TEXT_PROPS].map((prop) => [prop, 'string'])) as Record<keyof Props, 'string'>,
  }) as new () => HTMLElement & { disconnectedCallback(): void };
  class ViewElement extends Base {
    readonly controller = createController(this);
    constructor() {
      super();
      Object.assign(this, Object.fromEntries(methods.map((name) => [name, this.controller.getState()[name]])));
    }
    override disconnectedCallback() {
      super.disconnectedCallback();
      onDisconnect?.(this.controller);
    }
  }
  customElements.define(tagName, ViewElement);
  return ViewElement;
}
