import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../api/user.ts';
import { paths } from '../../../config/paths.ts';
import { InviteForm } from '../components/invite-form.tsx';
import { ReferralLinkCard } from '../components/referral-link-card.tsx';

/**
 * /buildnetwork (part 2 section 2.9, "invitation of people"): invite people by email and share the
 * trust link. People already in the fund are added by TFP code on /trustmembers.
 */
export default function BuildNetworkPage() {
  const user = useCurrentUser();
  const link = user.data?.u_trust_link ?? '';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} fz="h3">
          Build your network
        </Title>
        <Button component={Link} to={paths.trustmembers} variant="light">
          My trust network
        </Button>
      </Group>
      <Text c="dark.6" maw={720}>
        Your trust network is the people who can stand as trusters for your interest-free loans, and you for
        theirs. Invite people who are not members yet; add members you know by their TFP code on My Trust
        Network.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <InviteForm />
        {link ? (
          <ReferralLinkCard link={link} />
        ) : (
          <Text size="sm" c="dark.6">
            Your trust link comes with your Trust Fund Pin, once you have a plan.
          </Text>
        )}
      </SimpleGrid>
    </Stack>
  );
}
