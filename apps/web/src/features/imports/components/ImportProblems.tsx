import type { ImportReply } from '@hris/domain/imports';
import { Alert, Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format';

/** What a preview found: the counts, then each problem by row and column, as the form would say it. */
export function ImportProblems({ reply }: { reply: ImportReply }) {
  return (
    <>
      <Group gap="sm">
        <Badge variant="light" color="gray" size="lg">
          {reply.rows.toLocaleString('en-US')} rows
        </Badge>
        <Badge variant="light" color="green" size="lg">
          {reply.valid.toLocaleString('en-US')} ready
        </Badge>
        <Badge variant="light" color={reply.problem_count ? 'red' : 'gray'} size="lg">
          {reply.problem_count.toLocaleString('en-US')} {reply.problem_count === 1 ? 'problem' : 'problems'}
        </Badge>
      </Group>
      {reply.imported_before ? (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} title="Already imported">
          This very file was imported on {formatDateTime(reply.imported_before.at, { short: true })}
          {reply.imported_before.by ? ` by ${reply.imported_before.by}` : ''}; it will not be imported again.
        </Alert>
      ) : null}
      {reply.problem_count === 0 && reply.rows > 0 && !reply.imported_before ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title="Ready to import">
          Every row passed the same checks as the screens.
        </Alert>
      ) : null}
      {reply.problems.length ? (
        <>
          <Text fz="sm">
            Correct these rows in your file, then check it again. Nothing is imported while any row has a
            problem.
          </Text>
          <ScrollArea.Autosize mah={420} type="auto">
            <Table striped withTableBorder fz="sm" aria-label="Problems in the file" stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>Row</Table.Th>
                  <Table.Th w={180}>Column</Table.Th>
                  <Table.Th>Problem</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {reply.problems.map((p) => (
                  <Table.Tr key={`${p.row}|${p.column}|${p.message}`}>
                    <Table.Td>{p.row}</Table.Td>
                    <Table.Td>{p.column}</Table.Td>
                    <Table.Td>{p.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          {reply.problem_count > reply.problems.length ? (
            <Text fz="xs" c="dimmed">
              The first {reply.problems.length} of {reply.problem_count.toLocaleString('en-US')} problems.
            </Text>
          ) : null}
        </>
      ) : null}
    </>
  );
}
