// Fewer, larger first-load chunks for every federated build: Rollup's chunk per set of importers
// made a page load a dozen files of a few hundred bytes from each build. The small code a first load
// imports statically goes into one `runtime` chunk, unless it (or what it imports) awaits a shared
// module: the shared chunks import it statically, so that would deadlock (as Rollup's
// `experimentalMinChunkSize` did in remoteEntry.js). A host's first load is what its entry and every
// page's shared modules import; a remote's, what two or more exposed modules import. An index file
// is followed only along the names taken from it, lest a dialog's code join every page.

/** Vite's wrapper of dynamic imports; where a build preloads nothing it only calls the import. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
const RUNTIME_CHUNK = 'runtime';
/** How the federation plugin rewrites a shared module's import. */
const SHARED_AWAIT = '= await importShared(';
/**
 * Above this many characters a module keeps Rollup's chunk, lest a lazy part's share of a large
 * module (phone number rules) come with the first load; first-load libraries are used whole.
 */
const SMALL_MODULE_CHARS = 8000;
const SMALL_LIBRARY_MODULE_CHARS = 32000;

/** The libraries every page runs before any interaction; any other library is left where Rollup puts it. */
const FIRST_LOAD_LIBRARIES = /\/node_modules\/(react|react-dom|scheduler|@tanstack\/query-core|@tanstack\/react-query)\//;
const followed = (id) => !id.includes('/node_modules/') || FIRST_LOAD_LIBRARIES.test(id);

/** A module's file: the commonjs plugin may mark its id (\0) and suffix it (?…). */
const moduleFile = (id) => id.replace(/^\0|\?.*$/g, '');

/** An identifier's name, or a string literal's value (`export { x as 'y' }`). */
const nameOf = (node) => String(node?.name ?? node?.value);

/**
 * The module's import and re-export statements, each with the id it resolved to. Rollup lists a
 * module's imported ids in the order their sources first appear.
 */
function linkedStatements(info) {
  const body = info.ast?.body ?? [];
  const sources = [];
  for (const statement of body) {
    const source = statement.source?.value;
    if (typeof source === 'string' && !sources.includes(source)) sources.push(source);
  }
  if (sources.length !== info.importedIds.length) return [];
  return body
    .filter((statement) => typeof statement.source?.value === 'string')
    .map((statement) => ({ statement, id: info.importedIds[sources.indexOf(statement.source.value)] }));
}

/** Whether the module only passes on what other modules export. */
const isBarrel = (info) =>
  !!info.ast &&
  info.ast.body.every((statement) => statement.source !== undefined && statement.source !== null) &&
  linkedStatements(info).length > 0;

/**
 * @param {boolean} isHost
 * @param {string[]} sharedNames the build's shared modules
 * @param {Set<string>} lateShared those a host does not load on every page
 * @param {string} importHelper the module the build's modules import shared modules from
 * @returns {import('vite').Plugin}
 */
export function firstLoadChunks(isHost, sharedNames, lateShared, importHelper) {
  /** The helpers every federated module imports (shared modules, dynamic imports) go in the runtime chunk. */
  const helpers = new Set([importHelper, PRELOAD_HELPER_ID]);
  let preloads = true;
  /** The shared modules whose chunks are not a first load of this build (see the file's comment). */
  const notFirstLoad = new Set();
  return {
    name: 'vaani:first-load-chunks',
    enforce: 'pre',
    configResolved(config) {
      preloads = config.build.modulePreload !== false;
    },
    async buildStart() {
      for (const name of sharedNames) {
        const resolved = await this.resolve(name);
        if (resolved && (!isHost || lateShared.has(name))) notFirstLoad.add(moduleFile(resolved.id));
      }
    },
    load: (id) => (id === PRELOAD_HELPER_ID && !preloads ? 'export const __vitePreload = (load) => load();' : undefined),
    outputOptions(output) {
      if (output.manualChunks !== undefined) return undefined;
      let firstLoad;
      const decided = new Map();
      return {
        ...output,
        manualChunks(id, meta) {
          firstLoad ??= firstLoadModules(meta, isHost, notFirstLoad);
          return joinsRuntime(id, meta, firstLoad, helpers, decided) ? RUNTIME_CHUNK : undefined;
        },
      };
    },
  };
}

