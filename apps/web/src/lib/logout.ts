import { paths } from '../config/paths.ts';
import { request } from './api-client.ts';
import { navigateTo } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { session } from './session.ts';

/**
 * Signs the member out (part 1 section 4): when a user id is stored the server revokes the access
 * token (POST /logout), then everything stored is cleared except the remember-me entry, and the
 * browser goes to /login. A failed logout call still signs out locally, so a member on a dead
 * connection is never stuck signed in on a shared phone.
 */
export async function logout(): Promise<void> {
  if (session.user()?.u_id) {
    try {
      await request('POST /logout');
    } catch {
      // The token expires on the server anyway; the local sign-out below is what the member sees.
    }
  }
  session.clear();
  queryClient.clear();
  navigateTo(paths.login, { replace: true });
}
