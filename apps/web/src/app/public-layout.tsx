import { Outlet } from 'react-router';
import { PublicChrome } from '../features/content/components/public-page.tsx';

/** The public routes' frame: one header with the way home and one footer on every public page. */
export default function PublicLayout() {
  return (
    <PublicChrome>
      <Outlet />
    </PublicChrome>
  );
}
