import { Alert, Center, Grid, Loader } from '@mantine/core';
import { IconAt, IconMailCog } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormSection } from '../../../components/FormSection';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { useNotificationConfig, useSettings } from '../api/settings';
import { CompanyDomainForm } from '../components/CompanyDomainForm';
import { SenderForm } from '../components/SenderForm';

function Loading({
  query,
  children,
}: {
  query: { isPending: boolean; error: unknown };
  children: () => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (query.error) {
    return (
      <Alert color="red" title="The settings could not be loaded">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  return children();
}

/** /hr/notificationconfig: who the system's e-mails come from, and the company e-mail domain. */
export function NotificationConfigPage() {
  const config = useNotificationConfig();
  const settings = useSettings();

  return (
    <>
      <PageHeader
        title="Notification Config"
        description="Password reset links and new-account e-mails are sent from this mailbox."
      />
      <Grid gap="md" maw={1200}>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <FormSection
            title="Sender"
            description="The mailbox the system sends from."
            icon={<IconMailCog size={18} />}
            cols={0}
          >
            <Loading query={config}>
              {() => config.data && <SenderForm key={config.data.updated_at ?? 'new'} config={config.data} />}
            </Loading>
          </FormSection>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <FormSection
            title="Company e-mail domain"
            description="Used to build the e-mail of a new account."
            icon={<IconAt size={18} />}
            cols={0}
          >
            <Loading query={settings}>
              {() =>
                settings.data && (
                  <CompanyDomainForm key={settings.data.company_domain} settings={settings.data} />
                )
              }
            </Loading>
          </FormSection>
        </Grid.Col>
      </Grid>
    </>
  );
}
