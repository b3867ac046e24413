// How every federated build (the host, each remote, the widget's site build) imports a shared
// singleton, in place of the federation plugin's helper and its semver range checker (2.2 KB gzip,
// a copy per build). There is one provider, the host, and one lock file (FEDERATION_SHARED): a
// singleton comes from the share scope when the host has filled it, else from this build's own
// copies (the map below), e.g. the host itself before any remote has started.
// One copy per page: the host's build installs it in the share scope; a remote calls it through
// page-import-shared.js and loads its own only when no host is on the page.
// The federation plugin writes this build's own copies in place of the marker.
// eslint-disable-next-line no-undef
const moduleMap = __rf_var__moduleMap;
const loading = Object.create(null);
const imports = Object.create(null);

// Called by the module map the plugin writes in, with the URL of one of this build's shared chunks.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function __federation_import(url) {
  imports[url] ??= import(url);
  return imports[url];
}

// The plugin rewrites `import React, { useState } from 'react'` as one object read for both, so a
// module whose default export is a function (styled-components' `styled`) carries the named exports
// on that function.
function flattenModule(module) {
  if (typeof module.default === 'function') {
    for (const key of Object.keys(module)) if (key !== 'default') module.default[key] = module[key];
    return module.default;
  }
  return module.default ? Object.assign({}, module.default, module) : module;
}

async function importShared(name, shareScope = 'default') {
  if (!loading[name]) {
    const versions = globalThis.__federation_shared__?.[shareScope]?.[name];
    const source = versions ? Object.values(versions)[0] : moduleMap[name];
    loading[name] = Promise.resolve(source.get())
      .then((factory) => factory())
      .then(flattenModule)
      .catch((error) => {
        // A network failure is not remembered: the remote's Retry imports it again.
        delete loading[name];
        throw error;
      });
  }
  return loading[name];
}

// The host's copy becomes the page's (vaani:shared-import writes true in the host's build only).
// It goes in the share scope, the page's one registry of what the host provides, which the plugin
// creates only when the host starts its first remote: created here, before any remote can load;
// under a Symbol, which no share scope's name can take and no loop over the scopes meets.
// eslint-disable-next-line no-undef
if (__vaani_page_copy__) (globalThis.__federation_shared__ ??= {})[Symbol.for('vaani.federation.importShared')] = importShared;

export { importShared };
