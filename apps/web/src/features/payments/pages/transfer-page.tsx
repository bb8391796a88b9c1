import {
  Alert,
  Anchor,
  Button,
  Card,
  Code,
  Container,
  Group,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { bvnStateOf, useVirtualAccount } from '../../../api/virtual-account.ts';
import { paths } from '../../../config/paths.ts';
import { session } from '../../../lib/session.ts';
import { AccountNumberCard } from '../../../ui/account-number-card.tsx';
import { CopyTextButton } from '../../../ui/copy-text-button.tsx';
import { Money } from '../../../ui/money.tsx';
import { DetailSkeleton } from '../../../ui/page-skeleton.tsx';
import { JoiningStepper } from '../../../ui/stepper.tsx';
import { transferDetailsQuery } from '../api/transfer.ts';

/** One detail of the fund's account: its name above, the value (and its copy button) below. */
function Field(props: { label: string; copy?: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {props.children}
        </Text>
        {props.copy && <CopyTextButton value={props.copy} what={props.label} size="compact-xs" />}
      </Group>
    </Stack>
  );
}

/**
 * /transfer: pay the chosen plan by bank transfer (part 1 sections 2 and 9): the plan, membership fee,
 * weekly contribution and total; the fund's account with the member's TFP as narration; USSD codes.
 * The plan starts when an operator sees the money arrive (up to 24 hours).
 */
export default function TransferPage() {
  const planId = Number(session.get<number | string>('planId'));
  const details = useQuery(transferDetailsQuery(planId));
  const account = useVirtualAccount();

  if (!(planId > 0) || details.isError) {
    return (
      <Container component="main" size={560} py="xl" px="md">
        <Stack gap="md">
          <JoiningStepper step="payment" />
          <Alert color="yellow" title="Choose a plan first">
            <Anchor component={Link} to={paths.viewplans}>
              See the plans
            </Anchor>
          </Alert>
        </Stack>
      </Container>
    );
  }
  if (!details.data) {
    return (
      <Container component="main" size={560} py="xl" px="md">
        <Stack gap="md">
          <JoiningStepper step="payment" />
          <Title order={1} fz="h2">
            Pay by bank transfer
          </Title>
          <DetailSkeleton label="Loading the transfer details" rows={3} />
        </Stack>
      </Container>
    );
  }
  const d = details.data;
  const rows: [string, ReactNode][] = [
    ['Plan', d.plan_name],
    ['Membership fee', <Money key="fee" naira={d.membership_fee} />],
    ['Weekly contribution', <Money key="weekly" naira={d.weekly_contribution} />],
    ['Total to transfer', <Money key="total" naira={d.total} fw={700} />],
  ];
  return (
    <Container component="main" size={560} py="xl" px="md">
      <Stack gap="md">
        <JoiningStepper step="payment" />
        <Title order={1} fz="h2">
          Pay by bank transfer
        </Title>
        <Card withBorder radius="md">
          <Table>
            <Table.Tbody>
              {rows.map(([k, v]) => (
                <Table.Tr key={k}>
                  <Table.Th scope="row">{k}</Table.Th>
                  <Table.Td ta="right">{v}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
        <AccountNumberCard
          account={account.data}
          error={account.isError ? account.error.message : null}
          bvnState={bvnStateOf(account.error)}
          intro="Transfer the total to your own account number and your plan starts as soon as the money arrives: no narration, no waiting for an operator. Anything above the total goes to Save More."
        />
        <Card withBorder radius="md">
          <Stack gap="xs">
            <Title order={2} fz="h4">
              Or transfer to the fund’s account
            </Title>
            <Field label="Bank">{d.bank.bank_name}</Field>
            <Field label="Account number" copy={d.bank.account_number}>
              {d.bank.account_number}
            </Field>
            <Field label="Account name">{d.bank.account_name}</Field>
            <Field label="Narration" copy={d.narration}>
              <Code fz="md" fw={700}>
                {d.narration}
              </Code>
            </Field>
            <Text size="sm" c="dimmed">
              Write your Trust Fund Pin {d.narration} as the narration so we can match your transfer to you.
            </Text>
          </Stack>
        </Card>
        <Card withBorder radius="md">
          <Title order={2} fz="h4" mb="xs">
            Pay from your phone (USSD)
          </Title>
          <Stack gap={4}>
            {d.ussd.map((u) => (
              <Group key={u.bank} justify="space-between" wrap="nowrap">
                <Text>{u.bank}</Text>
                <Code>{u.code}</Code>
              </Group>
            ))}
          </Stack>
        </Card>
        <Alert color="blue" title="Up to 24 hours">
          A transfer to the fund’s account can take up to 24 hours to reach us. We may ask you for proof of
          payment. Your plan starts as soon as we confirm it.
        </Alert>
        <Group grow>
          <Button component={Link} to={paths.learnMore} variant="default">
            Learn More
          </Button>
          <Button component={Link} to={paths.home}>
            Return Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
