import { createContext, type ComponentType } from 'react';
import type { RemoteModule } from '../../../routes/route-table.ts';

/**
 * Remote components already loaded before the first render: on the server, the page from its
 * remote's server entry; in the browser, the same page loaded before hydration. A remote outlet
 * renders such a component at once instead of suspending, so the hydrated tree matches the HTML.
 */
export const PreloadedRemotes = createContext<ReadonlyMap<string, ComponentType>>(new Map());

export const remoteKey = ({ remote, module }: RemoteModule): string => `${remote}:${module}`;
