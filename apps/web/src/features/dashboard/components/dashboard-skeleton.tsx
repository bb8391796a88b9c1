import s from './dashboard-skeleton.module.css';

const Card = ({ className, figure = true }: { className?: string; figure?: boolean }) => (
  <div className={`${s.card} ${className}`}>
    <div className={s.bar} style={{ width: '45%' }} />
    {figure && <div className={`${s.bar} ${s.figure}`} style={{ width: '60%' }} />}
  </div>
);

/**
 * The dashboard's cards while its code and the member's figures arrive, each as tall as the card it
 * stands for, so the page does not jump when they are drawn. Plain elements and a CSS module: it is
 * shown before the dashboard's code (and Mantine's components) have arrived.
 */
export function DashboardSkeleton() {
  return (
    <div aria-busy="true">
      <span role="status" className={s.hidden}>
        Loading your dashboard
      </span>
      <div className={s.grid} aria-hidden>
        <div className={s.left}>
          <Card className={s.savings} />
          <Card className={s.welcome} />
          <div className={s.wallet}>
            <Card className={s.figureCard} />
            <Card className={s.figureCard} />
            <Card className={s.figureCard} />
          </div>
          <div className={`${s.card} ${s.chart}`}>
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
