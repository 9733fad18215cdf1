import { infractionLabel } from '@hris/domain/infractions';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../components/LoadFailure';
import { formatDate } from '../../../lib/format';
import { nteListQuery } from './api';
import { NteStatus } from './NteStatus';
import './signing.css';

/** /ess/nte: the notices to explain served on you, newest first. */
export function NteListPage() {
  const list = useQuery(nteListQuery);
  const rows = list.data?.data ?? [];
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Notices to Explain
      </Title>
      {list.isError ? (
        <LoadFailedAlert
          title="Your notices could not be loaded"
          error={list.error}
          onRetry={() => list.refetch()}
        />
      ) : null}
      {list.isSuccess && rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          You have no notice to explain.
        </Text>
      ) : null}
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-busy={list.isFetching}>
        {rows.map((n) => (
          <Paper component="li" key={n.id} withBorder radius="md" p="sm" className="ess-signing__item">
            <Stack gap={4}>
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Anchor component={Link} to={`/ess/nte/${n.id}`} fw={600} miw={0}>
                  {infractionLabel(n.type_of_infraction)}
                </Anchor>
                <NteStatus nte={n} />
              </Group>
              <Text fz="sm" c="dimmed">
                Served {formatDate(n.served_on)}
                {n.can_explain ? ` · Answer by ${formatDate(n.answer_by)}` : ''}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
