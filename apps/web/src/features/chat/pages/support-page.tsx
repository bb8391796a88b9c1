import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { SupportVisitor } from './start-conversation-page.tsx';

const isVisitor = (state: unknown): state is SupportVisitor =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as SupportVisitor).name === 'string' &&
  Number.isInteger((state as SupportVisitor).id);

/**
 * Visitor support (/support, part 2 section 2.16): titled 'Talk to our Members Support Team' with
 * a Return Home link. The live visitor chat is not open yet, so the page says plainly that an agent
 * replies by email within a working day, rather than showing a chat box nobody answers.
 */
export default function SupportPage() {
  const { state } = useLocation();
  const visitor = isVisitor(state) ? state : null;
  return (
    <Center component="main" py="xl" px="md" bg="gray.0">
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={520}>
        <Stack gap="md">
          <Title order={1} fz="h2">
            Talk to our Members Support Team
          </Title>
          {visitor ? (
            <>
              <Text fw={600}>
                Hello {visitor.name}, your visitor number is #{visitor.id}.
              </Text>
              <Text>
                We have received your request. Live chat with visitors is not open yet, so a member of our
                support team will reply to you by email within one working day (Monday to Friday).
              </Text>
              <Text c="dimmed" size="sm">
                Please quote your visitor number #{visitor.id} if you write to us again.
              </Text>
            </>
          ) : (
            <>
              <Text>To talk to our support team, first tell us your name and email address.</Text>
              <Button component={Link} to={paths.chatSupport} style={{ alignSelf: 'flex-start' }}>
                Start Conversation
              </Button>
            </>
          )}
          <Anchor component={Link} to={paths.home}>
            Return Home
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
