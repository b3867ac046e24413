import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteModule } from '../../../routes/route-table.ts';
import { loadRemoteModule } from './load-remote-module.ts';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per module and attempt: a "new" component type would reset the page. */
export function lazyRemote(source: RemoteModule, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${source.remote}:${source.module}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loadRemoteModule(source, attempt));
    cache.set(key, component);
  }
  return component;
}
