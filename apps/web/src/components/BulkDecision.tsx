import {
  type BulkDecision,
  type BulkDecisionBody,
  type BulkDecisionReply,
  bulkDecisionBody,
} from '@hris/domain/bulk';
import { Badge, Box, Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChecks, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { successDialog } from './dialogs';
import { FormActions } from './form/FormActions';
import { formFields } from './form/form-fields';
import { formResolver } from './form/form-resolver';
import { FormModal } from './form/unsaved-changes';
import { runSaveFlow, useSaveFlow } from './form/use-save-flow';

type BulkDecisionProps<T> = {
  /** The selected rows (DataList's selection). */
  selected: T[];
  /** Empties the selection: done once the server has answered. */
  clear: () => void;
  /** What one row is, in the messages: "leave request". */
  noun: string;
  idOf: (row: T) => number;
  /** Sends the decision (the list refreshes when it resolves); throws on a refused request. */
  send: (body: BulkDecisionBody) => Promise<BulkDecisionReply>;
};

const many = (n: number, noun: string) => `${n} selected ${noun}${n === 1 ? '' : 's'}`;

/**
 * Approve selected and Decline selected on a list's selection: "Are you sure?", one reason for every
 * declined row (required, in a modal), then the server's result, row by row: how many were approved,
 * declined or refused, and why each refused row was (decided meanwhile, deleted, short of credits).
 */
export function BulkDecisionActions<T>({ selected, clear, noun, idOf, send }: BulkDecisionProps<T>) {
  const [declining, setDeclining] = useState(false);
  const [approving, setApproving] = useState(false);
  const ids = selected.map(idOf);
  const none = ids.length === 0;

  const finish = async (reply: BulkDecisionReply, decision: BulkDecision) => {
    clear();
    await showResult(reply, decision);
  };
  const approve = async () => {
    setApproving(true);
    try {
      const reply = await runSaveFlow(() => send({ ids, decision: 'approved', reason: '' }), {
        confirm: { message: `Do you want to approve the ${many(ids.length, noun)}?` },
        success: false,
      });
      setApproving(false);
      if (reply) await finish(reply, 'approved');
    } finally {
      setApproving(false);
    }
  };

  return (
    <>
      <Button
        color="teal"
        leftSection={<IconChecks size={16} />}
        disabled={none || declining}
        loading={approving}
        onClick={() => void approve()}
      >
        Approve selected
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<IconX size={16} />}
        disabled={none || approving}
        onClick={() => setDeclining(true)}
      >
        Decline selected
      </Button>
      <FormModal
        opened={declining}
        onClose={() => setDeclining(false)}
        title={`Decline ${many(ids.length, noun)}`}
        centered
        size="md"
      >
        <DeclineForm
          ids={ids}
          noun={noun}
          send={send}
          onClose={() => setDeclining(false)}
          onDone={(reply) => finish(reply, 'rejected')}
        />
      </FormModal>
    </>
  );
}

type DeclineValues = { ids: number[]; decision: BulkDecision; reason: string };
const F = formFields<DeclineValues>();
const resolver = formResolver<DeclineValues, typeof bulkDecisionBody>(bulkDecisionBody);

function DeclineForm({
  ids,
  noun,
  send,
  onClose,
  onDone,
}: {
  ids: number[];
  noun: string;
  send: (body: BulkDecisionBody) => Promise<BulkDecisionReply>;
  onClose: () => void;
  onDone: (reply: BulkDecisionReply) => Promise<void>;
}) {
  const form = useForm<DeclineValues, unknown, BulkDecisionBody>({
    resolver,
    defaultValues: { ids, decision: 'rejected', reason: '' },
  });
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => send({ ...body, ids }),
    confirm: { message: `Do you want to decline the ${many(ids.length, noun)}?` },
    success: false,
    fields: ['reason'],
    onSaved: onClose,
    afterSuccess: (reply) => void onDone(reply),
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Decline selected">
        <Stack gap="sm">
          <Text fz="sm">Each selected request is declined with this reason; the employee sees it.</Text>
          <F.LongText
            name="reason"
            label="Reason for declining"
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
          />
        </Stack>
        <FormActions onCancel={onClose} saving={saving} saveLabel="Decline selected" />
      </form>
    </FormProvider>
  );
}

/**
 * The result: all decided, a success message that closes by itself; otherwise a summary that stays
 * until read, with the counts and each refused row's employee and reason.
 */
async function showResult(reply: BulkDecisionReply, decision: BulkDecision): Promise<void> {
  const { approved, rejected, failed, results } = reply.data;
  const verb = decision === 'approved' ? 'approved' : 'declined';
  if (failed === 0) {
    await successDialog({ title: decision === 'approved' ? 'Approved' : 'Declined', message: reply.message });
    return;
  }
  const refused = results.filter((r) => r.status === 'error');
  await new Promise<void>((resolve) => {
    const id = modals.open({
      title: failed === results.length ? `Nothing was ${verb}` : `Partly ${verb}`,
      centered: true,
      size: 'lg',
      closeButtonProps: { 'aria-label': 'Close' },
      onClose: resolve,
      children: (
        <Stack gap="md">
          <Text>{reply.message}</Text>
          <Group gap="xs">
            <Badge color="teal" variant="light" size="lg">
              Approved: {approved}
            </Badge>
            <Badge color="red" variant="light" size="lg">
              Declined: {rejected}
            </Badge>
            <Badge color="orange" variant="light" size="lg">
              Failed: {failed}
            </Badge>
          </Group>
          <Box>
            <Text fw={600} fz="sm" mb={4}>
              Not {verb}
            </Text>
            <List spacing={4} size="sm" aria-label={`Not ${verb}`}>
              {refused.map((r) => (
                <List.Item key={r.id}>
                  <Text span fz="sm" fw={600}>
                    {r.full_name ?? `Request #${r.id}`}
                  </Text>
                  : {r.message}
                </List.Item>
              ))}
            </List>
          </Box>
          <Group justify="flex-end">
            <Button data-autofocus onClick={() => modals.close(id)}>
              OK
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}
