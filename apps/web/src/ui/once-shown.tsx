import { type ReactNode, Suspense, useState } from 'react';

/**
 * OnceShown: draws its children from the first time `when` is true, then keeps them drawn, so a
 * dialog can play its closing transition and open again at once. With a React.lazy child, the
 * dialog's code is fetched only when it is first opened: most visits open none.
 */
export function OnceShown({ when, children }: { when: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(when);
  if (when && !shown) setShown(true);
  if (!when && !shown) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
