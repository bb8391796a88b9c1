import { Outlet } from 'react-router';

/** The signed-in member shell (navbar and sidebar, part 2 section 2.2). */
export function MemberLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
