// The site's one face of react-router: host, remotes, stories and tests import routing from here,
// never from react-router itself (lint enforces it). Federation shares this module as a singleton,
// and the plugin builds a shared module as one chunk holding everything it exports; react-router's
// own index exports the whole framework (data routers, loaders, server handlers, RSC helpers),
// about 65 KB gzip on every page's first load. Listing just what the site uses lets the build drop
// the rest (react-router is free of side effects), and every app still gets the same router
// context at run time. Need another API? Add it here, and the shared chunk grows by that alone.
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
} from 'react-router';
export { guardTraversal, type TraversalGuard } from './traversal-guard.ts';
