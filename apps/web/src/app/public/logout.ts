import { redirect } from 'react-router';
import { api } from '../../lib/api-client';
import { clearSession, hasSession } from '../../lib/session';
import { queryClient } from '../query-client';

/** Loader of /logout: revokes the token on the server (POST api/logout), forgets it here, goes to login. */
export async function logoutLoader() {
  if (hasSession()) {
    try {
      await api.post('logout');
    } catch {
      // The token is dropped here whatever the server said; an expired one is already gone there.
    }
  }
  clearSession();
  queryClient.clear();
  return redirect('/');
}
