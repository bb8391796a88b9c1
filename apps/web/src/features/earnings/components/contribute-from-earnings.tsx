import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { EarningsView } from '@trust/shared';
import { useState } from 'react';
import { ConfirmMoneyDialog } from '../../../ui/confirm-money-dialog.tsx';
import { Money } from '../../../ui/money.tsx';
import { type ActionResult, failureMessage } from '../../../ui/result-modal.tsx';
import { useContributeFromEarnings } from '../api/contribute-from-earnings.ts';

const TITLE = 'Make Contributions';

/**
 * Make Contributions (part 2 section 2.6): the earnings pay whole contribution weeks of the plan.
 * The outcome goes to the page (onResult), which outlives this card when the figures reload.
 */
export function ContributeFromEarnings({
  data,
  onResult,
}: {
  data: EarningsView;
  onResult: (r: ActionResult) => void;
}) {
  const convert = useContributeFromEarnings();
  const [confirming, setConfirming] = useState(false);
  const per = data.period_amount ?? 0;
  const periods = data.periods_covered;
  const amount = periods * per;

  const send = () =>
    convert.mutate(undefined, {
      onSuccess: (res) => onResult({ title: TITLE, ok: true, message: res.message }),
      onError: (e) => onResult({ title: TITLE, ok: false, message: failureMessage(e) }),
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
        title={TITLE}
        amount={{ naira: amount }}
        from="Your earnings"
        to="Your contributions"
        next={`${periods} ${periods === 1 ? 'week is' : 'weeks are'} marked paid (missed weeks still in grace first), so they are not debited again.`}
        busy={convert.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
