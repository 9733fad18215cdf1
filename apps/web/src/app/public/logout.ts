import { redirect } from 'react-router';
import { api } from '../../lib/api-client';
import { clearSession, hasSession } from '../../lib/session';
import { queryClient } from '../query-client';

/**
 * Loader of /logout: revokes the token on the server (POST api/logout), forgets it here, goes to login.
 * The call's declaration is loaded here, not with the app, so that zod stays out of the first load.
 */
export async function logoutLoader() {
  if (hasSession()) {
    try {
      const { logoutCall } = await import('@hris/domain/calls/auth');
      await api(logoutCall);
    } catch {
      // The token is dropped here whatever the server said; an expired one is already gone there.
    }
  }
  clearSession();
  queryClient.clear();
  return redirect('/');
}
