import { Alert, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PlanChangeAnswer, PlanChangeOption } from '@trust/shared/contracts/plan-change';
import { useEffect, useState } from 'react';
import { ConfirmMoneyDialog } from '../../../../ui/confirm-money-dialog.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { Money } from '../../../../ui/money.tsx';
import { FormSkeleton } from '../../../../ui/page-skeleton.tsx';
import { useChangePlan } from '../../api/change-plan.ts';
import { usePlanChangeList } from '../../api/plan-change-list.ts';
import { FlexiChangeModal } from './flexi-change-modal.tsx';
import { PlanOptionCard } from './plan-option-card.tsx';
import { TransferDetails } from './transfer-details.tsx';

type Transfer = Extract<PlanChangeAnswer, { kind: 'transfer' }>;

/**
 * The plan change inside the member area (part 2 sections 2.13 and 4.7): the plans the member may
 * change to with what each costs, a confirmation before anything is paid, card or bank transfer
 * from BASIC, the flexi modal from BASIC. `preselect` (a plan id, from the dashboard's upgrade
 * dialog) opens that plan's confirmation at once.
 */
export function PlanChangeSection({ preselect, onClose }: { preselect: number | null; onClose: () => void }) {
  const list = usePlanChangeList(true);
  const change = useChangePlan();
  const [chosen, setChosen] = useState<PlanChangeOption | null>(null);
  const [method, setMethod] = useState<'card' | 'transfer'>('card');
  const [methodChosen, setMethodChosen] = useState(false);
  const pickMethod = (m: 'card' | 'transfer') => {
    setMethod(m);
    setMethodChosen(true);
  };
  const [error, setError] = useState<string | null>(null);
  const [transfer, setTransfer] = useState<Transfer | null>(null);
  const [preselected, setPreselected] = useState(false);

  const choose = (option: PlanChangeOption) => {
    setError(null);
    setTransfer(null);
    setMethod('card');
    setMethodChosen(false);
    setChosen(option);
  };
  useEffect(() => {
    if (preselected || preselect == null || !list.data || list.data.blocked) return;
    const option = list.data.plans.find((p) => p.pl_plan_id === preselect);
    setPreselected(true);
    // The dashboard's choice opens that plan's confirmation (or payment method) at once.
    if (option) setChosen(option);
  }, [preselect, preselected, list.data]);

  const submit = () => {
    if (!chosen) return;
    change.mutate(
      { pl_id: chosen.pl_plan_id, pl_change: chosen.pl_change, pay_method: method },
      {
        onSuccess: ({ data, message }) => {
          if (data.kind === 'checkout') {
            window.location.assign(data.authurl);
            return;
          }
          setChosen(null);
          if (data.kind === 'transfer') setTransfer(data);
          else notifications.show({ color: 'teal', message, closeButtonProps: { 'aria-label': 'Close' } });
        },
        onError: (e) => {
          setChosen(null);
          setError(e.message);
        },
      },
    );
  };

  const heading = (
    <Group justify="space-between" align="center">
      <Title order={2} fz="h4" id="plan-change-title">
        Change your plan
      </Title>
      <Button variant="subtle" size="compact-sm" onClick={onClose}>
        Close
      </Button>
    </Group>
  );
  if (!list.data) {
    return (
      <Card withBorder radius="md" p="md" aria-labelledby="plan-change-title" component="section">
        <Stack gap="sm">
          {heading}
          {list.isError ? (
            <ErrorState
              message={(list.error as Error).message}
              onRetry={list.refetch}
              retrying={list.isFetching}
            />
          ) : (
            <FormSkeleton label="Loading the plans you can change to" fields={3} />
          )}
        </Stack>
      </Card>
    );
  }
  const { blocked, plans, current_plan } = list.data;
  const flexiOpen = chosen?.pl_plan_name === 'FLEXI';
  const upgrading = chosen?.is_upgrade && !flexiOpen ? chosen : null;
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      aria-labelledby="plan-change-title"
      component="section"
      data-testid="plan-change"
    >
      <Stack gap="sm">
        {heading}
        <Text size="sm">
          You are on the <b>{current_plan.pl_display_name}</b> plan.
        </Text>
        {blocked && (
          <Alert color="yellow" role="status" data-testid="change-blocked">
            {blocked}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert" data-testid="change-error">
            {error}
          </Alert>
        )}
        {transfer && <TransferDetails transfer={transfer} />}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {plans.map((p) => (
            <PlanOptionCard
              key={p.pl_plan_id}
              option={p}
              disabled={blocked !== null || change.isPending}
              highlighted={p.pl_plan_id === preselect}
              onChoose={choose}
            />
          ))}
        </SimpleGrid>
      </Stack>
      {chosen && flexiOpen && (
        <FlexiChangeModal planId={chosen.pl_plan_id} opened onClose={() => setChosen(null)} />
      )}
      {upgrading?.choose_pay_method && !methodChosen && (
        <Modal
          opened
          onClose={() => setChosen(null)}
          title="How will you pay?"
          centered
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <Stack gap="md">
            <Text>
              You will have to pay <Money naira={upgrading.plan_change_amount} fw={700} /> for{' '}
              {upgrading.pl_display_name}. Your card also pays your weekly savings from now on; by bank
              transfer you send each week's saving.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <Button onClick={() => pickMethod('card')}>Card</Button>
              <Button variant="default" onClick={() => pickMethod('transfer')}>
                Bank transfer
              </Button>
            </SimpleGrid>
          </Stack>
        </Modal>
      )}
      {upgrading && (!upgrading.choose_pay_method || methodChosen) && (
        <ConfirmMoneyDialog
          opened
          title={`Upgrade to ${upgrading.pl_display_name}`}
          amount={{ naira: upgrading.plan_change_amount }}
          lines={upgrading.breakdown}
          from={
            method === 'card' ? 'Your card, on the secure payment page' : 'Your bank account, by transfer'
          }
          to={`The fund: your ${upgrading.pl_display_name} membership fee and contributions`}
          next={
            method === 'card'
              ? `You pay on the secure payment page; your plan becomes ${upgrading.pl_display_name} as soon as the payment is confirmed.`
              : `We show you the fund's account. Your plan becomes ${upgrading.pl_display_name} when we confirm your transfer arrived.`
          }
          confirmLabel={method === 'card' ? 'Pay' : 'Show account details'}
          busy={change.isPending}
          onConfirm={submit}
          onCancel={() => setChosen(null)}
        >
          You will have to pay the balance of the {upgrading.pl_display_name} membership fee and the
          contribution top-up.
        </ConfirmMoneyDialog>
      )}
      {chosen && !chosen.is_upgrade && (
        <Modal
          opened
          onClose={() => !change.isPending && setChosen(null)}
          title={`Downgrade to ${chosen.pl_display_name}`}
          centered
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <Stack gap="md">
            <Text>
              Your plan becomes {chosen.pl_display_name} now and your weekly saving changes from your next
              debit. Nothing to pay; the membership fee you paid is not refunded.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setChosen(null)} disabled={change.isPending}>
                Cancel
              </Button>
              <Button onClick={submit} loading={change.isPending}>
                Confirm
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Card>
  );
}
