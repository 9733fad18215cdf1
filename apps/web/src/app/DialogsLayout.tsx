import { ModalsProvider } from '@mantine/modals';
import { Outlet } from 'react-router';

/**
 * Hosts the dialogs of `components/dialogs.tsx` for the routes below it (the HR shell, the password reset
 * screens). A lazy layout route, so that the login screen loads without Mantine's modal machinery.
 */
export function DialogsLayout() {
  return (
    <ModalsProvider>
      <Outlet />
    </ModalsProvider>
  );
}
