import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/** The browser's router over the spec's route table. */
export const router = createBrowserRouter(routes);
