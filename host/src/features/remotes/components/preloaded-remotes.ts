import { createContext, type ComponentType } from 'react';
import type { RemoteModule } from '../../../routes/route-table.ts';

/**
 * The remote components the server rendered: on the server, the page from its remote's server
 * entry; in the browser, that same page while it hydrates. A remote outlet renders these in
 * place of its own loading, so the hydrated tree is the one the server sent.
 */
export const PreloadedRemotes = createContext<ReadonlyMap<string, ComponentType>>(new Map());

export const remoteKey = ({ remote, module }: RemoteModule): string => `${remote}:${module}`;
