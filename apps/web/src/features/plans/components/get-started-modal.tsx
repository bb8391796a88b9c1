import { Button, Modal, Stack, Text } from '@mantine/core';
import type { PlanView } from '@trust/shared/contracts/plans';
import { koboFromNaira } from '@trust/shared/money-codec';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isBasic, planLabel } from '../../../lib/plan-facts.ts';
import { session } from '../../../lib/session.ts';
import { moneyText } from '../../../ui/money-text.ts';
import { subscribeOrdinary } from '../api/subscribe-ordinary.ts';
import { FlexiModal } from './flexi-modal.tsx';

/**
 * Get Started on the plan detail (part 1 sections 2 and 4): SILVER, GOLD and PLATINUM choose card
 * setup or bank transfer; BASIC subscribes for free; FLEXI sets its amount, frequency and duration.
 */
export function GetStartedModal({
  plan,
  opened,
  onClose,
}: {
  plan: PlanView;
  opened: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (plan.pl_plan_name === 'FLEXI')
    return <FlexiModal planId={plan.pl_plan_id} opened={opened} onClose={onClose} />;

  const go = (to: string) => {
    session.set('planId', plan.pl_plan_id);
    navigate(to);
  };
  const subscribe = async () => {
    setBusy(true);
    try {
      const { data } = await subscribeOrdinary(plan.pl_plan_id);
      session.mergeUser(data);
      navigate(paths.dashboard, { replace: true });
    } catch {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Get started with ${planLabel(plan)}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {isBasic(plan) ? (
        <Stack gap="sm">
          <Text>The BASIC plan is free. You can upgrade to a savings plan at any time.</Text>
          <Button onClick={subscribe} loading={busy}>
            Subscribe for free
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text>
            Pay the membership fee of {moneyText({ naira: plan.pl_registration })} and your first weekly
            contribution of {moneyText({ naira: plan.pl_weekly_saving })}:{' '}
            {moneyText({ kobo: koboFromNaira(plan.pl_registration) + koboFromNaira(plan.pl_weekly_saving) })}{' '}
            in total.
          </Text>
          <Button onClick={() => go(paths.carddetails)}>Card setup</Button>
          <Button variant="default" onClick={() => go(paths.transfer)}>
            Bank transfer
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
