import { ApiCallError, request } from '../../../lib/api-client.ts';

/**
 * POST /chat/visitors/end: ends the chat; the transcript goes to the visitor's email. Answers the
 * sentence to show: the server's, whether it ended the chat now or finds it over already.
 */
export async function endVisitorChat(token: string): Promise<string> {
  try {
    return (await request('POST /chat/visitors/end', { visitorToken: token })).message;
  } catch (e) {
    if (e instanceof ApiCallError && e.status > 0) return e.message;
    throw e;
  }
}
