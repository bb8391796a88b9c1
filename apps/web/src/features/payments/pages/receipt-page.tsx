import {
  Alert,
  Button,
  Card,
  Center,
  Container,
  Divider,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PaymentReceipt } from '@trust/shared/contracts/payments';
import { formatDateTime } from '@trust/shared/dates';
import { formatNairaNumber } from '@trust/shared/money';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { receiptQuery } from '../api/receipt.ts';

/** Where the receipt's Continue may lead: the next step of joining, never an address from the URL. */
const NEXT = new Set<string>([paths.dashboard, paths.trustpartner]);

/**
 * /receipt?reference=&next=: after a plan payment, what was paid, the reference to quote to support,
 * the date, how, and what it bought (the same receipt is e-mailed). Continue goes on to the next step.
 */
export default function ReceiptPage() {
  const navigate = useNavigate();
  const params = new URLSearchParams(useLocation().search);
  const reference = params.get('reference') ?? '';
  const next = NEXT.has(params.get('next') ?? '') ? (params.get('next') as string) : paths.dashboard;
  const receipt = useQuery(receiptQuery(reference));

  return (
    <Container component="main" size={560} py="xl" px="md">
      <Stack gap="md">
        <Title order={1} fz="h2">
          Payment successful
        </Title>
        {receipt.isLoading && (
          <Center mih={160}>
            <Loader aria-label="Loading your receipt" />
          </Center>
        )}
        {(receipt.isError || !reference) && (
          <Alert color="yellow" title="Your receipt is not ready yet">
            <Text size="sm" c="dark.8">
              {(receipt.error as Error | null)?.message ?? 'No payment was named.'} It is also sent to your
              e-mail address once the payment is confirmed.
            </Text>
          </Alert>
        )}
        {receipt.data && <Receipt r={receipt.data} />}
        <Button size="md" onClick={() => navigate(next, { replace: true })}>
          Continue
        </Button>
      </Stack>
    </Container>
  );
}

function Receipt({ r }: { r: PaymentReceipt }) {
  return (
    <Card withBorder radius="md" p="md" data-testid="receipt">
      <Stack gap="sm">
        <Text>
          We received your payment of <strong>{formatNairaNumber(r.amount)}</strong> for the {r.plan_name}{' '}
          plan. A copy of this receipt was sent to your e-mail address.
        </Text>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Caption style={{ textAlign: 'left', captionSide: 'top' }}>Receipt</Table.Caption>
          <Table.Tbody>
            <Row label="Reference" value={r.reference} mono />
            <Row label="Date" value={formatDateTime(r.paid_at)} />
            <Row label="Paid with" value={r.method} />
          </Table.Tbody>
        </Table>
        <Divider />
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Caption style={{ textAlign: 'left', captionSide: 'top' }}>What it bought</Table.Caption>
          <Table.Tbody>
            {r.items.map((i) => (
              <Row key={i.label} label={i.label} value={formatNairaNumber(i.amount)} />
            ))}
            <Row label="Total paid" value={formatNairaNumber(r.amount)} strong />
          </Table.Tbody>
        </Table>
        <Group>
          <Text size="sm" c="dark.6">
            Quote the reference if you contact support about this payment.
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

function Row(props: { label: string; value: string; mono?: boolean; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th fw={props.strong ? 700 : 500} style={{ paddingLeft: 0 }}>
        {props.label}
      </Table.Th>
      <Table.Td
        ta="right"
        fw={props.strong ? 700 : undefined}
        ff={props.mono ? 'monospace' : undefined}
        // A reference may wrap anywhere; an amount or a date never breaks inside.
        style={{ paddingRight: 0, ...(props.mono ? { overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }) }}
      >
        {props.value}
      </Table.Td>
    </Table.Tr>
  );
}
