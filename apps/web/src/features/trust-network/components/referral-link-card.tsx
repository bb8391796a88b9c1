import { Card, Group, Text, Title } from '@mantine/core';
import { CopyTextButton } from '../../../ui/copy-text-button.tsx';

/** My referral (trust) link to share anywhere, with a copy button: people who register with it join under me. */
export function ReferralLinkCard(props: { link: string }) {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="share-trust-link">
      <Title order={2} fz="h4" id="share-trust-link" mb={4}>
        Share your trust link
      </Title>
      <Text size="sm" c="dark.6" mb="xs">
        Send it by WhatsApp, SMS or social media: whoever registers with it joins the fund under you, and you
        earn referral earnings when they pay for a plan.
      </Text>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" style={{ wordBreak: 'break-all' }} data-testid="referral-link">
          {props.link}
        </Text>
        <CopyTextButton value={props.link} what="your trust link" />
      </Group>
    </Card>
  );
}
