import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import type { AwaitedRepayment, LendingName } from '@trust/shared';
import { DateText } from '../../../ui/date-text.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Money } from '../../../ui/money.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import type { Status } from '../../../ui/statuses.ts';

/** How each product is named on its card and in its empty state. */
export const LENDING_TEXT: Record<LendingName, { title: string; short: string; nothing: string }> = {
  loan: {
    title: 'Loan',
    short: 'loan',
    nothing:
      'You owe nothing on a loan. When you take an interest-free loan, what you borrowed and what is left to repay show here.',
  },
  pop: {
    title: 'Purchase Order Power (POP)',
    short: 'POP',
    nothing:
      'You have no POP running. When the fund buys an item for you, what it cost and what is left to repay show here.',
  },
  etc: {
    title: 'Emergency Travel Cover (ETC)',
    short: 'ETC',
    nothing:
      'You have no ETC running. When the fund covers a trip for you, what it cost and what is left to repay show here.',
  },
};

/**
 * One of the loan, POP and ETC cards (part 2 sections 4.3, 4.4): what was lent, what is still owed
 * (in red while owed), the status and its action: Repay while anything is owed, else Apply.
 */
export function LendingCard(props: {
  what: LendingName;
  current: number;
  outstanding: number;
  /** True while something is owed (loan status 3, POP and ETC status 2). */
  repaying: boolean;
  awaited: AwaitedRepayment[];
  onRepay: () => void;
  onApply: () => void;
  /**
   * An application under way: a loan awaiting trusters or disbursal (status 2, 4, 5: View loan), or a
   * POP or ETC waiting for approval (status 1: Cancel, with a confirm, section 4.4).
   */
  inProcess?: {
    label: string;
    /** The badge's look; in process unless the screen says otherwise (the loan's phase does). */
    status?: Status;
    text: string;
    action: { label: string; color?: string; onClick: () => void };
  };
  /** With nothing owed, what to say instead of the product's general words (how the last loan ended). */
  nothingText?: string;
}) {
  const text = LENDING_TEXT[props.what];
  const headingId = `wallet-${props.what}`;
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-testid={headingId}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="h4" id={headingId}>
            {text.title}
          </Title>
          {props.inProcess ? (
            <StatusBadge status={props.inProcess.status ?? 'in process'} label={props.inProcess.label} />
          ) : props.repaying ? (
            <StatusBadge status="in process" label="Repaying" />
          ) : (
            <StatusBadge status="paid" label="Nothing owed" />
          )}
        </Group>
        {props.inProcess ? (
          <>
            <Text size="sm" c="dark.7" data-testid={`${headingId}-in-process`}>
              {props.inProcess.text}
            </Text>
            <Button
              variant="light"
              color={props.inProcess.action.color}
              onClick={props.inProcess.action.onClick}
              mt="auto"
              w="fit-content"
            >
              {props.inProcess.action.label}
            </Button>
          </>
        ) : props.repaying ? (
          <>
            <Group gap="xl" align="flex-start">
              <Stack gap={0}>
                <Text size="sm" c="dark.6">
                  Borrowed
                </Text>
                <Money naira={props.current} fz={24} fw={700} data-testid={`${headingId}-current`} />
              </Stack>
              <Stack gap={0}>
                <Text size="sm" c="dark.6">
                  Still owed
                </Text>
                <Money
                  naira={props.outstanding}
                  fz={24}
                  fw={700}
                  c="red.9"
                  data-testid={`${headingId}-outstanding`}
                />
              </Stack>
            </Group>
            {props.awaited.map((a) => (
              <Text key={a.reference} size="sm" c="dark.7" data-testid={`${headingId}-awaited`}>
                Your bank transfer of <Money naira={a.amount} fw={700} /> (noted{' '}
                <DateText value={a.requested_at} />) is waiting for an operator to confirm it reached the
                fund.
              </Text>
            ))}
            <Button onClick={props.onRepay} mt="auto" w="fit-content">
              Repay
            </Button>
          </>
        ) : (
          <EmptyState
            title={`No ${text.short} to repay`}
            icon={IconCash}
            data-testid={`${headingId}-empty`}
            action={
              <Button variant="light" onClick={props.onApply}>
                Apply
              </Button>
            }
          >
            {props.nothingText ?? text.nothing}
          </EmptyState>
        )}
      </Stack>
    </Card>
  );
}
