import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { LOAN_MESSAGES } from '@trust/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useTrustResponse } from '../api/trust-response.ts';

/**
 * A truster's answer (part 2 section 4.13): TRUST opens the agreement, which needs its box checked;
 * DECLINE answers at once, shows 'Declined', then returns to /notifications.
 */
export function TrustAnswer({ loanId, borrower }: { loanId: number; borrower: string }) {
  const navigate = useNavigate();
  const respond = useTrustResponse();
  const [agreeing, setAgreeing] = useState(false);
  const [checked, setChecked] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [declined, setDeclined] = useState(false);
  return (
    <Stack gap="sm">
      {respond.error ? (
        <Alert color="red" role="alert">
          {respond.error.message}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button onClick={() => setAgreeing(true)}>TRUST</Button>
        <Button
          variant="default"
          color="red"
          loading={respond.isPending && !agreeing}
          onClick={() => respond.mutate({ loanId, trust: false }, { onSuccess: () => setDeclined(true) })}
        >
          DECLINE
        </Button>
      </Group>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={agreeing}
        onClose={() => setAgreeing(false)}
        title="Trust this loan"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            By trusting {borrower}'s loan you vouch for its repayment. Your TFP stays in use until the loan is
            repaid, and you are reminded if it is overdue.
          </Text>
          <Checkbox
            label="I agree to the terms of trusting this loan"
            checked={checked}
            onChange={(e) => {
              setChecked(e.currentTarget.checked);
              setCheckError(null);
            }}
            error={checkError}
          />
          <Group justify="flex-end">
            <Button
              loading={respond.isPending}
              onClick={() => {
                if (!checked) return setCheckError(LOAN_MESSAGES.terms);
                respond.mutate({ loanId, trust: true }, { onSuccess: () => setAgreeing(false) });
              }}
            >
              Trust
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={declined}
        onClose={() => navigate(paths.notifications)}
        title="Declined"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{LOAN_MESSAGES.declined}</Text>
          <Button onClick={() => navigate(paths.notifications)}>OK</Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
