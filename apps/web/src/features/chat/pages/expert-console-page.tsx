import {
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconMessages } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_KIND_TITLES, type ChatKind, type ExpertConversation } from '@trust/shared';
import { useEffect, useMemo, useState } from 'react';
import { useSessionUser } from '../../../lib/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../ui/page-skeleton.tsx';
import { conversationQuery, useConversation } from '../api/conversation.ts';
import { conversationsQuery, useConversations } from '../api/conversations.ts';
import { useEndConversation } from '../api/end-conversation.ts';
import { useExperts } from '../api/experts.ts';
import { useHandOver } from '../api/hand-over.ts';
import { type ChatLine, ChatWindow } from '../components/chat-window.tsx';
import { ExpertsCard } from '../components/experts-card.tsx';
import { GroupLinksCard } from '../components/group-links-card.tsx';
import { useConsoleSocket } from '../hooks/use-console-socket.ts';
import { chatTime, waitedFor } from '../time.ts';

/**
 * The console's Chat section (/admin/chat), for customer-care agents (support), experts and admins:
 * the conversations of the agent's kind (every kind for an admin) with unread counts: first those
 * waiting for an answer, the longest waiting first with how long (messages left while nobody was
 * online wait here), then the rest, newest first; the open one answered in real time, handed to
 * another expert of the kind, or ended. An agent sets themself online or away; an admin also sees
 * every agent's presence (people are added in Staff).
 */
