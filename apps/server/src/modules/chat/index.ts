/** Realtime chat with customer care, experts and visitors (part 2 sections 2.16 and 4.14). */

export { insertMessage, openConversationFor } from './queries.ts';
export { markQueued } from './queue.ts';
export { chatRoutes } from './routes.ts';
export { attachChat } from './socket.ts';
