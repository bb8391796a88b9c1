/**
 * AccountNumberCard: the member's own account number (a dedicated account), with copy buttons for the
 * number and the name, and what happens to money sent to it. The page reads GET /virtualaccount
 * (api/virtual-account.ts) and passes the answer; while it loads the card keeps its place, and when
 * the account cannot be opened the card says so and points to the fund's account instead; while it
 * waits for the member's BVN check, it says so with a button to the profile's ID check.
 */
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { VirtualAccount } from '@trust/shared';
import { Link } from 'react-router';
import { profileIdCheckPath } from '../config/paths.ts';
import { LabelledValue } from './labelled-value.tsx';

export function AccountNumberCard(props: {
  account: VirtualAccount | undefined;
  /** The refusal's sentence when the account could not be opened. */
  error?: string | null;
  /**
   * GET /virtualaccount answered 409: the account opens once the member's BVN is checked (`waiting`), or
   * the provider refused to assign it (`failed`); either way the card points to the ID check.
   */
  bvnState?: 'waiting' | 'failed';
  /** What money sent here pays, in this page's words. */
  intro?: string;
  title?: string;
}) {
  const { account, error } = props;
  return (
    <Card withBorder radius="md" p="md" data-testid="account-number-card">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {props.title ?? 'Your own account number'}
        </Title>
        <Text size="sm" c="dark.6">
          {props.intro ??
            'Send money to this account from any bank app and it is added to your Trust Fund at once, no narration needed: first to what you owe (missed weeks, a loan, POP or ETC), the rest to Save More.'}
        </Text>
        {error && props.bvnState ? (
          <Alert
            color={props.bvnState === 'failed' ? 'red' : 'blue'}
            title={props.bvnState === 'failed' ? 'Could not be opened' : 'Waiting for your BVN check'}
            data-testid="account-waits-for-bvn"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{error}</Text>
              <Button component={Link} to={profileIdCheckPath} size="sm">
                Add your BVN
              </Button>
            </Stack>
          </Alert>
        ) : error ? (
          <Alert color="yellow" title="Not available just now">
            {error}
          </Alert>
        ) : account ? (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <LabelledValue label="Your account number" value={account.account_number} copy />
              <LabelledValue label="Bank" value={account.bank_name} />
            </SimpleGrid>
            {/* The provider's name can be long ("TRUST FUND/ADAEZE OKAFOR"): it has the whole width. */}
            <LabelledValue label="Name on the account" value={account.account_name} copy />
          </Stack>
        ) : (
          <Skeleton height={48} aria-label="Loading your account number" />
        )}
      </Stack>
    </Card>
  );
}
