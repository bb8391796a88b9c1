import { Card, Group, Text, Title } from '@mantine/core';
import { CopyTextButton } from '../../../ui/copy-text-button.tsx';

/** The member's referral link with a copy button (part 2 section 2.3). */
export function TrustLink(props: { link: string | null }) {
  if (!props.link) return null;
  return (
    <Card withBorder radius="md" p="md">
      <Title order={2} fz="h5" mb={4}>
        Your trust link
      </Title>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" style={{ wordBreak: 'break-all' }} data-testid="trust-link">
          {props.link}
        </Text>
        <CopyTextButton value={props.link} />
      </Group>
    </Card>
  );
}
