import { ROLES } from '@hris/domain/auth';
import { redirect } from 'react-router';
import { ApiError } from '../lib/api-client';
import { currentUserQuery } from '../lib/current-user';
import { clearSession, hasSession } from '../lib/session';
import { queryClient } from './query-client';

/** Loader of /hr: a token is required, and GET api/user must be an HR account (role 5). */
export async function hrGuard() {
  if (!hasSession()) throw redirect('/');
  try {
    const user = await queryClient.ensureQueryData(currentUserQuery());
    if (user.role_id !== ROLES.hr) {
      clearSession();
      queryClient.clear();
      throw redirect('/');
    }
    return user;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      clearSession();
      queryClient.clear();
      throw redirect('/');
    }
    throw error;
  }
}
