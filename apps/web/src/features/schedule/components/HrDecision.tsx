import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ApprovalBody,
  type ApprovalReply,
  approvalBody,
  type RequestStatus,
} from '@hris/domain/schedule';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { DetailGrid } from '../../../components/DetailGrid';
import { DecisionFields } from '../../../components/form/DecisionFields';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { ApiError, declaredFailure } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { invalidateSchedule } from '../api/keys';
import { type RequestKind, requestCallsOf, useDecideRequest } from '../api/requests';
import { DECISION_OPTIONS, requestStatusName } from '../request-labels';
import type { RequestScreens } from '../request-screens';

type DecisionValues = { hr_status: RequestStatus | null; hr_reason_to_declined: string };

const resolver = zodResolver(approvalBody) as unknown as Resolver<DecisionValues, unknown, ApprovalBody>;

/** The title of a refused decision (the 409's `{response, title, message}`), when the server sent one. */
function refusalTitle(kind: RequestKind, error: unknown): string {
  return declaredFailure(requestCallsOf(kind).decide, 409, error)?.title || 'Error';
}

type Decidable = {
  id: number;
  hr_status: RequestStatus;
  hr_date_approved: string | null;
  hr_reason_to_declined: string | null;
};

/**
 * HR's decision on a pending request (docs/rules.md#schedule-rules): Approve Request, Decline Request or Pending Request; the
 * reason appears, and is required, with Decline Request. Submit asks first, then shows the server's
 * title and message and goes back to the list. A request decided meanwhile (409) shows why and the
 * screen reloads it, read-only.
 */
export function HrDecision<K extends RequestKind>({
  screens,
  request,
}: {
  screens: RequestScreens<K>;
  request: Decidable;
}) {
  if (request.hr_status !== 'pending') return <DecidedRequest request={request} />;
  return <DecisionForm screens={screens} request={request} />;
}

function DecidedRequest({ request }: { request: Decidable }) {
  const declined = request.hr_status === 'rejected';
  return (
    <Stack gap="md">
      <Alert color={declined ? 'red' : 'teal'} icon={<IconInfoCircle size={18} />}>
        This request has already been decided: it is {declined ? 'declined' : 'approved'}. A decided request
        is final.
      </Alert>
      <DetailGrid
        items={[
          { label: 'HR decision', value: requestStatusName(request.hr_status) },
          { label: 'Date decided', value: formatDate(request.hr_date_approved) },
          ...(declined
            ? [{ label: 'Reason for declining', value: request.hr_reason_to_declined, span: true }]
            : []),
        ]}
      />
    </Stack>
  );
}

function DecisionForm<K extends RequestKind>({
  screens,
  request,
}: {
  screens: RequestScreens<K>;
  request: Decidable;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const decide = useDecideRequest(screens.kind);
  const { list } = screens;
  const form = useForm<DecisionValues, unknown, ApprovalBody>({
    resolver,
    defaultValues: { hr_status: null, hr_reason_to_declined: '' },
  });
  const { submit, saving } = useSaveFlow(form, {
    save: (body) =>
      decide.mutateAsync({
        id: request.id,
        // a reason typed before choosing another decision is not sent with it
        body: {
          ...body,
          hr_reason_to_declined: body.hr_status === 'rejected' ? body.hr_reason_to_declined : null,
        },
      }),
    confirm: { message: 'Do you want to submit this request' },
    success: (reply: ApprovalReply) => ({ title: reply.title, message: reply.message }),
    afterSuccess: () => navigate(list.to),
    errorTitle: (error) => refusalTitle(screens.kind, error),
    // decided by someone else meanwhile: the screen shows the request as it now is
    onFailed: (error) => {
      if (error instanceof ApiError && error.status === 409) void invalidateSchedule(client);
    },
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="HR decision">
        <Stack gap="md" maw={620}>
          <DecisionFields<DecisionValues>
            name="hr_status"
            reasonName="hr_reason_to_declined"
            options={DECISION_OPTIONS}
            disabled={saving}
          />
          <Text fz="xs" c="dimmed">
            {screens.approvalPage.hint}
          </Text>
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button component={Link} to={list.to} variant="default" disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconSend size={16} />}>
            Submit
          </Button>
        </Group>
      </form>
    </FormProvider>
  );
}
