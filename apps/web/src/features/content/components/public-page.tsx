import type { ReactNode } from 'react';
import s from './landing.module.css';
import { PublicHeader } from './landing-top-bar.tsx';
import { SiteFooter } from './site-footer.tsx';

/**
 * The chrome of every public page but the landing page: the public header (the logo is the way home,
 * Login, Register) and the site footer. app/routes.tsx puts the public routes inside it.
 */
export function PublicChrome({ children }: { children: ReactNode }) {
  return (
    <div className={`${s.page} ${s.frame}`}>
      <PublicHeader />
      {children}
      <SiteFooter />
    </div>
  );
}

/** The public text pages (learn more, terms, privacy): a readable column inside the public chrome. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <main className={`${s.container} ${s.textPage}`}>
      <article className={s.prose}>{children}</article>
    </main>
  );
}
