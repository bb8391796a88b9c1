import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { CASHOUT_BELOW_FEE } from '@trust/shared/messages';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePlans } from '../../../api/plans.ts';
import { paths, planChangePath } from '../../../config/paths.ts';
import { ConfirmMoneyDialog } from '../../../ui/confirm-money-dialog.tsx';
import { moneyText } from '../../../ui/money-text.ts';

export type DashboardModal =
  | 'upgrade'
  | 'add-card'
  | 'update-profile'
  | 'cannot-cashout'
  | 'cashout-confirm'
  | null;

const UPGRADE_PLANS = ['PLATINUM', 'GOLD', 'SILVER', 'FLEXI'] as const;

/** A step the member must take before applying: why, Cancel, and the way to take it. */
function StepFirstModal(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  action: string;
  onAction: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
    >
      <Stack>
        <Text>{props.children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button onClick={props.onAction}>{props.action}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The dashboard's modals (part 2 sections 2.3, 4.5 and 4.6); one shows at a time. */
export function DashboardModals(props: {
  open: DashboardModal;
  onClose: () => void;
  contribution: number;
  cashoutLabel: string;
  cashingOut: boolean;
  onCashout: () => void;
}) {
  const navigate = useNavigate();
  const { open, onClose } = props;
  const plans = usePlans();
  // The chosen plan's id, never its name or position: the plan change opens on exactly that plan.
  const idOf = (name: string) => plans.data?.find((p) => p.pl_plan_name === name)?.pl_plan_id;
  return (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={open === 'upgrade'}
        onClose={onClose}
        title="Upgrade your plan"
        centered
      >
        <Stack>
          <Text>
            Basic members cannot start a plan, redeem earnings or apply for loans, POP or ETC. Choose a plan
            to upgrade to:
          </Text>
          <SimpleGrid cols={2}>
            {UPGRADE_PLANS.map((plan) => (
              <Button
                key={plan}
                variant="light"
                disabled={idOf(plan) === undefined}
                onClick={() => navigate(planChangePath(idOf(plan)))}
              >
                {plan}
              </Button>
            ))}
          </SimpleGrid>
          <Button variant="subtle" onClick={() => navigate(paths.weeklyearnings)}>
            Upgrade with my earnings
          </Button>
        </Stack>
      </Modal>

      <StepFirstModal
        opened={open === 'add-card'}
        onClose={onClose}
        title="Add a card"
        action="Add card"
        onAction={() => navigate(paths.changecard)}
      >
        Add a debit card for your weekly contributions before you apply.
      </StepFirstModal>

      <StepFirstModal
        opened={open === 'update-profile'}
        onClose={onClose}
        title="Update your profile"
        action="Update profile"
        onAction={() => navigate(paths.profile)}
      >
        Complete your profile and bank details (at least 75%) before you apply.
      </StepFirstModal>

      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={open === 'cannot-cashout'}
        onClose={onClose}
        title="Request Cashout"
        centered
      >
        <Stack>
          <Text>{CASHOUT_BELOW_FEE}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>OK</Button>
          </Group>
        </Stack>
      </Modal>

      <ConfirmMoneyDialog
        opened={open === 'cashout-confirm'}
        onCancel={onClose}
        title="Request Cashout"
        amount={{ naira: props.contribution }}
        from="Your contributions"
        to="Your bank account on your profile"
        next="Your annual membership fee is deducted, the rest is sent to your bank account, and your next cycle starts."
        onConfirm={props.onCashout}
        busy={props.cashingOut}
        confirmLabel={props.cashoutLabel}
      >
        It is cashout season. Cash out {moneyText({ naira: props.contribution })}?
      </ConfirmMoneyDialog>
    </>
  );
}
