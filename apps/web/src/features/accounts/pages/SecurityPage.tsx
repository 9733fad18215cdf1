import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { useCurrentUser } from '../../../lib/current-user';
import { SessionsCard } from '../components/security/SessionsCard';
import { TwoFactorCard } from '../components/security/TwoFactorCard';

/** /hr/security: the signed-in user's two-factor authentication and sessions. */
export function SecurityPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title="Security"
        description="Two-factor authentication and where your account is logged in."
      />
      <Stack gap="lg" maw={960}>
        <TwoFactorCard username={user.data?.name ?? ''} />
        <SessionsCard />
      </Stack>
    </>
  );
}
