import { ROLES } from '@hris/domain/auth';
import { MultiSelect } from '@mantine/core';
import { formFields } from '../../../components/form/form-fields';
import { useSubDepartmentTextOptions } from '../../../components/reference/reference-options';
import { useSuperiorOptions } from '../api/options';
import type { AccountValues } from './account-values';

const F = formFields<AccountValues>();

/**
 * What the chosen role needs (docs/rules.md#account-types): office staff belong to a supervisor (none: admin staff), a supervisor
 * belongs to a manager, a manager handles sub-departments. Other roles need nothing more.
 */
export function HierarchyFields({ roleId }: { roleId: number | null }) {
  const supervisors = useSuperiorOptions('supervisor', undefined, roleId === ROLES.officeStaff);
  const managers = useSuperiorOptions('operation', undefined, roleId === ROLES.supervisor);
  const subDepartments = useSubDepartmentTextOptions();

  if (roleId === ROLES.officeStaff) {
    return (
      <F.Choice<number>
        name="belongs_to"
        label="Belongs to"
        description="The supervisor of this staff member. Leave empty for admin staff."
        placeholder="Admin staff (no supervisor)"
        data={supervisors.data ?? []}
        searchable
        clearable
        nothingFoundMessage="No supervisor found"
      />
    );
  }
  if (roleId === ROLES.supervisor) {
    return (
      <F.Choice<number>
        name="belongs_to"
        label="Manager"
        description="The manager this supervisor belongs to."
        placeholder="Select a manager"
        data={managers.data ?? []}
        searchable
        clearable
        nothingFoundMessage="No manager found"
      />
    );
  }
  if (roleId === ROLES.assistantManager) {
    return (
      <F.Use
        name="subordinates"
        component={MultiSelect}
        label="Sub-departments"
        description="The sub-departments this manager handles."
        placeholder="Select sub-departments"
        data={subDepartments.data ?? []}
        searchable
        clearable
        hidePickedOptions
      />
    );
  }
  return null;
}
