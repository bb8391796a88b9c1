import type { ReactNode } from 'react';
import s from './dashboard-skeleton.module.css';

// `data-placeholder` names the card it stands for: a journey compares their heights (member-dashboard.spec.ts).
const Card = ({ className, figure = true, of }: { className?: string; figure?: boolean; of?: string }) => (
  <div className={`${s.card} ${className}`} aria-hidden data-placeholder={of}>
    <div className={s.bar} style={{ width: '45%' }} />
    {figure && <div className={`${s.bar} ${s.figure}`} style={{ width: '60%' }} />}
  </div>
);

/**
 * The dashboard's cards while its code and the member's figures arrive, each as tall as the card it
 * stands for, so the page does not jump when they are drawn. Plain elements and a CSS module: it is
 * shown before the dashboard's code (and Mantine's components) have arrived.
 *
 * `first`: the savings header and the welcome card, drawn in place of the first two cards as soon as
 * the member's figures are there, while the cards below are still being drawn (dashboard-page.tsx):
 * what a member opens the app for comes first on a slow phone. They are as tall as the cards they
 * replace.
 */
export function DashboardSkeleton({ first }: { first?: ReactNode }) {
  return (
    <div aria-busy="true">
      <span role="status" className={s.hidden}>
        Loading your dashboard
      </span>
      <div className={s.grid}>
        <div className={s.left}>
          {first ?? (
            <>
              <Card className={s.savings} of="savings" />
              <Card className={s.welcome} of="welcome" />
            </>
          )}
          <div className={s.wallet} aria-hidden>
            <Card className={s.figureCard} />
            <Card className={s.figureCard} />
            <Card className={s.figureCard} />
          </div>
          <div className={`${s.card} ${s.chart}`} aria-hidden>
            <div className={s.bar} style={{ width: '35%' }} />
            <div className={`${s.bar} ${s.block}`} />
          </div>
          <Card className={s.trustLink} figure={false} />
        </div>
        <div className={s.right}>
          <Card className={s.checklist} />
          <Card className={s.rating} figure={false} />
          <Card className={s.countdown} figure={false} />
          <Card className={s.meetings} />
        </div>
      </div>
    </div>
  );
}