export default function ExpertConsolePage() {
  const user = useSessionUser();
  const admin = user?.u_role === 'admin';
  const [openId, setOpenId] = useState<number | null>(null);
  const [presence, setPresence] = useState<'online' | 'away'>('online');
  const [pending, setPending] = useState<ChatLine[]>([]);
  const client = useQueryClient();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const list = useConversations();
  const socket = useConsoleSocket(user?.u_accesstoken ?? '', openId, () => {});
  const open = list.data?.find((c) => c.id === openId) ?? null;
  const unread = list.data?.reduce((a, c) => a + c.unread, 0) ?? 0;
  const waiting = list.data?.filter((c) => c.waiting_since !== null).length ?? 0;

  const send = async (text: string) => {
    if (!open) return;
    const key = `local${Date.now()}`;
    setPending((p) => [...p, { key, mine: true, name: 'You', text, at: new Date().toISOString() }]);
    const ack = await socket.send(open.id, text);
    if (ack.ok) {
      await client.invalidateQueries({ queryKey: conversationQuery(open.id).queryKey });
      setPending((p) => p.filter((l) => l.key !== key));
    } else {
      setPending((p) => p.map((l) => (l.key === key ? { ...l, failed: ack.message } : l)));
    }
  };

  const conversations = (
    <Card withBorder radius="lg" p={0}>
      {list.isError && !list.data ? (
        <ErrorState
          message={(list.error as Error).message}
          onRetry={list.refetch}
          retrying={list.isFetching}
        />
      ) : !list.data ? (
        <TableSkeleton label="Loading conversations" rows={4} columns={1} />
      ) : list.data.length === 0 ? (
        <EmptyState title="No conversations yet" icon={IconMessages}>
          When a member or a visitor writes, their conversation shows here.
        </EmptyState>
      ) : (
        <Stack
          gap={0}
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label="Conversations"
        >
          {list.data.map((c) => (
            <li key={c.id}>
              <ConversationItem
                c={c}
                active={c.id === openId}
                admin={admin}
                onOpen={() => {
                  setPending([]);
                  setOpenId(c.id);
                }}
              />
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>Chat</Title>
          <Text size="sm" c="dark.5" data-testid="console-unread">
            {unread === 0 ? 'No unread messages' : `${unread} unread`}
            {waiting > 0 ? ` · ${waiting} waiting for an answer` : ''}
            {socket.connected ? '' : ' · connecting…'}
          </Text>
        </Stack>
        {!admin && (
          <SegmentedControl
            aria-label="Your presence"
            value={presence}
            onChange={(v) => {
              setPresence(v as 'online' | 'away');
              socket.setPresence(v as 'online' | 'away');
            }}
            data={[
              { value: 'online', label: 'Online' },
              { value: 'away', label: 'Away' },
            ]}
          />
        )}
      </Group>
      {wide ? (
        <Group align="flex-start" wrap="nowrap" gap="md">
          <div style={{ width: 340, flexShrink: 0 }}>{conversations}</div>
          <div style={{ flex: 1, minWidth: 0 }}>
            {open ? (
              <OpenConversation c={open} pending={pending} socket={socket} onSend={send} />
            ) : (
              <Text c="dark.5">Choose a conversation to answer it.</Text>
            )}
          </div>
        </Group>
      ) : open ? (
        <Stack gap="sm">
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => setOpenId(null)}
            style={{ alignSelf: 'flex-start' }}
          >
            All conversations
          </Button>
          <OpenConversation c={open} pending={pending} socket={socket} onSend={send} />
        </Stack>
      ) : (
        conversations
      )}
      {admin && <ExpertsCard />}
      {admin && <GroupLinksCard />}
    </Stack>
  );
}

function ConversationItem({
  c,
  active,
  admin,
  onOpen,
}: {
  c: ExpertConversation;
  active: boolean;
  admin: boolean;
  onOpen: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onOpen}
      w="100%"
      p="sm"
      aria-current={active ? 'true' : undefined}
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        background: active ? 'var(--mantine-color-gray-1)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={c.unread > 0 ? 700 : 500} truncate>
          {c.who}
        </Text>
        <Group gap={4} wrap="nowrap">
          {c.unread > 0 && <Badge aria-label={`${c.unread} unread`}>{c.unread}</Badge>}
          <Text size="xs" c="dark.5">
            {chatTime(c.last_message_at)}
          </Text>
        </Group>
      </Group>
      <Text size="sm" c="dark.5" truncate>
        {c.last_message || 'No messages yet'}
      </Text>
      <Text size="xs" c={c.waiting_since ? 'dark.9' : 'dark.5'} fw={c.waiting_since ? 700 : 400}>
        {admin ? `${CHAT_KIND_TITLES[c.kind]} · ` : ''}
        {c.ended
          ? 'Ended'
          : [
              c.waiting_since ? waitedFor(c.waiting_since, new Date()) : null,
              c.expert_name ? `With ${c.expert_name}` : c.waiting_since ? null : 'Waiting for an expert',
            ]
              .filter(Boolean)
              .join(' · ')}
      </Text>
    </UnstyledButton>
  );
}

function OpenConversation({
  c,
  pending,
  socket,
  onSend,
}: {
  c: ExpertConversation;
  pending: ChatLine[];
  socket: ReturnType<typeof useConsoleSocket>;
  onSend: (text: string) => void;
}) {
  const user = useSessionUser();
  const messages = useConversation(c.id);
  const experts = useExperts();
  const handOver = useHandOver();
  const end = useEndConversation();
  const [target, setTarget] = useState<string | null>(null);
  const me = Number(user?.u_id);
  const client = useQueryClient();
  // Opening (or refreshing) the conversation read it: the list's unread counts follow.
  useEffect(() => {
    if (messages.dataUpdatedAt) void client.invalidateQueries({ queryKey: conversationsQuery().queryKey });
  }, [messages.dataUpdatedAt, client]);
  const lines = useMemo<ChatLine[]>(
    () => [
      ...(messages.data ?? []).map((r) => ({
        key: `m${r.cb_id}`,
        mine: r.sender === 'expert' && r.cb_fromid === me,
        name: r.sender === 'expert' ? 'Expert' : c.who,
        text: r.cb_msg,
        at: r.cb_datetime,
      })),
      ...pending,
    ],
    [messages.data, pending, me, c.who],
  );
  const colleagues = (experts.data ?? []).filter((e) => e.kind === c.kind && e.id !== c.expert_id);

  return (
    <Card withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Title order={2} fz="h4">
              {c.who}
            </Title>
            <Text size="sm" c="dark.5">
              {CHAT_KIND_TITLES[c.kind as ChatKind]} ·{' '}
              {c.expert_name ? `with ${c.expert_name}` : 'no expert has answered yet'}
            </Text>
          </Stack>
          {!c.ended && (
            <Button variant="default" size="xs" onClick={() => end.mutate(c.id)} loading={end.isPending}>
              End conversation
            </Button>
          )}
        </Group>
        <ChatWindow
          label={`Messages with ${c.who}`}
          lines={lines}
          typing={socket.typing}
          onSend={onSend}
          onTyping={() => socket.onTyping(c.id)}
          disabled={c.ended}
          empty={messages.data ? 'No messages yet.' : 'Loading messages…'}
        />
        {!c.ended && colleagues.length > 0 && (
          <Group align="flex-end" gap="xs">
            <Select
              label="Hand over to"
              placeholder="Choose an expert"
              data={colleagues.map((e) => ({ value: String(e.id), label: `${e.name} (${e.presence})` }))}
              value={target}
              onChange={setTarget}
              w={260}
            />
            <Button
              variant="light"
              disabled={!target}
              loading={handOver.isPending}
              onClick={() => target && handOver.mutate({ id: c.id, expertId: Number(target) })}
            >
              Hand over
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
