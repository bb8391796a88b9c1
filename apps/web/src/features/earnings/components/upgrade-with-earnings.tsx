import { Alert, Button, Card, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  EARNINGS_MESSAGES,
  type EarningsView,
  FLEXI_AMOUNTS,
  FLEXI_FREQUENCIES,
  type FlexiFrequency,
  MIN_PLAN_EARNINGS_NAIRA,
} from '@trust/shared';
import { koboFromNaira } from '@trust/shared/money-codec';
import { useState } from 'react';
import { ConfirmMoneyDialog } from '../../../ui/confirm-money-dialog.tsx';
import { Money } from '../../../ui/money.tsx';
import { moneyText } from '../../../ui/money-text.ts';
import { type ActionResult, failureMessage } from '../../../ui/result-modal.tsx';
import { useFlexiWithEarnings } from '../api/flexi-with-earnings.ts';
import { useStartPlanWithEarnings } from '../api/start-plan-with-earnings.ts';

const TITLE = 'Upgrade Plan with Earnings';

/** What the member reads under a plan: ready, how much more is needed, or 'Insufficient Earnings'. */
function readiness(held: number, needed: number): string | null {
  if (held < MIN_PLAN_EARNINGS_NAIRA) return EARNINGS_MESSAGES.insufficient;
  if (held < needed)
    return `You need ${moneyText({ kobo: koboFromNaira(needed) - koboFromNaira(held) })} more.`;
  return null;
}

interface Choice {
  name: string;
  fee: number;
  start: () => void;
}

/**
 * Upgrade Plan with Earnings (part 2 sections 2.6 and 4.8): SILVER, GOLD, PLATINUM or FLEXI from
 * BASIC. The outcome goes to the page (onResult): once a plan starts this card gives way to Make
 * Contributions, and the message must stay on screen.
 */
export function UpgradeWithEarnings({
  data,
  onResult,
}: {
  data: EarningsView;
  onResult: (r: ActionResult) => void;
}) {
  const fixed = useStartPlanWithEarnings();
  const flexi = useFlexiWithEarnings();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [amount, setAmount] = useState<number>(FLEXI_AMOUNTS[0]);
  const [frequency, setFrequency] = useState<FlexiFrequency>('Weekly');
  const [quote, setQuote] = useState<number | null>(null);
  const flexiPlanId = data.flexi_plan_id;
  const held = data.redeemable;

  const handlers = {
    onSuccess: (res: { message: string }) => onResult({ title: TITLE, ok: true, message: res.message }),
    onError: (e: unknown) => onResult({ title: TITLE, ok: false, message: failureMessage(e) }),
    onSettled: () => setChoice(null),
  };
  const flexiBody = (flexi_type: 1 | 2) => ({
    flexi_type,
    planid: flexiPlanId ?? 0,
    con_amount: amount,
    pf_pl_text: frequency,
    page_response: 1,
  });
  const askQuote = () =>
    flexi.mutate(flexiBody(1), {
      onSuccess: (res) => setQuote(res.data.membership_fee),
      onError: (e) => onResult({ title: TITLE, ok: false, message: failureMessage(e) }),
    });

  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {TITLE}
        </Title>
        <Text size="sm">
          Start a paid plan with your earnings instead of a card: the plan's membership fee is paid from your
          earnings, and your weekly contributions start from week 1.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          {data.plans.map((p) => {
            const short = readiness(held, p.needed);
            return (
              <Card key={p.pl_plan_id} withBorder radius="md" p="sm" data-testid={`plan-${p.pl_plan_name}`}>
                <Stack gap={6}>
                  <Text fw={700}>{p.pl_plan_name}</Text>
                  <Text size="sm">
                    Earnings needed: <Money naira={p.needed} fw={600} />
                  </Text>
                  {short && (
                    <Text size="sm" c="red.9">
                      {short}
                    </Text>
                  )}
                  <Button
                    variant={short ? 'default' : 'filled'}
                    onClick={() =>
                      setChoice({
                        name: p.pl_plan_name,
                        fee: p.needed,
                        start: () => fixed.mutate(p.pl_plan_id, handlers),
                      })
                    }
                  >
                    Start {p.pl_plan_name}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
        {flexiPlanId !== null && (
          <Card withBorder radius="md" p="sm" data-testid="plan-FLEXI">
            <Stack gap="xs">
              <Text fw={700}>FLEXI</Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }} maw={480}>
                <NativeSelect
                  label="Amount"
                  value={String(amount)}
                  data={FLEXI_AMOUNTS.map((a) => ({ value: String(a), label: moneyText({ naira: a }) }))}
                  onChange={(e) => {
                    setAmount(Number(e.currentTarget.value));
                    setQuote(null);
                  }}
                />
                <NativeSelect
                  label="Frequency"
                  value={frequency}
                  data={[...FLEXI_FREQUENCIES]}
                  onChange={(e) => {
                    setFrequency(e.currentTarget.value as FlexiFrequency);
                    setQuote(null);
                  }}
                />
              </SimpleGrid>
              {quote === null ? (
                <Button variant="light" loading={flexi.isPending} onClick={askQuote} w="fit-content">
                  Show earnings needed
                </Button>
              ) : (
                <Stack gap={6}>
                  <Text size="sm">
                    Earnings needed: <Money naira={quote} fw={600} /> (a 12-month cycle)
                  </Text>
                  {readiness(held, quote) && (
                    <Text size="sm" c="red.9">
                      {readiness(held, quote)}
                    </Text>
                  )}
                  <Button
                    w="fit-content"
                    onClick={() =>
                      setChoice({
                        name: 'FLEXI',
                        fee: quote,
                        start: () => flexi.mutate(flexiBody(2), handlers),
                      })
                    }
                  >
                    Start FLEXI
                  </Button>
                </Stack>
              )}
            </Stack>
          </Card>
        )}
        {held < MIN_PLAN_EARNINGS_NAIRA && (
          <Alert color="gray" variant="light">
            Earnings start a plan from <Money naira={MIN_PLAN_EARNINGS_NAIRA} />.
          </Alert>
        )}
      </Stack>
      <ConfirmMoneyDialog
        opened={choice != null}
        title={`Start ${choice?.name ?? ''} with earnings`}
        amount={{ naira: choice?.fee ?? 0 }}
        from="Your earnings"
        to={`The ${choice?.name ?? ''} membership fee`}
        next="Your plan starts today. Your weekly contributions are then collected from week 1, by card or bank transfer."
        busy={fixed.isPending || flexi.isPending}
        onConfirm={() => choice?.start()}
        onCancel={() => setChoice(null)}
      />
    </Card>
  );
}
