import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { DateText } from '../../../ui/date-text.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { welcomeName } from '../format.ts';
import { badgeStatus, planLabel } from '../status-badge.ts';

/** Welcome line, plan name and image, registration date and the status badge (part 2 section 2.3). */
export function WelcomeCard(props: {
  firstName: string;
  planName: string | null;
  planImage: string | null;
  regDate: string | null;
  badge: string | null;
}) {
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
          {props.badge &&
            (badgeStatus(props.badge) ? (
              <StatusBadge
                status={badgeStatus(props.badge) ?? 'approved'}
                label={props.badge}
                size="lg"
                mt={4}
              />
            ) : (
              <Badge variant="filled" size="lg" mt={4}>
                {props.badge}
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
