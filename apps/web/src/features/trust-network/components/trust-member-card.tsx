import { Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TrustMemberRow } from '@trust/shared/contracts/trust-network';
import { DateText } from '../../../ui/date-text.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/**
 * One member of my network (part 2 sections 2.9 and 4.12): photo, name, TFP and plan prefix. A request
 * I sent shows 'Request Pending' (t_mem_status 0); one sent to me carries Accept and Reject.
 */
export function TrustMemberCard(props: {
  member: TrustMemberRow;
  highlighted?: boolean;
  answering?: boolean;
  onAnswer?: (accept: boolean) => void;
}) {
  const m = props.member;
  const awaitsMe = m.t_mem_status === 0 && m.t_mem_direction === 'received';
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={m.u_first_name}
      data-testid="trust-member-card"
      style={props.highlighted ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <Avatar
            src={m.u_image || null}
            alt={`Photo of ${m.u_first_name}`}
            size={52}
            radius="xl"
            color="teal"
          >
            {initials(m.u_first_name)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {m.u_first_name}
            </Text>
            <Text size="sm" c="dark.6" ff="monospace">
              {m.u_tfp_pin}
            </Text>
            <Group gap={6}>
              {m.pl_prefix && (
                <Badge variant="light" color="gray" aria-label={`Plan ${m.pl_prefix}`}>
                  {m.pl_prefix}
                </Badge>
              )}
              {m.t_mem_status === 0 && m.t_mem_direction === 'sent' && (
                <StatusBadge status="pending" label="Request Pending" />
              )}
              {m.t_mem_status === 1 && <StatusBadge status="approved" label="In your network" />}
            </Group>
          </Stack>
        </Group>
        {awaitsMe && (
          <Stack gap="xs" mt="auto">
            <Text size="sm" c="dark.7">
              Asked to join your trust network on <DateText value={m.requested_at} />.
            </Text>
            <Group grow gap="xs">
              <Button
                variant="default"
                color="red"
                onClick={() => props.onAnswer?.(false)}
                disabled={props.answering}
                aria-label={`Reject ${m.u_first_name}`}
              >
                Reject
              </Button>
              <Button
                onClick={() => props.onAnswer?.(true)}
                loading={props.answering}
                aria-label={`Accept ${m.u_first_name}`}
              >
                Accept
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
