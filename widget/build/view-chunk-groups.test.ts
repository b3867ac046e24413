import type { OutputChunk } from 'rollup';
import { expect, it } from 'vitest';
import { viewChunkGroups } from './view-chunk-groups.ts';

const chunk = (fileName: string, name: string, modules: string[], imports: string[] = [], dynamicImports: string[] = []) =>
  ({ type: 'chunk', fileName, name, moduleIds: modules, imports, dynamicImports }) as unknown as OutputChunk;

const VIEWS = '/w/src/embed/mount-view.ts';
const SITE_ELEMENTS = '/w/src/embed/site-elements.ts';
const FIRST_BUILD = [
  chunk('elements-1.js', '__federation_expose_Elements', [SITE_ELEMENTS, '/w/src/element/lang.ts'], ['runtime-1.js'], ['mount-view-1.js']),
  chunk('runtime-1.js', 'runtime', ['\0vite/preload-helper.js']),
  chunk('mount-view-1.js', 'mount-view', [VIEWS], ['use-texts-1.js', 'elements-1.js'], ['register-demo-1.js', 'register-voice-1.js', 'en-1.js']),
  chunk('use-texts-1.js', 'use-texts', ['/w/src/element/use-texts.ts'], ['elements-1.js']),
  chunk('register-demo-1.js', 'register-demo-call-dialog', ['/w/src/features/demo-call/register-demo-call-dialog.ts'], ['countries-1.js', 'use-texts-1.js']),
  chunk('countries-1.js', 'countries', ['/p/validation/src/countries.ts']),
  chunk('register-voice-1.js', 'register-voice-widget', ['/w/src/features/voice-widget/register-voice-widget.ts'], [
    'use-texts-1.js',
    '__federation_shared_zustand-1.js',
  ]),
  chunk('__federation_shared_zustand-1.js', '__federation_shared_zustand', ['/n/zustand/index.js']),
  chunk('en-1.js', 'en', ['/w/src/features/demo-call/texts/en.ts']),
];

it("groups the views' modules by the elements that load them, and leaves the first load, the federation plugin's chunks and the words as they were", () => {
  expect(Object.fromEntries(viewChunkGroups(FIRST_BUILD, VIEWS, SITE_ELEMENTS))).toEqual({
    [SITE_ELEMENTS]: '__federation_expose_Elements',
    '/w/src/element/lang.ts': '__federation_expose_Elements',
    '\0vite/preload-helper.js': 'runtime',
    [VIEWS]: 'view-demo-call-dialog-and-voice-widget',
    '/w/src/element/use-texts.ts': 'view-demo-call-dialog-and-voice-widget',
    '/w/src/features/demo-call/register-demo-call-dialog.ts': 'view-demo-call-dialog',
    '/p/validation/src/countries.ts': 'view-demo-call-dialog',
    '/w/src/features/voice-widget/register-voice-widget.ts': 'view-voice-widget',
  });
});
