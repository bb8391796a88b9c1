import { Button, Card, CopyButton, Group, Text, Title } from '@mantine/core';

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
        <CopyButton value={props.link}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant={copied ? 'filled' : 'outline'}
              onClick={copy}
              style={{ flexShrink: 0 }}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Card>
  );
}
