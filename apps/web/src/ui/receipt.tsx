/**
 * Receipt: the record of one payment a member keeps: the amount, what it paid for (line items that
 * sum to it), the reference to quote to support, the date and time, and how it was paid ("Card
 * ending 4081", "Bank transfer"). Print prints the receipt alone: the app around it (bars, steps,
 * buttons) is left off the page. `children` is the opening sentence ("We received your payment
 * of…"). Use it for every payment a member may be asked to prove; a list of payments is a table.
 */
import { Button, Card, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { DateText } from './date-text.tsx';
import { Money } from './money.tsx';
import classes from './receipt.module.css';
import { referenceChunks } from './reference-chunks.ts';

interface ReceiptLine {
  label: string;
  /** Naira, as the API sends them. */
  amount: number;
}

export interface ReceiptProps {
  /** Naira, as the API sends them: the sum of the lines. */
  amount: number;
  lines: readonly ReceiptLine[];
  reference: string;
  /** When the payment was confirmed (ISO). */
  paidAt: string;
  /** "Card ending 4081" or "Bank transfer". */
  method: string;
  title?: string;
  children?: ReactNode;
}

export function Receipt({
  amount,
  lines,
  reference,
  paidAt,
  method,
  title = 'Receipt',
  children,
}: ReceiptProps) {
  return (
    <Card withBorder radius="md" p="md" className={classes.receipt} data-testid="receipt">
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Button
            variant="default"
            size="xs"
            className={classes.noPrint}
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            Print
          </Button>
        </Group>
        {children && <Text>{children}</Text>}
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
          <Table.Tbody>
            <Row label="Amount">
              <Money naira={amount} fw={700} />
            </Row>
            <Row label="Reference" mono>
              <span data-testid="receipt-reference">
                {referenceChunks(reference).map((chunk, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed code, in order.
                  <Fragment key={i}>
                    {i > 0 && <wbr />}
                    <span className={classes.chunk}>{chunk}</span>
                  </Fragment>
                ))}
              </span>
            </Row>
            <Row label="Date">
              <DateText value={paidAt} time />
            </Row>
            <Row label="Paid with">{method}</Row>
          </Table.Tbody>
        </Table>
        <Divider />
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
          <Table.Caption className={classes.caption}>What it paid for</Table.Caption>
          <Table.Tbody>
            {lines.map((l) => (
              <Row key={l.label} label={l.label}>
                <Money naira={l.amount} />
              </Row>
            ))}
            <Row label="Total paid" strong>
              <Money naira={amount} />
            </Row>
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dark.6">
          Quote the reference if you contact support about this payment.
        </Text>
      </Stack>
    </Card>
  );
}

function Row(props: { label: string; children: ReactNode; mono?: boolean; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th fw={props.strong ? 700 : 500} scope="row" pr="sm">
        {props.label}
      </Table.Th>
      <Table.Td
        ta="right"
        fw={props.strong ? 700 : undefined}
        ff={props.mono ? 'monospace' : undefined}
        // A reference wraps only between its groups; an amount or a date never breaks inside.
        className={props.mono ? classes.reference : classes.value}
      >
        {props.children}
      </Table.Td>
    </Table.Tr>
  );
}
