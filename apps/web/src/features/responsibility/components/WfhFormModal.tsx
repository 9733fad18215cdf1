import { zodResolver } from '@hookform/resolvers/zod';
import { WFH_SIGNATURE_TYPES, wfhAddFields } from '@hris/domain/responsibility';
import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FilesField } from '../../../components/FilesField';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { EmployeeSelect } from '../../../components/reference/EmployeeSelect';
import { useAddWfh } from '../api/responsibility';

type Values = z.input<typeof wfhAddFields>;
const F = formFields<Values>();
const MESSAGES = {
  type: 'Upload the signature as a .png or .jpg image.',
  size: 'The signature image may be at most 10 MB.',
  count: 'One signature image.',
};

/** Records a work-from-home undertaking: the employee, until when, the day signed and the signature image. */
export function WfhFormModal({ onClose }: { onClose: () => void }) {
  const form = useForm<Values, unknown, z.output<typeof wfhAddFields>>({
    resolver: zodResolver(wfhAddFields),
    defaultValues: { employee_id: null, until_date: '', date_sign: '' },
  });
  const [signature, setSignature] = useState<File[]>([]);
  const [missing, setMissing] = useState(false);
  const add = useAddWfh();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => {
      if (!signature[0]) {
        setMissing(true);
        throw new Error('Add the signature image.');
      }
      return add.mutateAsync({
        fields: {
          employee_id: String(body.employee_id),
          until_date: body.until_date,
          date_sign: body.date_sign,
        },
        signature: signature[0],
      });
    },
    onSaved: onClose,
    fields: ['employee_id', 'until_date', 'date_sign'],
  });
  return (
    <Modal opened onClose={onClose} title="Record a Work-From-Home Undertaking" size="lg">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label="Work-from-home undertaking">
          <Stack gap="sm">
            <F.Use name="employee_id" component={EmployeeSelect} label="Employee" withAsterisk />
            <F.Date name="until_date" label="Works from home until" withAsterisk />
            <F.Date name="date_sign" label="Date signed" withAsterisk />
            <Stack gap={4}>
              <Text fz="sm" fw={500}>
                Signature image
              </Text>
              <FilesField
                added={signature}
                onAddedChange={(files) => {
                  setSignature(files.slice(-1));
                  setMissing(false);
                }}
                types={WFH_SIGNATURE_TYPES}
                maxFiles={1}
                maxBytes={10 * 1024 * 1024}
                messages={MESSAGES}
                buttonLabel="Choose signature"
                hint=".png or .jpg, the employee's signature"
              />
              {missing ? (
                <Text fz="sm" c="red.9" role="alert">
                  Add the signature image.
                </Text>
              ) : null}
            </Stack>
            <FormActions onCancel={onClose} saving={saving} />
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
