import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { DEBIT_METHOD_MESSAGES } from '@trust/shared';
import { useEffect, useRef } from 'react';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { accountWords, MandateStateBadge } from '../../../../ui/mandate-state.tsx';
import { FormSkeleton } from '../../../../ui/page-skeleton.tsx';
import { useMandateReturn } from '../../api/mandate-return.ts';

const COLOURS = { active: 'teal', pending: 'yellow', ended: 'red' } as const;

/**
 * Back from the bank page on /profile?debit=mandate&reference=: asks once where the mandate stands and
 * says it (active, still waiting for the bank, or not approved).
 */
export function MandateReturn({ reference, onDone }: { reference: string; onDone: () => void }) {
  const back = useMandateReturn();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    back.mutate(reference);
  }, [reference, back]);

  const done = (
    <Button variant="default" onClick={onDone} style={{ alignSelf: 'flex-start' }}>
      Back to my profile
    </Button>
  );
  if (back.isError) {
    return (
      <Stack gap="sm">
        <ErrorState
          message={back.error.message}
          onRetry={() => back.mutate(reference)}
          retrying={back.isPending}
        />
        {done}
      </Stack>
    );
  }
  const mandate = back.data?.data.mandate;
  if (!back.data || !mandate) return <FormSkeleton label="Checking with your bank" fields={2} />;
  const pending = mandate.state === 'pending';
  return (
    <Stack gap="sm">
      <Alert
        color={COLOURS[mandate.state]}
        role="status"
        data-testid="mandate-return"
        title={back.data.message}
      >
        <Stack gap={6}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">Direct debit from {accountWords(mandate)}</Text>
            <MandateStateBadge state={mandate.state} />
          </Group>
          <Text size="sm">
            {mandate.state === 'active'
              ? 'Your next weekly contribution is debited from this account.'
              : pending
                ? `${DEBIT_METHOD_MESSAGES.pending}. Your profile shows when it is approved.`
                : 'Nothing changed: your weekly contribution is paid as before.'}
          </Text>
        </Stack>
      </Alert>
      {done}
    </Stack>
  );
}
