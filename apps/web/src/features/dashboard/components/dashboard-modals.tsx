import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { CASHOUT_BELOW_FEE } from '@trust/shared/messages';
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

      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={open === 'add-card'}
        onClose={onClose}
        title="Add a card"
        centered
      >
        <Stack>
          <Text>Add a debit card for your weekly contributions before you apply.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => navigate(paths.changecard)}>Add card</Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={open === 'update-profile'}
        onClose={onClose}
        title="Update your profile"
        centered
      >
        <Stack>
          <Text>Complete your profile and bank details (at least 75%) before you apply.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => navigate(paths.profile)}>Update profile</Button>
          </Group>
        </Stack>
      </Modal>

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
