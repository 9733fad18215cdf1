import { type EmployeeDetail, type EmployeeUpdateBody, employeeUpdateBody } from '@hris/domain/employee';
import { Button, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { HistoryButton } from '../../../components/history/HistoryButton';
import { PageHeader } from '../../../components/PageHeader';
import { RecordGate } from '../../../components/RecordGate';
import { StatusBadge } from '../../../components/StatusBadge';
import { useRouteId } from '../../../lib/route-id';
import { useEmployeeDetail, useUpdateEmployee } from '../api/employees';
import { DatasheetForm } from '../components/datasheet/DatasheetForm';
import {
  datasheetResolver,
  sendDatasheet,
  withOtherAmount,
} from '../components/datasheet/datasheet-resolver';
import {
  activeMembers,
  type DatasheetValues,
  datasheetFromDetail,
} from '../components/datasheet/datasheet-values';
import { HrRecordSection } from '../components/datasheet/HrRecordSection';
import { useGoBack } from '../use-go-back';

/** /hr/editinfo/:id: the whole datasheet of one employee, edited by HR. */
export function EditEmployeePage() {
  const detail = useEmployeeDetail(useRouteId());
  const goBack = useGoBack('/hr/employeelist');
  return (
    <RecordGate
      query={detail}
      what="The employee"
      back={{ to: '/hr/employeelist', label: 'Active Employees' }}
    >
      {(data) => <EditEmployeeForm key={data.updated_at} detail={data} onDone={goBack} />}
    </RecordGate>
  );
}

/**
 * Sends every datasheet field, the experience rows and the HR record; the supervisor and the status
 * only when changed, so that an unchanged record is never re-checked against today's rules.
 */
function toUpdateBody(body: EmployeeUpdateBody, detail: EmployeeDetail): EmployeeUpdateBody {
  const { status, resignation_date, subtitute_id, belong, ...rest } = body;
  const out: EmployeeUpdateBody = withOtherAmount(rest);
  if ((belong ?? null) !== (detail.belong ?? null)) out.belong = belong ?? null;
  if (status !== detail.status || (resignation_date ?? null) !== (detail.resignation_date ?? null)) {
    out.status = status;
    out.resignation_date = resignation_date ?? null;
    out.subtitute_id = subtitute_id ?? null;
  }
  return out;
}

function EditEmployeeForm({ detail, onDone }: { detail: EmployeeDetail; onDone: () => void }) {
  const members = activeMembers(detail);
  const resolver = useMemo(() => datasheetResolver(employeeUpdateBody, () => members), [members]);
  const form = useForm<DatasheetValues, unknown, EmployeeUpdateBody>({
    resolver,
    defaultValues: datasheetFromDetail(detail),
  });
  const mutation = useUpdateEmployee();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) =>
      sendDatasheet(form.getValues(), () =>
        mutation.mutateAsync({ id: detail.id, body: toUpdateBody(body, detail) }),
      ),
    onSaved: onDone,
  });

  return (
    <>
      <PageHeader
        title="Edit Employee Information"
        description={
          <Group gap="xs" component="span">
            <Text span fz="sm">
              {detail.emp_id} · <b>{detail.full_name}</b> · {detail.position_name}
            </Text>
            <StatusBadge status={detail.status} />
          </Group>
        }
        actions={
          <>
            <HistoryButton entity="employee" id={detail.id} title={detail.full_name} />
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onDone}>
              Back
            </Button>
          </>
        }
      />
      <DatasheetForm
        form={form}
        onSubmit={submit}
        onCancel={onDone}
        saving={saving}
        saveLabel="Save changes"
        withStatus={false}
        extra={
          <HrRecordSection
            employee={{
              id: detail.id,
              members,
              superior:
                detail.belong && detail.superior_name
                  ? { id: detail.belong, full_name: detail.superior_name }
                  : null,
            }}
          />
        }
      />
    </>
  );
}
