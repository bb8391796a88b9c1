import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { DateText } from '../../../ui/date-text.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { welcomeName } from '../format.ts';
import { badgeStatus, planLabel, titleBadge } from '../status-badge.ts';

/**
 * Welcome line, plan name and image, registration date and the status badge (part 2 section 2.3).
 * The member title (Ordinary, Qualified, Bonafide, Matured) is its own labelled line, apart from the
 * plan: a Gold plan and an Ordinary title are two different facts, and side by side unlabelled they
 * read as a contradiction. The badge of section 4.2 shows a title only as that line.
 */
export function WelcomeCard(props: {
  firstName: string;
  planName: string | null;
  planImage: string | null;
  regDate: string | null;
  badge: string | null;
  /** The member's title; null hides the line (no plan, or BASIC, which the spec gives no badge). */
  memberTitle: string | null;
}) {
  const title = props.memberTitle ? titleBadge(props.memberTitle) : null;
  // The status badge, unless it only repeats the title shown on its own line.
  const status = props.badge && props.badge !== title ? props.badge : null;
  return (
    <Card withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Title order={1} fz="h3">
            Welcome, {welcomeName(props.firstName)}
          </Title>
          <Text fw={600}>{planLabel(props.planName)}</Text>
          {props.regDate && (
            <Text size="sm" c="dimmed">
              Registered on <DateText value={props.regDate} />
            </Text>
          )}
          {title && (
            <Group gap={6} mt={4} wrap="wrap" data-testid="member-title">
              <Text size="sm" c="dark.6">
                Member title
              </Text>
              <Badge variant="filled" size="lg">
                {title}
              </Badge>
            </Group>
          )}
          {title && (
            <Text size="xs" c="dark.6" maw={360}>
              Your title grows with the weeks you pay (Qualified after 12, Bonafide after 26 in a row); your
              plan sets what you save each week.
            </Text>
          )}
          {status &&
            (badgeStatus(status) ? (
              <StatusBadge status={badgeStatus(status) ?? 'approved'} label={status} size="lg" mt={4} />
            ) : (
              <Badge variant="filled" size="lg" mt={4}>
                {status}
              </Badge>
            ))}
        </Stack>
        {props.planImage && (
          <Image
            src={props.planImage}
            alt={`${planLabel(props.planName)} plan`}
            w={72}
            h={72}
            // Its full width before the image arrives too, so the welcome text does not reflow.
            style={{ flexShrink: 0 }}
            fit="contain"
          />
        )}
      </Group>
    </Card>
  );
}
