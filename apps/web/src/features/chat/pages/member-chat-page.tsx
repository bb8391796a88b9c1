import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { CHAT_KIND_TITLES, CHAT_KINDS, CHAT_MESSAGES, type ChatKind } from '@trust/shared';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { useChatCounts } from '../api/chat-counts.ts';
import { useOnlineExperts } from '../api/online-experts.ts';
import { ChatWindow } from '../components/chat-window.tsx';
import { LeaveAMessage } from '../components/leave-a-message.tsx';
import { playUnreadSound } from '../components/unread-sound.ts';
import { useMemberChat } from '../hooks/use-member-chat.ts';

/** The route state /chat carries (part 2 section 2.16): the expert type and the expert title. */
interface ExpertState {
  expertType?: string;
  expertTitle?: string;
}

const EXPERT_KINDS = CHAT_KINDS.filter((k) => k !== 'customer_care');

/**
 * /customercare and /userchat (customer care) and /chat (an expert, from the route state): the chat
 * with the people of that kind. No one online: the server's message of part 2 section 4.14, titled
 * as its modal, above a chat that stays open (the message waits for the next one online), with the
 * opening hours, the answer time, WhatsApp and phone. Unread messages in the member's other chats
 * are listed with their counts, and a chime plays when any are waiting.
 */
export default function MemberChatPage() {
  const { pathname, state } = useLocation();
  const user = useSessionUser();
  const s = (state ?? {}) as ExpertState;
  const expertKind = EXPERT_KINDS.find((k) => k === s.expertType);
  if (pathname === paths.chat && !expertKind) return <ChooseExpert />;
  const kind: ChatKind = expertKind ?? 'customer_care';
  const title = expertKind ? (s.expertTitle ?? CHAT_KIND_TITLES[kind]) : CHAT_KIND_TITLES.customer_care;
  if (!user?.u_accesstoken) return null;
  return <Chat key={kind} kind={kind} title={title} me={Number(user.u_id)} token={user.u_accesstoken} />;
}

function Chat({ kind, title, me, token }: { kind: ChatKind; title: string; me: number; token: string }) {
  const online = useOnlineExperts(kind);
  const chat = useMemberChat(kind, me, token, title);
  const counts = useChatCounts();
  const modalTitle =
    kind === 'customer_care' ? CHAT_MESSAGES.customerCareTitle : CHAT_MESSAGES.expertTitle(title);
  const noneOnline = online.data !== undefined && online.data.experts.length === 0;

  // A send_message refreshes the counts; a chime when any are above 0 (part 2 section 4.14).
  const total = counts.data ? Object.values(counts.data).reduce((a, b) => a + b, 0) : 0;
  const lastChimed = useRef(counts.dataUpdatedAt);
  useEffect(() => {
    if (counts.dataUpdatedAt === lastChimed.current) return;
    lastChimed.current = counts.dataUpdatedAt;
    if (total > 0) playUnreadSound();
  }, [counts.dataUpdatedAt, total]);
  const others = counts.data ? CHAT_KINDS.filter((k) => k !== kind && (counts.data?.[k] ?? 0) > 0) : [];

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h3">
          {kind === 'customer_care' ? 'Customer Care' : title}
        </Title>
        <Text size="sm" c="dark.5">
          {kind === 'customer_care'
            ? 'Ask our customer care team about your account, payments and loans.'
            : `Ask our ${title.toLowerCase()} a question. Your messages are kept here.`}
        </Text>
      </Stack>
      {noneOnline && <LeaveAMessage title={modalTitle} message={online.data?.message ?? ''} />}
      {others.length > 0 && (
        <Group gap="xs" aria-label="Unread messages in your other chats">
          {others.map((k) => (
            <Button
              key={k}
              component={Link}
              to={k === 'customer_care' ? paths.customercare : paths.chat}
              state={k === 'customer_care' ? undefined : { expertType: k, expertTitle: CHAT_KIND_TITLES[k] }}
              variant="light"
              size="xs"
              rightSection={
                <Badge size="sm" circle>
                  {counts.data?.[k]}
                </Badge>
              }
            >
              {CHAT_KIND_TITLES[k]}
            </Button>
          ))}
        </Group>
      )}
      <Card withBorder radius="md" p="sm">
        {chat.history.isError && !chat.history.data ? (
          <ErrorState
            message={(chat.history.error as Error).message}
            onRetry={chat.history.refetch}
            retrying={chat.history.isFetching}
          />
        ) : (
          <ChatWindow
            label={`Messages with ${title}`}
            lines={chat.lines}
            typing={chat.typing}
            onSend={chat.send}
            onTyping={chat.onTyping}
            empty={
              chat.history.data ? 'No messages yet. Write the first one below.' : 'Loading your messages…'
            }
          />
        )}
      </Card>
    </Stack>
  );
}

/** /chat opened without an expert in its state (typed in, bookmarked): choose one. */
function ChooseExpert() {
  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        Ask an expert
      </Title>
      <Text>Choose who you would like to chat with.</Text>
      <Group>
        {EXPERT_KINDS.map((k) => (
          <Button
            key={k}
            component={Link}
            to={paths.chat}
            state={{ expertType: k, expertTitle: CHAT_KIND_TITLES[k] }}
            variant="light"
          >
            {CHAT_KIND_TITLES[k]}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
