import type { NotificationRow } from '@hris/domain/ess-notifications';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../components/LoadFailure';
import { formatDateTime } from '../../../lib/format';
import { myNotificationsQuery, useReadNotifications } from './api';
import './notifications.css';
import { NewerOlder } from '../../components/NewerOlder';

function NotificationItem({ notice }: { notice: NotificationRow }) {
  const read = useReadNotifications();
  const unread = notice.read_at === null;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      className="ess-notices__item"
      data-unread={unread || undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Anchor component={Link} to={notice.link} fw={600} onClick={() => unread && read.mutate(notice.id)}>
            {notice.title}
          </Anchor>
          {unread ? (
            <Badge size="sm" color="blue" variant="light" style={{ flexShrink: 0 }}>
              New
            </Badge>
          ) : null}
        </Group>
        <Text fz="sm">{notice.body}</Text>
        <Group justify="space-between" gap="xs">
          <Text fz="xs" c="dimmed">
            {formatDateTime(notice.created_at, { short: true })}
          </Text>
          {unread ? (
            <Button
              variant="subtle"
              size="compact-xs"
              loading={read.isPending}
              onClick={() => read.mutate(notice.id)}
            >
              Mark as read
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** /ess/notifications: what was decided, served or sent to you, newest first. */
export function NotificationsPage() {
  const [page, setPage] = useState(1);
  const notices = useQuery({ ...myNotificationsQuery(page), placeholderData: keepPreviousData });
  const readAll = useReadNotifications();
  const data = notices.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          Notifications
        </Title>
        {data && data.unread > 0 ? (
          <Button variant="light" size="xs" loading={readAll.isPending} onClick={() => readAll.mutate(null)}>
            Mark all as read
          </Button>
        ) : null}
      </Group>
      {notices.isError ? (
        <LoadFailedAlert
          title="Your notifications could not be loaded"
          error={notices.error}
          onRetry={() => notices.refetch()}
        />
      ) : null}
      {data ? (
        <Text fz="sm" c="dimmed">
          {data.unread === 0 ? 'Nothing unread.' : `${data.unread} unread.`}
        </Text>
      ) : null}
      {data?.meta.total === 0 ? (
        <Text c="dimmed" fz="sm">
          Nothing here yet: decisions on your requests, notices and documents to sign show up here.
        </Text>
      ) : null}
      <ul className="ess-notices__list" aria-busy={notices.isFetching}>
        {data?.data.map((n) => (
          <NotificationItem key={n.id} notice={n} />
        ))}
      </ul>
      <NewerOlder meta={data?.meta} page={page} setPage={setPage} />
    </Stack>
  );
}
