// The site's one face of react-router: everything imports routing from here (lint enforces it).
// Federation shares it as a singleton (one router context for every app), built as one chunk of
// all it exports; react-router's own index exports the whole framework, about 65 KB gzip on every
// first load. Listing just what the site uses lets the build drop the rest (react-router is free
// of side effects). Need another API? Add it here, and the shared chunk grows by that alone.
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
