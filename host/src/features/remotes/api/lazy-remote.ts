import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteModule } from '../../../routes/route-table.ts';
import { loadRemoteModule } from './load-remote-module.ts';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per remote module and attempt, kept across renders and remounts so React
 * never sees a "new" component type (which would reset the page) unless a Retry asks for one.
 */
export function lazyRemote(source: RemoteModule, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${source.remote}:${source.module}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loadRemoteModule(source, attempt));
    cache.set(key, component);
  }
  return component;
}
