/**
 * The parts gallery (/design-parts): every part of apps/web/src/ui in its states, on one page, for
 * the browser tests (e2e/design-parts.spec.ts types into it and compares it with its screenshots)
 * and for people choosing a part. Built only into browser-test and development builds (main.tsx);
 * its dates and amounts are fixed, so the page looks the same on every run.
 */
import {
  Button,
  Card,
  Container,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { Kobo } from '@trust/shared/money';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CardNumberInput } from '../card-number-input.tsx';
import { ConfirmMoneyDialog } from '../confirm-money-dialog.tsx';
import { CopyTextButton } from '../copy-text-button.tsx';
import { DateText } from '../date-text.tsx';
import { EmptyState } from '../empty-state.tsx';
import { ErrorState } from '../error-state.tsx';
import { MantineScope } from '../mantine-scope.tsx';
import { Money } from '../money.tsx';
import { NairaInput } from '../naira-input.tsx';
import { CardGridSkeleton, DetailSkeleton, FormSkeleton, TableSkeleton } from '../page-skeleton.tsx';
import { Receipt } from '../receipt.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { STATUS_ALIASES, STATUSES } from '../statuses.ts';
import { JoiningStepper } from '../stepper.tsx';
import { toast } from '../toast.ts';

/** Saturday 21 Nov 2026, 10:00 in Lagos: "today" for every date on this page. */
const NOW = '2026-11-21T09:00:00Z';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card component="section" withBorder radius="md" p="md" aria-labelledby={id}>
      <Title order={2} fz="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Outside the router and its screens, so in a Mantine scope of its own. */
export default function PartsGalleryPage() {
  return (
    <MantineScope>
      <PartsGallery />
    </MantineScope>
  );
}

function PartsGallery() {
  // Outside the router, so the root layout does not title it.
  useEffect(() => {
    document.title = 'Design parts | Trust Fund';
  }, []);
  return (
    <Container component="main" size={960} py="xl" px="md">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          Design parts
        </Title>
        <MoneySection />
        <NairaInputSection />
        <StatusSection />
        <DateSection />
        <EmptyAndErrorSection />
        <SkeletonSection />
        <Section title="Stepper" id="stepper">
          <Stack gap="lg" maw={448}>
            <JoiningStepper step="payment" />
            <JoiningStepper step="done" />
          </Stack>
        </Section>
        <CardSection />
        <Section title="Receipt" id="receipt-part">
          <Receipt
            amount={4000}
            lines={[
              { label: 'SILVER plan membership fee', amount: 3000 },
              { label: 'First weekly contribution', amount: 1000 },
            ]}
            reference="PLAN-4F1C2B9A0D3E5F6A7B8C"
            paidAt="2026-11-21T13:05:00Z"
            method="Card ending 4081"
          >
            We received your payment of <strong>₦4,000</strong> for the SILVER plan.
          </Receipt>
        </Section>
        <ConfirmSection />
        <FeedbackSection />
      </Stack>
    </Container>
  );
}

