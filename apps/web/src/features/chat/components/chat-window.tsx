import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES } from '@trust/shared';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { chatTime } from '../time.ts';
import classes from './chat-window.module.css';

/** One message as a chat screen shows it. */
export interface ChatLine {
  key: string;
  mine: boolean;
  name: string;
  text: string;
  at: string;
  /** Why the server refused it (too fast, conversation ended): shown under it. */
  failed?: string;
  /** Sent by this page and not yet answered by the server: "Sending…" beside its time. */
  sending?: boolean;
}

interface Props {
  /** What the list is, for a screen reader ("Messages with Customer Care"). */
  label: string;
  lines: ChatLine[];
  typing: string | null;
  onSend: (text: string) => void;
  onTyping?: () => void;
  disabled?: boolean;
  /** Shown where the list is empty. */
  empty?: string;
}

/**
 * The chat of part 2 section 2.16: the messages with their time (HH:mm), the newest in view, a
 * 'Type Here...' box where Enter without Shift sends (Shift+Enter is a new line) and a Send button.
 * A message is trimmed; an empty or whitespace-only one is not sent.
 */
export function ChatWindow({ label, lines, typing, onSend, onTyping, disabled, empty }: Props) {
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLOListElement>(null);

  // Scroll to the newest message whenever one arrives or the typing line shows.
  useEffect(() => {
    const el = list.current;
    if (el && lines.length + (typing ? 1 : 0) >= 0) el.scrollTop = el.scrollHeight;
  }, [lines.length, typing]);

  const send = () => {
    const text = draft.trim();
    if (!text || disabled) return;
    onSend(text);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  return (
    <Stack gap="xs">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard to scroll it (WCAG 2.1.1) */}
      <ol ref={list} className={classes.list} aria-label={label} aria-live="polite" tabIndex={0}>
        {lines.length === 0 && empty ? (
          <li>
            <Text c="dark.5" size="sm" ta="center" py="md">
              {empty}
            </Text>
          </li>
        ) : null}
        {lines.map((l) => (
          <li key={l.key} className={l.mine ? classes.mine : classes.theirs} data-testid="chat-line">
            {!l.mine && (
              <Text span fw={600} size="sm" display="block">
                {l.name}
              </Text>
            )}
            {l.text}
            <span className={classes.meta}>
              <time dateTime={l.at}>{chatTime(l.at)}</time>
              {l.sending && !l.failed ? ' · Sending…' : null}
            </span>
            {l.failed && (
              <Text span size="xs" fw={600} display="block" role="alert">
                Not sent: {l.failed}
              </Text>
            )}
          </li>
        ))}
      </ol>
      <Text size="sm" c="dark.5" mih={20} aria-live="polite" data-testid="typing">
        {typing ?? ''}
      </Text>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          aria-label="Message"
          placeholder={CHAT_MESSAGES.placeholder}
          value={draft}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            onTyping?.();
          }}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={CHAT_MESSAGE_MAX}
          disabled={disabled}
          style={{ flex: 1 }}
        />
        <Button onClick={send} disabled={disabled}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}
