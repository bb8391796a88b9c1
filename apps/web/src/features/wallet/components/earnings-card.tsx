import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Money } from '../../../ui/money.tsx';

/** Earnings: what the member holds to redeem and what they have redeemed (part 2 section 3). */
export function EarningsCard(props: { earned: number; redeemed: number; onRedeem: () => void }) {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="wallet-earnings">
      <Stack gap="sm" h="100%">
        <Title order={2} fz="h4" id="wallet-earnings">
          Earnings
        </Title>
        <Group gap="xl" align="flex-start">
          <Stack gap={0}>
            <Text size="sm" c="dark.6">
              Available
            </Text>
            <Money naira={props.earned} fz={24} fw={700} data-testid="wallet-tot-earned" />
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dark.6">
              Redeemed so far
            </Text>
            <Money naira={props.redeemed} fz={24} fw={700} data-testid="wallet-redeem-earned" />
          </Stack>
        </Group>
        <Text size="sm" c="dark.7">
          Referral earnings and your trust bonus, paid to your bank account when you redeem them.
        </Text>
        <Button variant="light" onClick={props.onRedeem} mt="auto" w="fit-content">
          Redeem
        </Button>
      </Stack>
    </Card>
  );
}