function MoneySection() {
  const rows: [string, ReactNode][] = [
    ['150000n kobo', <Money key="a" kobo={150000n} data-testid="money-kobo" />],
    ['150050n kobo', <Money key="b" kobo={150050n} data-testid="money-kobo-decimals" />],
    ['1500.5 naira', <Money key="c" naira={1500.5} data-testid="money-naira" />],
    ['1000000 naira', <Money key="d" naira={1_000_000} />],
    ['0 kobo', <Money key="e" kobo={0n} />],
  ];
  return (
    <Section title="Money" id="money">
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {rows.map(([given, shown]) => (
            <Table.Tr key={given}>
              <Table.Th scope="row" fw={500}>
                {given}
              </Table.Th>
              <Table.Td ta="right">{shown}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

function NairaInputSection() {
  const [kobo, setKobo] = useState<Kobo | null>(null);
  return (
    <Section title="NairaInput" id="naira-input">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NairaInput label="Amount" value={kobo} onChange={setKobo} description="Naira, up to 2 decimals" />
        <Text size="sm" data-testid="naira-kobo" style={{ alignSelf: 'end' }}>
          The form receives: {kobo === null ? 'no amount' : `${kobo} kobo`}
        </Text>
      </SimpleGrid>
    </Section>
  );
}

function StatusSection() {
  return (
    <Section title="StatusBadge" id="status-badge">
      <Group gap="xs" data-testid="status-badges">
        {STATUSES.map((s) => (
          <StatusBadge key={s} status={s} />
        ))}
        {(Object.keys(STATUS_ALIASES) as (keyof typeof STATUS_ALIASES)[]).map((s) => (
          <StatusBadge key={s} status={s} />
        ))}
        <StatusBadge status="paid" label="Earned" />
      </Group>
    </Section>
  );
}

function DateSection() {
  const rows: [string, ReactNode][] = [
    ['A day from the API', <DateText key="a" value="11/24/2026" data-testid="date-plain" />],
    ['Next contribution', <DateText key="b" value="11/24/2026" relative now={NOW} data-testid="date-next" />],
    ['Last contribution', <DateText key="c" value="11/19/2026" relative now={NOW} data-testid="date-last" />],
    ['A payment', <DateText key="d" value="2026-11-21T13:05:00Z" time data-testid="date-time" />],
  ];
  return (
    <Section title="DateText" id="date-text">
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {rows.map(([what, shown]) => (
            <Table.Tr key={what}>
              <Table.Th scope="row" fw={500}>
                {what}
              </Table.Th>
              <Table.Td ta="right">{shown}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

function EmptyAndErrorSection() {
  const [retries, setRetries] = useState(0);
  return (
    <Section title="EmptyState and ErrorState" id="states">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EmptyState title="No records available" action={<Button variant="light">Save More</Button>}>
          Your contributions show here once your first payment is in.
        </EmptyState>
        <Stack gap="xs">
          <ErrorState
            message="You are offline. Check your internet connection and try again."
            onRetry={() => setRetries((n) => n + 1)}
          />
          <Text size="sm" data-testid="retry-count">
            Asked again {retries} {retries === 1 ? 'time' : 'times'}
          </Text>
        </Stack>
      </SimpleGrid>
    </Section>
  );
}

function SkeletonSection() {
  return (
    <Section title="Skeleton" id="skeleton">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CardGridSkeleton label="Loading figures" />
        <TableSkeleton label="Loading a table" rows={3} />
        <FormSkeleton label="Loading a form" fields={2} />
        <DetailSkeleton label="Loading a receipt" rows={3} />
      </SimpleGrid>
    </Section>
  );
}

function CardSection() {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvv, setCvv] = useState('');
  const [pin, setPin] = useState('');
  const pinRef = useRef<HTMLInputElement>(null);
  return (
    <Section title="CardNumberInput" id="card-number-input">
      <Stack gap="xs">
        <CardNumberInput
          number={{ value: number, onChange: setNumber }}
          expiry={{ value: expiry, onChange: setExpiry }}
          cvv={{ value: cvv, onChange: setCvv }}
          onCvvComplete={() => pinRef.current?.focus()}
        >
          <PasswordInput
            ref={pinRef}
            label="Card PIN"
            inputMode="numeric"
            maxLength={4}
            value={pin}
            onChange={(e) => setPin(e.currentTarget.value.replace(/\D/g, ''))}
          />
        </CardNumberInput>
        <Text size="sm" data-testid="card-digits">
          The form receives: {number || 'no number'}
        </Text>
      </Stack>
    </Section>
  );
}

function ConfirmSection() {
  const [opened, setOpened] = useState(false);
  const [outcome, setOutcome] = useState('Nothing asked yet.');
  return (
    <Section title="ConfirmMoneyDialog" id="confirm-money-dialog">
      <Group>
        <Button onClick={() => setOpened(true)}>Make Payment</Button>
        <Text size="sm" data-testid="confirm-outcome">
          {outcome}
        </Text>
      </Group>
      <ConfirmMoneyDialog
        opened={opened}
        title="Confirm payment"
        amount={{ naira: 3000 }}
        from="Your card, on the secure payment page"
        to="Your contributions"
        next="You will be taken to the secure payment page. The money is added to your contributions once the payment succeeds."
        onConfirm={() => {
          setOpened(false);
          setOutcome('Confirmed.');
        }}
        onCancel={() => {
          setOpened(false);
          setOutcome('Cancelled: nothing was paid.');
        }}
      >
        You are about to pay <Money naira={3000} /> for 3 weeks.
      </ConfirmMoneyDialog>
    </Section>
  );
}

function FeedbackSection() {
  return (
    <Section title="CopyTextButton and toast" id="feedback">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            https://trustfund.ng/register?0123456789
          </Text>
          <CopyTextButton value="https://trustfund.ng/register?0123456789" />
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={() => toast.success('Your invitations have been sent')}>
            Show a success toast
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}
