import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { EarningView } from '@trust/shared';
import { DateText } from '../../../ui/date-text.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Money } from '../../../ui/money.tsx';

/** What an earning was for: the referral level and the member brought in, or the trust bonus. */
function label(e: EarningView): { title: string; detail: string | null } {
  if (e.type === 'referral') {
    return { title: 'Referral', detail: e.member_name ? `${e.member_name} joined` : null };
  }
  if (e.type === 'trust-bonus') return { title: 'Trust bonus', detail: null };
  return { title: e.description, detail: null };
}

/** The earnings list (part 2 section 2.6), newest first; one row per earning, readable at 360 px. */
export function EarningsList({ earnings }: { earnings: EarningView[] }) {
  if (earnings.length === 0) {
    return (
      <Card withBorder radius="md" p="md">
        <EmptyState title="No earnings yet" data-testid="earnings-empty">
          When a member you invited starts a paid plan you earn from their plan, and from the members they and
          theirs bring in. Each earning shows here with its date.
        </EmptyState>
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" p={0} component="section" aria-label="Your earnings">
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {earnings.map((e, i) => {
          const { title, detail } = label(e);
          return (
            <Group
              key={e.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              px="md"
              py="sm"
              style={i > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
              data-testid="earning-row"
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6} wrap="wrap">
                  <Text fw={600}>{title}</Text>
                  {e.level && (
                    <Badge variant="light" color="teal" size="sm">
                      Level {e.level}
                    </Badge>
                  )}
                </Group>
                {detail && (
                  <Text size="sm" c="dark.6" style={{ overflowWrap: 'anywhere' }}>
                    {detail}
                  </Text>
                )}
                <Text size="sm" c="dark.6">
                  <DateText value={e.date} />
                </Text>
              </Stack>
              <Money naira={e.amount} fw={700} style={{ whiteSpace: 'nowrap' }} />
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
