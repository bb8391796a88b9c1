import { Anchor, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CHAT_MESSAGES } from '@trust/shared';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { endVisitorChat } from '../api/end-visitor-chat.ts';
import { ChatWindow } from '../components/chat-window.tsx';
import { LeaveAMessage } from '../components/leave-a-message.tsx';
import { useVisitorChat } from '../hooks/use-visitor-chat.ts';
import type { SupportVisitor } from './start-conversation-page.tsx';

const isVisitor = (state: unknown): state is SupportVisitor =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as SupportVisitor).name === 'string' &&
  Number.isInteger((state as SupportVisitor).id) &&
  typeof (state as SupportVisitor).token === 'string';

/**
 * Visitor support (/support, part 2 section 2.16): titled 'Talk to our Members Support Team' with a
 * Return Home link; the visitor from the Start Conversation page (name, 4-digit id and token in the
 * navigation state, so a reload keeps them) chats live with customer care, and ending the chat mails
 * them the transcript. With nobody online the chat stays open: the message waits for the next agent
 * and the answer comes here and by email (the hours, answer time, WhatsApp and phone shown above).
 */
export default function SupportPage() {
  const { state } = useLocation();
  const visitor = isVisitor(state) ? state : null;
  return (
    <Center component="main" py="xl" px="md" bg="gray.0">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={640}>
        <Stack gap="md">
          <Title order={1} fz="h2">
            Talk to our Members Support Team
          </Title>
          {visitor ? (
            <VisitorChat visitor={visitor} />
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

function VisitorChat({ visitor }: { visitor: SupportVisitor }) {
  const chat = useVisitorChat(visitor.token, visitor.name);
  const [ending, setEnding] = useState(false);
  const noneOnline = chat.online.data !== undefined && chat.online.data.data.length === 0 && !chat.ended;

  const end = async () => {
    setEnding(true);
    try {
      chat.setEnded(await endVisitorChat(visitor.token));
    } finally {
      setEnding(false);
    }
  };

  return (
    <>
      <Text fw={600}>
        Hello {visitor.name}, your visitor number is #{visitor.id}.
      </Text>
      {chat.ended ? (
        <Text role="status" fw={600}>
          {chat.ended}
        </Text>
      ) : (
        <Text size="sm" c="dark.5">
          Write your question below; a member of our support team answers here. When you finish, end the
          conversation and we email you a copy.
        </Text>
      )}
      {noneOnline && (
        // Above the chat, not below it: the visitor reads why nobody answers at once before writing.
        <LeaveAMessage title={CHAT_MESSAGES.customerCareTitle} message={chat.online.data?.message ?? ''} />
      )}
      <ChatWindow
        label="Messages with the Members Support Team"
        lines={chat.lines}
        typing={chat.typing}
        onSend={chat.send}
        onTyping={chat.onTyping}
        disabled={Boolean(chat.ended)}
        empty="No messages yet. Write the first one below."
      />
      {!chat.ended && (
        <Group>
          <Button variant="default" onClick={end} loading={ending}>
            End conversation
          </Button>
        </Group>
      )}
    </>
  );
}
