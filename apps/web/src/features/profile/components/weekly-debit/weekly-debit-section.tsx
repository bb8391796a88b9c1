import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDebitMethod } from '../../../../api/debit-method.ts';
import { paths } from '../../../../config/paths.ts';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { accountWords, MandateStateBadge } from '../../../../ui/mandate-state.tsx';
import { useChooseCard } from '../../api/choose-card.ts';
import { useStartMandate } from '../../api/start-mandate.ts';

/**
 * The weekly debit on the profile: what pays the weekly contribution now (the card or the bank
 * account), the bank account's mandate and where it stands (pending approval, active, ended), and the
 * switch either way (docs/domain-rules.md, "Money rails: direct-debit mandates").
 */
export function WeeklyDebitSection() {
  const { data, isError, error, refetch, isFetching } = useDebitMethod();
  const start = useStartMandate();
  const chooseCard = useChooseCard();
  if (!data) {
    return isError ? (
      <ErrorState message={(error as Error).message} onRetry={refetch} retrying={isFetching} />
    ) : null;
  }
  const { method, card, mandate } = data;
  const live = mandate && mandate.state !== 'ended' ? mandate : null;
  const cardWords = card ? `Card ending ${card.last4}` : null;
  const paidFrom =
    method === 'mandate' && mandate
      ? `Bank account: ${accountWords(mandate)}`
      : (cardWords ?? 'Nothing yet: you pay each week by bank transfer');
  const failure = start.error ?? chooseCard.error;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="weekly-debit-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="weekly-debit-title">
          Weekly debit
        </Title>
        <Text size="sm" c="dimmed">
          Your weekly contribution is taken every 7 days from the card or the bank account you choose here. A
          bank account needs your bank's approval once; unlike a card, it does not expire.
        </Text>
        <Text size="sm">
          Paid from: <b data-testid="debit-method">{paidFrom}</b>
        </Text>
        {mandate && (
          <Stack gap={4} data-testid="mandate">
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                Direct debit from {accountWords(mandate)}
              </Text>
              <MandateStateBadge state={mandate.state} />
            </Group>
            {mandate.state === 'pending' && (
              <Text size="sm">
                Your bank has not approved the debit yet.{' '}
                {cardWords
                  ? `Until it does, your card ending ${card?.last4} pays your weekly contribution.`
                  : 'Until it does, pay your weekly contribution by bank transfer.'}
              </Text>
            )}
            {mandate.state === 'ended' && mandate.ended_reason && (
              <Text size="sm" data-testid="mandate-ended-reason">
                Ended: {mandate.ended_reason}.
              </Text>
            )}
          </Stack>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure.message}
          </Alert>
        )}
        <Group gap="sm" wrap="wrap">
          {method !== 'mandate' && (
            <Button onClick={() => start.mutate()} loading={start.isPending}>
              {live ? 'Approve again at my bank' : 'Pay from my bank account'}
            </Button>
          )}
          {live && card && (
            <Button variant="default" onClick={() => chooseCard.mutate()} loading={chooseCard.isPending}>
              Pay from my card instead
            </Button>
          )}
          {!card && (
            <Anchor component={Link} to={paths.changecard} size="sm">
              Add a card
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
