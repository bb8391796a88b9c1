import type { ChatKind, ServerToClientEvents } from '@trust/shared';

/** An event the server sends, and its payload. */
type ServerEvent = keyof ServerToClientEvents;
type ServerPayload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];

/**
 * What the chat's rules need from the realtime channel, so they can be called from an HTTP route
 * (POST /storemessage) as well as from a socket event, and read without socket.io in mind.
 */
export interface Realtime {
  /** The ids of the experts of a kind online now, on any server instance (this one's alone while Redis is away). */
  onlineExperts(kind: ChatKind): Promise<number[]>;
  /** Presence of these experts: online, away (connected, not taking chats) or offline. */
  presence(ids: number[]): Promise<Map<number, 'online' | 'away'>>;
  /** Emits an event to rooms; exceptSocket leaves out the socket that sent it. Never waits. */
  emit<E extends ServerEvent>(
    rooms: string[],
    event: E,
    payload: ServerPayload<E>,
    exceptSocket?: string,
  ): void;
}
