import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLoanAction } from '../api/loan-action.ts';
import { Money } from './money.tsx';
import { useMoneyOutCode } from './money-out-code.tsx';
import { popup } from './popup.tsx';
import { toast } from './toast.ts';

/**
 * The choice of a granted loan (part 2 section 4.3, loan_status 1): 'Request Loan Withdrawal' sends
 * loan_action 1 (the loan goes to the member's bank), 'Refund Loan' sends 2 (it is handed back, nothing
 * owed). A failed withdrawal keeps this open with the reason; a failed refund closes it (section 8).
 */
export function RefundWithdrawModal(props: {
  opened: boolean;
  /** The loan (from /viewloan); without it the server takes the member's granted loan. */
  loanId?: number;
  amount?: number;
  onClose: () => void;
}) {
  const action = useLoanAction();
  const codes = useMoneyOutCode();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    props.onClose();
  };
  const act = async (which: 1 | 2) => {
    // The withdrawal sends money to the bank: it goes with the member's code (the second factor).
    let code: string | undefined;
    if (which === 1) {
      try {
        code = (await codes.ask('loan_withdrawal')) ?? undefined;
      } catch (e) {
        setError((e as Error).message);
        return;
      }
      if (!code) return;
    }
    action.mutate(
      { action: which, loanId: props.loanId, code },
      {
        onSuccess: (res) => {
          toast.success((res as { message: string }).message);
          close();
        },
        onError: (e) => {
          if (which === 1) setError(e.message);
          else {
            popup.error(e.message);
            close();
          }
        },
      },
    );
  };
  return (
    <>
      {codes.dialog}
      <Modal
        opened={props.opened}
        onClose={close}
        title="Refund/Withdraw"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>
            Your loan
            {props.amount !== undefined ? (
              <>
                {' '}
                of <Money naira={props.amount} fw={700} />
              </>
            ) : null}{' '}
            is approved. Request its withdrawal to your bank account, or refund it if you no longer need it: a
            refunded loan owes nothing and your trusters are released.
          </Text>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              loading={action.isPending && action.variables?.action === 2}
              disabled={action.isPending}
              onClick={() => act(2)}
            >
              Refund Loan
            </Button>
            <Button
              loading={action.isPending && action.variables?.action === 1}
              disabled={action.isPending}
              onClick={() => act(1)}
            >
              Request Loan Withdrawal
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
