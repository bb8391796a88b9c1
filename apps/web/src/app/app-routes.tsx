import { useRoutes } from 'react-router';
import { routes } from './routes.tsx';

/**
 * The spec's route table drawn by the router around it: the browser's BrowserRouter (main.tsx) or
 * the server's StaticRouter (entry-server.tsx). The declarative router, not the data router: no
 * screen uses loaders or actions, and the data router alone weighed about 16 KB compressed on the
 * landing page's phone budget.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