/**
 * Whether a module joins the runtime chunk: a small non-entry of the first load that awaits no shared
 * module, and all it imports joins too (so the chunk never pulls another).
 */
function joinsRuntime(id, meta, firstLoad, helpers, known) {
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  known.set(id, true);
  const info = meta.getModuleInfo(id);
  const result =
    !!info &&
    (helpers.has(id) || (!info.isEntry && firstLoad.has(id))) &&
    (info.code?.length ?? 0) <= (id.includes('/node_modules/') ? SMALL_LIBRARY_MODULE_CHARS : SMALL_MODULE_CHARS) &&
    !info.code?.includes(SHARED_AWAIT) &&
    info.importedIds.every((dep) => joinsRuntime(dep, meta, firstLoad, helpers, known));
  known.set(id, result);
  return result;
}

/** The modules the build's first load imports statically. */
function firstLoadModules(meta, isHost, notFirstLoad) {
  const entries = [...meta.getModuleIds()].filter((id) => {
    const info = meta.getModuleInfo(id);
    // A remote's own remoteEntry.js imports its exposed modules on demand only.
    return info?.isEntry && !notFirstLoad.has(moduleFile(id)) && (isHost || !id.includes('__remoteEntryHelper__'));
  });
  /** How many entries import each module. */
  const count = new Map();
  for (const entry of entries) for (const id of staticImports(meta, entry)) count.set(id, (count.get(id) ?? 0) + 1);
  // A host loads all its entries on every page; a page loads one of a remote's exposed modules,
  // so the code only one of them imports stays with it.
  const least = isHost ? 1 : 2;
  return new Set([...count].filter(([, n]) => n >= least).map(([id]) => id));
}

/** The modules an entry imports statically, index files along the names taken from them. */
function staticImports(meta, entry) {
  const whole = new Set();
  /** The names taken so far from each index file. */
  const taken = new Map();
  /** Each a module, and the names taken from it (null: all). */
  const stack = [[entry, null]];
  while (stack.length) {
    const [id, names] = stack.pop();
    const info = meta.getModuleInfo(id);
    if (!info || whole.has(id) || !followed(id)) continue;
    const linked = linkedStatements(info);
    if (names && isBarrel(info)) {
      const before = taken.get(id) ?? new Set();
      const fresh = [...names].filter((name) => !before.has(name));
      if (!fresh.length && taken.has(id)) continue;
      taken.set(id, new Set([...before, ...fresh]));
      for (const { statement, id: target } of linked) stack.push(...passedOn(statement, target, fresh));
      continue;
    }
    whole.add(id);
    if (linked.length) for (const { statement, id: target } of linked) stack.push([target, importedNames(statement)]);
    else for (const target of info.importedIds) stack.push([target, null]);
  }
  return new Set([...whole, ...taken.keys()]);
}

/** What an index file's statement passes on of the names taken from the index: [module, names (null: all)] pairs. */
function passedOn(statement, target, names) {
  if (statement.type === 'ExportAllDeclaration') {
    if (!statement.exported) return [[target, new Set(names)]];
    return names.includes(nameOf(statement.exported)) ? [[target, null]] : [];
  }
  if (statement.type !== 'ExportNamedDeclaration') return [[target, null]];
  const passed = (statement.specifiers ?? []).filter((specifier) => names.includes(nameOf(specifier.exported)));
  return passed.length ? [[target, new Set(passed.map((specifier) => nameOf(specifier.local)))]] : [];
}

/** The names a statement takes from its source, or null for all of them. */
function importedNames(statement) {
  if (statement.type === 'ExportAllDeclaration') return null;
  const names = new Set();
  for (const specifier of statement.specifiers ?? []) {
    if (specifier.type === 'ImportNamespaceSpecifier') return null;
    names.add(specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported ?? specifier.local));
  }
  return names;
}
