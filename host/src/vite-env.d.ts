/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly SITE_URL: string;
}

declare module 'virtual:__federation__' {
  interface RemoteConfig {
    url: string | (() => Promise<string>);
    format: 'esm' | 'systemjs' | 'var';
    from: 'vite' | 'webpack';
  }
  export function __federation_method_setRemote(name: string, config: RemoteConfig): void;
  export function __federation_method_getRemote(name: string, exposedModule: string): Promise<unknown>;
  export function __federation_method_unwrapDefault(module: unknown): unknown;
}

/** A module built alone into the code of an inline script (host/build/inline-script-plugin.ts). */
declare module '*?inline-script' {
  const code: string;
  export default code;
}
