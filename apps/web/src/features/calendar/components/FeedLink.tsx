import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconRefresh, IconRss } from '@tabler/icons-react';
import { runSaveFlow } from '../../../components/form/use-save-flow';
import { errorMessage } from '../../../lib/api-client';
import { useCalendarFeed, useRegenerateFeed } from '../api/events';

/**
 * The user's iCalendar subscription link (`GET api/calendar/feed`): Outlook or Google Calendar subscribe
 * to it and show the company's events. None yet: "Create subscription link"; "Regenerate link" makes a
 * new one after asking, since the old link then stops working.
 */
export function FeedLink() {
  const feed = useCalendarFeed();
  const regenerate = useRegenerateFeed();
  const url = feed.data?.url ?? null;

  const make = () =>
    runSaveFlow(() => regenerate.mutateAsync(), {
      confirm: url ? { message: 'The old link stops working.', confirmLabel: 'Regenerate link' } : false,
      success: false,
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Calendar subscription">
      <Stack gap="xs">
        <Group gap="xs">
          <IconRss size={18} aria-hidden />
          <Title order={2} fz="md">
            Subscribe in Outlook or Google Calendar
          </Title>
        </Group>
        <Text fz="sm" c="dimmed">
          Add this link to Outlook (Add calendar, Subscribe from web) or Google Calendar (Other calendars,
          From URL) to see the company's events there. Anyone who has the link can read the calendar: keep it
          to yourself.
        </Text>
        {feed.isPending ? (
          <Loader size="xs" aria-label="Loading" />
        ) : feed.isError ? (
          <Text fz="sm" c="red.9">
            The subscription link could not be loaded: {errorMessage(feed.error)}
          </Text>
        ) : url ? (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Subscription link"
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              leftSection={<IconLink size={16} />}
              style={{ flex: 1 }}
            />
            <CopyButton value={url} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
                  <ActionIcon
                    size={36}
                    variant="light"
                    color={copied ? 'teal' : undefined}
                    onClick={copy}
                    aria-label={copied ? 'Copied' : 'Copy link'}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={regenerate.isPending}
              onClick={() => void make()}
            >
              Regenerate link
            </Button>
          </Group>
        ) : (
          <Group>
            <Button
              leftSection={<IconLink size={16} />}
              loading={regenerate.isPending}
              onClick={() => void make()}
            >
              Create subscription link
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
