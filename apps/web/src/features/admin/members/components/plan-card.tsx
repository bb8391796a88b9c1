import { Text } from '@mantine/core';
import type { AdminMemberDetail } from '@trust/shared';
import { DateText } from '../../../../ui/date-text.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { Money } from '../../../../ui/money.tsx';
import s from './member-page.module.css';
import { Fact, SectionCard } from './section-card.tsx';

/** The member's plan, cycle and cash-out window. */
export function PlanCard({ plan }: { plan: AdminMemberDetail['plan'] }) {
  return (
    <SectionCard title="Plan and cycle" testId="plan-card">
      {plan ? (
        <dl className={s.facts}>
          <Fact label="Plan">
            {plan.name} ({plan.membership_status === 'active' ? 'active' : 'awaiting payment'})
          </Fact>
          <Fact label="Saving">
            <Money naira={plan.contribution} /> {plan.frequency.toLowerCase()}, {plan.duration_months} months
          </Fact>
          <Fact label="Pays by">{plan.payment_method}</Fact>
          <Fact label="Cycle">
            {plan.cycle}: <DateText value={plan.started_at} empty="not started" /> to{' '}
            <DateText value={plan.cycle_ends_at} empty="—" />
          </Fact>
          <Fact label="Cash-out window">
            {plan.cashout_from ? (
              <>
                <DateText value={plan.cashout_from} /> to <DateText value={plan.cashout_to} />
              </>
            ) : (
              <Text span c="dimmed" size="sm">
                Set when the plan starts
              </Text>
            )}
          </Fact>
        </dl>
      ) : (
        <EmptyState title="No plan">This member has not started a plan.</EmptyState>
      )}
    </SectionCard>
  );
}
