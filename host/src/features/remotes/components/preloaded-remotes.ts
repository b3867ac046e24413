import { createContext, type ComponentType } from 'react';
import type { RemoteModule } from '../../../routes/route-table.ts';

/** The remote components the server rendered, which an outlet renders instead of loading its own. */
export const PreloadedRemotes = createContext<ReadonlyMap<string, ComponentType>>(new Map());

export const remoteKey = ({ remote, module }: RemoteModule): string => `${remote}:${module}`;
