// styled-components has no exports map, so Node loads its CommonJS build, whose default import is
// the whole module object rather than `styled`. Server builds (host and remotes) alias
// 'styled-components' to this file, which hands out the real default; every bundle still resolves
// the one CommonJS module, so ServerStyleSheet sees the styles of all of them.
import styledModule from 'styled-components/dist/styled-components.cjs.js';

export * from 'styled-components/dist/styled-components.cjs.js';
export default styledModule.default;
