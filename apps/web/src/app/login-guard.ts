import { redirect } from 'react-router';
import { hasSession } from '../lib/session';

/** Loader of /: a signed-in user goes straight to the dashboard. (Apart from hr-guard.ts, which loads with /hr.) */
export function loginGuard() {
  return hasSession() ? redirect('/hr/dashboard') : null;
}
