import 'styled-components';
import type { VaaniTheme } from './build-theme.ts';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  export interface DefaultTheme extends VaaniTheme {}
}
