import { Anchor, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { LoanChecklist } from '@trust/shared';
import { FUND_TIME_ZONE, formatDate } from '@trust/shared/dates';
import { LOAN_PHASE_TEXT } from '@trust/shared/loan-phase';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { LoanPhaseBadge } from '../../../ui/loan-phase.tsx';
import { Money } from '../../../ui/money.tsx';

type Item = LoanChecklist['items'][number];

const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: FUND_TIME_ZONE, weekday: 'long' });

/** "Monday 12 Jan 2026, 08:00": the next opening as a Lagos member reads it. */
const opening = (iso: string) => `${weekday.format(new Date(iso))} ${formatDate(iso, { time: true })}`;

/** What each item says, met or not, and the link that fixes it while it is not. */
function describe(
  item: Item,
  c: LoanChecklist,
): { title: string; detail?: ReactNode; fix?: { to: string; label: string; state?: unknown } } {
  switch (item.key) {
    case 'plan':
      return item.met
        ? { title: `A paid plan: ${c.plan}` }
        : {
            title: 'A paid plan (Silver, Gold, Platinum or Flexi)',
            detail: item.message,
            fix: { to: paths.profile, label: 'Upgrade your plan' },
          };
    case 'card':
      return item.met
        ? { title: 'A card on file' }
        : {
            title: 'A card on file',
            detail: item.message,
            fix: { to: paths.changecard, label: 'Add a card' },
          };
    case 'profile':
      return {
        title: `Profile ${c.profile_percentage}% complete (75% needed)`,
        ...(item.met
          ? {}
          : { detail: item.message, fix: { to: paths.profile, label: 'Complete your profile' } }),
      };
    case 'weeks':
      return item.met
        ? { title: `Paid weeks: ${c.paid_weeks} (${c.weeks_needed} needed)` }
        : {
            title: `Paid weeks: ${c.paid_weeks} of ${c.weeks_needed}`,
            detail: item.message,
            fix: { to: paths.weeklycontribution, label: 'Pay your contributions' },
          };
    case 'hours':
      return item.met
        ? { title: 'Open now: Monday to Friday, 8am to 5pm (Lagos time)' }
        : {
            title: 'Requests are taken Monday to Friday, 8am to 5pm (Lagos time)',
            detail: `Closed now. Next opening: ${opening(c.next_opening)} (Lagos time).`,
          };
    case 'one_loan': {
      if (item.met) return { title: 'One loan at a time: none open' };
      const id = c.loan.loan_id;
      return {
        title: 'One loan at a time',
        detail: (
          <>
            {item.message}: <LoanPhaseBadge phase={c.loan.phase} data-testid="checklist-loan-phase" />{' '}
            {LOAN_PHASE_TEXT[c.loan.phase].text}
          </>
        ),
        fix: { to: `${paths.viewloan}?id=${id ?? ''}`, label: 'View your loan', state: { loanId: id } },
      };
    }
  }
}

/**
 * The loan page's first screen (docs/domain-rules.md, Loans): every condition of applying, met or not,
 * before any typing, each unmet one with the link that fixes it, and the most the member may borrow.
 * It decides nothing: the server's refusals stay the authority.
 */
export function EligibilityChecklist({ checklist }: { checklist: LoanChecklist }) {
  const c = checklist;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="loan-checklist-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="loan-checklist-title">
          {c.eligible ? 'You can apply for a loan' : 'Before you can apply'}
        </Title>
        <Text size="sm" data-testid="loan-limit">
          {c.plan ? (
            <>
              Your {c.plan} plan lends up to <Money naira={c.plan_limit} fw={700} />.
            </>
          ) : (
            'A paid plan lends from ₦1,000,000 (Silver) to ₦10,000,000 (Platinum).'
          )}
        </Text>
        {c.plan && c.loan_limit < c.plan_limit ? (
          <Text size="sm" data-testid="loan-tier-limit">
            Without a checked ID you can borrow at most <Money naira={c.loan_limit} fw={700} />.{' '}
            <Anchor component={Link} to={paths.profile} underline="always">
              Upload your ID
            </Anchor>{' '}
            to borrow more.
          </Text>
        ) : null}
        <List spacing="sm" listStyleType="none" p={0} data-testid="loan-checklist">
          {c.items.map((item) => {
            const d = describe(item, c);
            return (
              <List.Item
                key={item.key}
                data-testid={`loan-item-${item.key}`}
                data-met={item.met}
                icon={
                  <ThemeIcon
                    color={item.met ? 'green.8' : 'red.8'}
                    variant="transparent"
                    size={22}
                    aria-hidden
                  >
                    {item.met ? <IconCircleCheck size={20} /> : <IconCircleX size={20} />}
                  </ThemeIcon>
                }
              >
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {d.title}
                    <Text span size="sm" c="dark.7" fw={500}>
                      {item.met ? ' · Met' : ' · Not met'}
                    </Text>
                  </Text>
                  {d.detail ? (
                    <Text size="sm" c="dark.7" component="div">
                      {d.detail}
                    </Text>
                  ) : null}
                  {d.fix ? (
                    <Group>
                      <Button component={Link} to={d.fix.to} state={d.fix.state} size="xs" variant="light">
                        {d.fix.label}
                      </Button>
                    </Group>
                  ) : null}
                </Stack>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Card>
  );
}
