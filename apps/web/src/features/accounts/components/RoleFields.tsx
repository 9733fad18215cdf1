import type { RoleBody } from '@hris/domain/accounts';
import { formFields } from '../../../components/form/form-fields';

export type RoleValues = { roles_name: string; description: string };
export type { RoleBody };

const F = formFields<RoleValues>();

/** The two fields of a role (inside a react-hook-form FormProvider): name and description. */
export function RoleFields({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <>
      <F.Text
        name="roles_name"
        label="Role name"
        placeholder="e.g. Team Lead"
        withAsterisk
        maxLength={100}
        data-autofocus={autoFocus || undefined}
        autoFocus={autoFocus}
      />
      <F.LongText
        name="description"
        label="Description"
        placeholder="What users of this role do"
        autosize
        minRows={3}
        maxRows={8}
        maxLength={500}
      />
    </>
  );
}
