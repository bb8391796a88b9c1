/**
 * ConfirmMoneyDialog: the last look before any action that moves a member's money (a payment, a
 * cash-out, a redemption, a repayment): how much, from where, to where, and what happens next, with
 * Confirm and Cancel. Nothing moves until Confirm; Cancel, Escape and the close button all leave
 * everything as it was. `children` is the screen's own sentence (the spec's words where it has
 * them); `confirmLabel` the spec's button word where it names one ("Cashout").
 */
import { Button, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Money } from './money.tsx';
import type { MoneyValue } from './money-text.ts';

export interface ConfirmMoneyDialogProps {
  opened: boolean;
  title: string;
  amount: MoneyValue;
  /** Where the money comes from: "Your card, on the secure payment page". */
  from: ReactNode;
  /** Where it goes: "Your contributions". */
  to: ReactNode;
  /** What happens after Confirm, in a sentence or two. */
  next: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** True while the action runs: Confirm shows it is working and Cancel waits. */
  busy?: boolean;
  confirmLabel?: string;
  /**
   * What the amount is made of, when it is a sum (an upgrade's fee balance and top-up): the lines
   * as the server names them, summing to the amount, so the member can check the price before paying.
   */
  lines?: readonly { label: string; amount: number }[];
  children?: ReactNode;
}

export function ConfirmMoneyDialog(props: ConfirmMoneyDialogProps) {
  const { busy = false } = props;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={props.opened}
      onClose={() => !busy && props.onCancel()}
      title={props.title}
      centered
    >
      <Stack gap="md">
        {props.children && <Text>{props.children}</Text>}
        <SimpleGrid
          component="dl"
          cols={2}
          spacing="xs"
          verticalSpacing={6}
          m={0}
          style={{ gridTemplateColumns: 'auto 1fr', alignItems: 'baseline' }}
        >
          <Term>Amount</Term>
          <Detail>
            <Money {...props.amount} fw={700} fz="lg" data-testid="confirm-amount" />
          </Detail>
          {props.lines && props.lines.length > 0 && (
            <>
              <Term>Made of</Term>
              <Detail>
                <Table
                  withRowBorders={false}
                  verticalSpacing={2}
                  horizontalSpacing={0}
                  data-testid="confirm-breakdown"
                >
                  <Table.Tbody>
                    {props.lines.map((l) => (
                      <Table.Tr key={l.label}>
                        <Table.Th scope="row" fw={400} fz="sm" pr="xs">
                          {l.label}
                        </Table.Th>
                        <Table.Td ta="right" style={{ verticalAlign: 'top' }}>
                          <Money naira={l.amount} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Detail>
            </>
          )}
          <Term>From</Term>
          <Detail>{props.from}</Detail>
          <Term>To</Term>
          <Detail>{props.to}</Detail>
        </SimpleGrid>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            What happens next
          </Text>
          <Text size="sm">{props.next}</Text>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button loading={busy} onClick={props.onConfirm}>
            {props.confirmLabel ?? 'Confirm'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const Term = ({ children }: { children: ReactNode }) => (
  <Text component="dt" size="sm" c="dark.6">
    {children}
  </Text>
);
const Detail = ({ children }: { children: ReactNode }) => (
  <Text component="dd" m={0}>
    {children}
  </Text>
);
