import { Button, Stack, Text, Title } from '@mantine/core';
import type { CardChange } from '@trust/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { moneyText } from '../../../ui/money-text.ts';
import { Receipt } from '../../../ui/receipt.tsx';
import { cardName } from './card-summary.tsx';

/**
 * The confirmation of a saved card: "Card changed, ending 4242" (or "Card added"), the N100 check as
 * a receipt the member can quote, and that it is refunded.
 */
export function CardChanged({ change }: { change: CardChange }) {
  const last4 = change.card?.last4 ?? '';
  const check = moneyText({ naira: change.verification_amount });
  const refunded = change.refund_status === 'processed';
  return (
    <Stack gap="md" data-testid="card-changed">
      <Title order={2} fz="h3">
        {change.message}, ending {last4}
      </Title>
      <Receipt
        title="Card check receipt"
        amount={change.verification_amount}
        lines={[{ label: 'Card check', amount: change.verification_amount }]}
        reference={change.reference}
        paidAt={change.started_at}
        method={change.card ? cardName(change.card) : 'Card'}
      >
        Your weekly contributions are debited from this card from now on
        {change.replaced ? '; your old card is no longer charged.' : '.'}
      </Receipt>
      <Text size="sm" c="dark.7" data-testid="refund-note">
        The {check} card check {refunded ? 'has been' : 'is being'} refunded to this card. Your bank may take
        a few days to show it.
      </Text>
      <Button component={Link} to={paths.dashboard} size="md">
        Back to dashboard
      </Button>
    </Stack>
  );
}
