import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiCallError } from '../../../lib/api-client.ts';
import { toast } from '../../../ui/toast.ts';
import { useTrusterAnswer } from '../api/truster-answer.ts';

/**
 * A truster's answer to a loan trust request (part 2 section 4.13): TRUST opens the agreement,
 * which needs its box checked, and sends trustresponse 1; DECLINE sends 0 and shows 'Declined',
 * whose close returns to the list.
 */
export function LoanRequestAnswer(props: { loanid: number; uid: number; onDone: () => void }) {
  const answer = useTrusterAnswer();
  const [agreeing, setAgreeing] = useState(false);
  const [checked, setChecked] = useState(false);
  const [declined, setDeclined] = useState(false);
  const error =
    answer.error instanceof ApiCallError || answer.error instanceof Error ? answer.error.message : null;

  const send = (trust: boolean) =>
    answer.mutate(
      { loanid: props.loanid, uid: props.uid, trust },
      {
        onSuccess: (res) => {
          if (trust) {
            setAgreeing(false);
            toast.success(res.message || 'You now stand behind this loan');
            props.onDone();
          } else setDeclined(true);
        },
      },
    );

  return (
    <Stack gap="xs">
      {error && !agreeing && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group grow>
        <Button onClick={() => setAgreeing(true)}>TRUST</Button>
        <Button
          variant="default"
          color="red"
          loading={answer.isPending && !agreeing}
          onClick={() => send(false)}
        >
          DECLINE
        </Button>
      </Group>
      <Modal
        opened={agreeing}
        onClose={() => setAgreeing(false)}
        title="Trust agreement"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          <Text size="sm">
            By trusting this loan you stand behind the borrower: if they do not repay, the fund may recover
            the amount from what you hold with it, as the trust agreement says.
          </Text>
          <Checkbox
            label="I have read and agree to the trust agreement"
            checked={checked}
            onChange={(e) => setChecked(e.currentTarget.checked)}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button disabled={!checked} loading={answer.isPending} onClick={() => send(true)}>
            TRUST
          </Button>
        </Stack>
      </Modal>
      <Modal
        opened={declined}
        onClose={() => {
          setDeclined(false);
          props.onDone();
        }}
        title="Declined"
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        <Text size="sm">You declined this loan request.</Text>
      </Modal>
    </Stack>
  );
}
