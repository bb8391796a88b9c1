import { Card, Stack, Title } from '@mantine/core';
import { MessageForm } from '../components/message-form.tsx';
import { MessageList } from '../components/message-list.tsx';

/**
 * The console's Messages (/admin/messages): support writes once to every member or a segment (plan,
 * status, arrears, state), now or at a set time; the job runner sends it in the app and, by each
 * member's choices, by email and push. Below, what each message reached and how many read it.
 */
export default function MessagesPage() {
  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1}>Messages</Title>
      <Card withBorder radius="lg" padding="md">
        <MessageForm />
      </Card>
      <Card withBorder radius="lg" padding="md">
        <MessageList />
      </Card>
    </Stack>
  );
}
