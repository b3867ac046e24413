// Routers for stories and tests only, kept out of the shared chunk the site loads: the data
// router behind createMemoryRouter alone is most of react-router's size. Stories and tests run
// without federation, so these wrap the very same react-router module the components use.
export { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
