import type { SavingsHeader } from '@trust/shared';
import { formatDate } from '@trust/shared/dates';
import type { ReactNode } from 'react';
import { DateText } from '../../../ui/date-text.tsx';
import { Money } from '../../../ui/money.tsx';
import s from './savings-summary.module.css';

function Fact(props: { label: string; children: ReactNode; note?: ReactNode; testId?: string }) {
  return (
    <div className={s.fact}>
      <dt className={s.label}>{props.label}</dt>
      <dd className={s.fact}>
        <span className={s.value} data-testid={props.testId}>
          {props.children}
        </span>
        {props.note && <span className={s.note}>{props.note}</span>}
      </dd>
    </div>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The one cash-out countdown on the dashboard (part 2 section 2.3: weeks until u_cashout_from). */
function cashoutCountdown(s: Pick<SavingsHeader, 'cashout_open' | 'weeks_to_cashout'>): string {
  if (s.cashout_open) return 'Cashout season';
  if (s.weeks_to_cashout <= 0) return 'Closed for this cycle';
  return `Opens in ${plural(s.weeks_to_cashout, 'week')}`;
}

/**
 * What a saver looks at first: total savings, the periods paid this cycle ("4 of 52 weeks paid"),
 * the next debit, and the one cash-out countdown. Every figure comes as the server gives it
 * (`savings` of GET /userdashboard), so nothing here can disagree with another card. Figures only:
 * the actions stay on the wallet card below it (part 2 section 2.3).
 *
 * Plain elements and a CSS module for its layout (the amounts and the date are the shared Money and
 * DateText): the dashboard draws this the moment the figures arrive, in place of the skeleton's first
 * card and before the cards below it (which are drawn in a render that yields, ui/reveal.tsx), so that
 * a phone shows the member's savings first, and the fewer components it draws the sooner.
 */
export function SavingsSummary(props: { savings: SavingsHeader; now: Date }) {
  const v = props.savings;
  const paid = `${v.weeks_paid} of ${v.weeks} ${v.period}s paid`;
  const percent = v.weeks > 0 ? Math.min(100, (v.weeks_paid / v.weeks) * 100) : 0;
  return (
    <section className={s.card} aria-labelledby="savings-summary-title">
      <div className={s.top}>
        <div>
          <h2 className={s.title} id="savings-summary-title">
            Total savings
          </h2>
          <Money
            naira={v.total_saved}
            display="block"
            fz={32}
            fw={800}
            lh={1.2}
            data-testid="total-savings"
          />
        </div>
        <p className={s.paid} data-testid="cycle-weeks-paid">
          {paid}
        </p>
      </div>
      <div
        className={s.progress}
        role="progressbar"
        aria-label={`Cycle ${v.cycle}: ${paid}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <div style={{ width: `${percent}%` }} />
      </div>
      <dl className={s.facts}>
        <Fact
          label="Next debit"
          testId="next-debit"
          note={v.next_debit ? <DateText value={v.next_debit.date} relative now={props.now} /> : null}
        >
          {v.next_debit ? <Money naira={v.next_debit.amount} /> : 'None left this cycle'}
        </Fact>
        <Fact
          label="Cash-out"
          testId="cashout-countdown"
          note={`Window ${formatDate(v.cashout_from)} to ${formatDate(v.cashout_to)}`}
        >
          {cashoutCountdown(v)}
        </Fact>
      </dl>
    </section>
  );
}
