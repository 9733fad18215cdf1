import { type NotificationConfig, notificationConfigBody } from '@hris/domain/accounts';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useDeleteFlow } from '../../../components/use-delete-flow';
import { formatDate } from '../../../lib/format';
import {
  type NotificationConfigBody,
  useRemoveNotificationConfig,
  useSaveNotificationConfig,
} from '../api/settings';

type SenderValues = {
  email: string;
  password: string;
  smtp_host: string;
  smtp_port: string;
  allow_plain_text: boolean;
};

const F = formFields<SenderValues>();

const PORT_MESSAGE = 'The SMTP port must be a number from 1 to 65535.';
/** The contract, with an empty port meaning "the default" rather than 0. */
const senderSchema = notificationConfigBody.extend({
  smtp_port: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : v),
    z.coerce
      .number({ error: PORT_MESSAGE })
      .int(PORT_MESSAGE)
      .min(1, PORT_MESSAGE)
      .max(65535, PORT_MESSAGE)
      .optional(),
  ),
});
const resolver = formResolver<SenderValues, typeof senderSchema>(senderSchema);

/** The sender of the system's e-mails (POST api/notificationconfig/update); its password is never shown. */
export function SenderForm({ config }: { config: NotificationConfig }) {
  const form = useForm<SenderValues, unknown, NotificationConfigBody>({
    resolver,
    defaultValues: {
      email: config.email,
      password: '',
      smtp_host: config.smtp_host,
      smtp_port: config.has_password || config.email ? String(config.smtp_port) : '',
      allow_plain_text: config.allow_plain_text,
    },
  });
  const [email, plainText] = useWatch({ control: form.control, name: ['email', 'allow_plain_text'] });
  const mailDomain = email.includes('@') ? email.split('@')[1] : '';
  const mutation = useSaveNotificationConfig();
  const removal = useRemoveNotificationConfig();
  const { remove, deleting } = useDeleteFlow<null>({
    remove: () => removal.mutateAsync(),
    message:
      'The sender and its saved password are deleted. Until another is saved, e-mails are kept in the Mail Outbox.',
    success: { title: 'Removed', message: 'The mail sender is removed.' },
  });
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ ...body, password: body.password || undefined }),
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Notification sender">
        <Stack gap="md">
          {config.has_password ? null : (
            <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />}>
              No sender is saved yet. Until one is, e-mails such as password reset links are kept in the Mail
              Outbox (Accounts menu), where their links can be copied, unless the server has a mail relay of
              its own.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <F.Text
              name="email"
              label="Sender email"
              type="email"
              withAsterisk
              autoComplete="off"
              placeholder="hris@company.ph"
              description="The address e-mails come from."
            />
            <F.Password
              name="password"
              label="Password"
              autoComplete="new-password"
              placeholder={config.has_password ? 'saved' : undefined}
              description={
                config.has_password
                  ? 'Leave empty to keep the saved password; it is asked again when the sender e-mail, host or port changes.'
                  : 'The password of that mailbox.'
              }
            />
            <F.Text
              name="smtp_host"
              label="SMTP host"
              autoComplete="off"
              placeholder={mailDomain ? `smtp.${mailDomain}` : 'smtp.company.ph'}
              description="Optional: smtp. and the sender's domain when empty."
            />
            <F.Text
              name="smtp_port"
              label="SMTP port"
              inputMode="numeric"
              autoComplete="off"
              placeholder="465"
              description="Optional: 465 (TLS) when empty; any other port must offer STARTTLS."
            />
          </SimpleGrid>
          <F.Check
            name="allow_plain_text"
            kind="checkbox"
            label="Allow plain text"
            description="Send even when the mail server offers no encryption. Leave off unless the server is inside your own network."
          />
          {plainText ? (
            <Alert variant="light" color="red" icon={<IconAlertTriangle size={18} />} title="Not encrypted">
              With plain text allowed, the mailbox password and every link in the e-mails (password resets,
              acknowledgements) can cross the network unencrypted whenever the server offers no TLS. Anyone on
              the way can read them.
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Text fz="xs" c="dimmed">
              {config.updated_at ? `Last saved ${formatDate(config.updated_at)}` : 'Never saved'}
            </Text>
            <Group gap="xs">
              {config.email ? (
                <Button
                  variant="default"
                  color="red"
                  loading={deleting}
                  leftSection={<IconTrash size={16} />}
                  onClick={() => void remove(null)}
                >
                  Remove Sender
                </Button>
              ) : null}
              <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
                Save Changes
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
