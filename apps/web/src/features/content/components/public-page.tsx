import type { ReactNode } from 'react';
import s from './landing.module.css';
import { PublicHeader } from './landing-top-bar.tsx';
import { SiteFooter } from './site-footer.tsx';

/** The frame of the public text pages (learn more, terms, privacy): header, readable column, footer. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <div className={s.page}>
      <PublicHeader />
      <main className={`${s.container} ${s.textPage}`}>
        <article className={s.prose}>{children}</article>
      </main>
      <SiteFooter />
    </div>
  );
}
