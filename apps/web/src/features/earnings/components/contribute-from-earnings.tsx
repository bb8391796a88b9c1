import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { EarningsView } from '@trust/shared';
import { useState } from 'react';
import { ConfirmMoneyDialog } from '../../../ui/confirm-money-dialog.tsx';
import { Money } from '../../../ui/money.tsx';
import { useContributeFromEarnings } from '../api/contribute-from-earnings.ts';
import { type ActionResult, failureMessage, ResultModal } from './result-modal.tsx';

/** Make Contributions (part 2 section 2.6): the earnings pay whole contribution weeks of the plan. */
export function ContributeFromEarnings({ data }: { data: EarningsView }) {
  const convert = useContributeFromEarnings();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);
  const per = data.period_amount ?? 0;
  const periods = data.periods_covered;
  const amount = periods * per;

  const send = () =>
    convert.mutate(undefined, {
      onSuccess: (res) => setResult({ ok: true, message: res.message }),
      onError: (e) => setResult({ ok: false, message: failureMessage(e) }),
      onSettled: () => setConfirming(false),
    });

  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Make Contributions
        </Title>
        <Text size="sm">
          Turn your earnings into contribution weeks of your {data.plan_name} plan, <Money naira={per} />{' '}
          each.
          {periods > 0 ? (
            <>
              {' '}
              Your earnings pay {periods} {periods === 1 ? 'week' : 'weeks'} (<Money naira={amount} />
              ).
            </>
          ) : (
            <> Your earnings do not cover one week yet.</>
          )}
        </Text>
        <Button
          w={{ base: '100%', xs: 'fit-content' }}
          disabled={periods <= 0}
          onClick={() => setConfirming(true)}
        >
          Make Contributions
        </Button>
      </Stack>
      <ConfirmMoneyDialog
        opened={confirming}
        title="Make Contributions"
        amount={{ naira: amount }}
        from="Your earnings"
        to="Your contributions"
        next={`${periods} ${periods === 1 ? 'week is' : 'weeks are'} marked paid (missed weeks still in grace first), so they are not debited again.`}
        busy={convert.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
      <ResultModal title="Make Contributions" result={result} onClose={() => setResult(null)} />
    </Card>
  );
}
