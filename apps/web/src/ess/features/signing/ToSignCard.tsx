import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { coachingQuery, documentsQuery, evaluationsQuery, nteListQuery, responsibilityQuery } from './api';

/** The home's "To sign and acknowledge": how many of each wait for you, each a link. */
export function ToSignCard() {
  const docs = useQuery(documentsQuery);
  const ntes = useQuery(nteListQuery);
  const coaching = useQuery(coachingQuery);
  const evaluations = useQuery(evaluationsQuery);
  const forms = useQuery(responsibilityQuery);
  const others =
    (coaching.data?.unacknowledged ?? 0) +
    (evaluations.data?.unacknowledged ?? 0) +
    (forms.data?.unconfirmed ?? 0);
  const lines = [
    {
      n: ntes.data?.data.filter((x) => x.can_explain).length ?? 0,
      one: 'notice to explain to answer',
      many: 'notices to explain to answer',
      to: '/ess/nte',
    },
    {
      n: docs.data?.unacknowledged ?? 0,
      one: 'contract or memo to acknowledge',
      many: 'contracts or memos to acknowledge',
      to: '/ess/documents',
    },
    {
      n: others,
      one: 'coaching record, evaluation or form to sign',
      many: 'coaching records, evaluations or forms to sign',
      to: '/ess/acknowledgements',
    },
  ].filter((l) => l.n > 0);
  const loaded = [docs, ntes, coaching, evaluations, forms].every((q) => q.isSuccess);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          To sign and acknowledge
        </Title>
        {lines.map((l) => (
          <Anchor key={l.to} component={Link} to={l.to} fz="sm">
            {l.n} {l.n === 1 ? l.one : l.many}
          </Anchor>
        ))}
        {loaded && lines.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Nothing waits for your signature.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
