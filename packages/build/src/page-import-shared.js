// How a remote (and the widget's site build) imports a shared singleton: through the page's one
// copy of the import helper, which the host's runtime chunk installs before any remote loads (see
// shared-import-runtime.js). A remote with no host on the page (on its own preview server, or a
// page that loads its remoteEntry.js alone) imports its own copy, with its own module map, from
// the chunk the federation plugin emits for it: fetched in that case only, so no page's first load
// holds a second copy of the helper, its caches or a module map.
let own;

function ownImport() {
  // vaani:shared-import resolves this to the build's own helper (shared-import-runtime.js).
  own ??= import('virtual:vaani-own-import-shared').catch((error) => {
    // A network failure is not remembered: the remote's Retry imports it again.
    own = undefined;
    throw error;
  });
  return own;
}

export function importShared(name, shareScope) {
  const page = globalThis.__federation_shared__?.[Symbol.for('vaani.federation.importShared')];
  return page ? page(name, shareScope) : ownImport().then((helper) => helper.importShared(name, shareScope));
}
