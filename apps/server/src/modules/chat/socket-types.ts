import type {
  ChatSocketData,
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
} from '@trust/shared';
import type { Server, Socket } from 'socket.io';

/** The chat's socket.io server and sockets, typed by the events of packages/shared (chat-events.ts). */
export type ChatIo = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, ChatSocketData>;
export type ChatSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  ChatSocketData
>;
