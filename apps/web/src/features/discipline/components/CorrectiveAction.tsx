import { ladderHint } from '@hris/domain/discipline';
import {
  actionForGroup,
  CORRECTIVE_ACTION_GROUPS,
  CORRECTIVE_GROUPS,
  type CorrectiveAction,
  type CorrectiveGroup,
  correctiveActionLabel,
  correctiveActionOf,
  type InfractionType,
  infractionTypeOf,
  ladderSuggestion,
} from '@hris/domain/infractions';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconStairsUp } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formFields } from '../../../components/form/form-fields';
import { errorMessage } from '../../../lib/api-client';
import { useInfractionHistory } from '../api/ntes';
import type { NteFormValues } from '../nte-form';

const F = formFields<NteFormValues>();
const GROUP_OPTIONS = CORRECTIVE_GROUPS.map((group) => ({
  value: group,
  label: CORRECTIVE_ACTION_GROUPS[group].label,
}));

/**
 * The corrective action in two steps, as docs/rules.md#infractions groups it: the group (NTE, Suspension, Dismissal), then
 * the action of that group; choosing Dismissal sets the action to Dismissal.
 */
export function CorrectiveActionFields() {
  const { control, setValue, getValues } = useFormContext<NteFormValues>();
  const group = useWatch({ control, name: 'action_group' }) as CorrectiveGroup | '';
  const actions = group ? CORRECTIVE_ACTION_GROUPS[group].actions : [];
  return (
    <>
      <F.Choice
        name="action_group"
        label="Corrective action"
        data={GROUP_OPTIONS}
        withAsterisk
        onChange={(next) => {
          const current = correctiveActionOf(getValues('action_to_be_taken'));
          const action = next ? actionForGroup(next as CorrectiveGroup, current) : null;
          setValue('action_to_be_taken', action ?? '', { shouldDirty: true });
        }}
      />
      <F.Choice
        name="action_to_be_taken"
        label="Action to be taken"
        data={actions.map((action: CorrectiveAction) => ({
          value: action,
          label: correctiveActionLabel(action),
        }))}
        disabled={!group}
        placeholder={group ? undefined : 'Choose the corrective action first'}
        withAsterisk
      />
    </>
  );
}

/**
 * The ladder hint (`api/infraction/find`): once the employee and the type are chosen, the earlier
 * NTEs of that type and the next corrective action, which one click applies.
 */
export function InfractionHint({ nteId }: { nteId?: number }) {
  const { control, setValue } = useFormContext<NteFormValues>();
  const [employeeId, typeValue] = useWatch({ control, name: ['employee_id', 'type_of_infraction'] });
  const type: InfractionType | null = infractionTypeOf(typeValue);
  const history = useInfractionHistory(typeof employeeId === 'number' ? employeeId : null, type, nteId);
  if (typeof employeeId !== 'number' || !type) return null;
  if (history.isError)
    return (
      <Alert color="gray" title="The earlier NTEs could not be looked up">
        {errorMessage(history.error)}
      </Alert>
    );
  if (!history.data) return null;
  const suggestion = ladderSuggestion(history.data.next_action);
  const apply = () => {
    setValue('action_group', suggestion.group, { shouldDirty: true });
    setValue('action_to_be_taken', suggestion.action ?? '', { shouldDirty: true });
  };
  return (
    <Alert color="blue" icon={<IconStairsUp size={18} />} title="Infraction ladder" aria-live="polite">
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{ladderHint(history.data, type)}</Text>
        <Button size="compact-sm" variant="white" onClick={apply}>
          Use {history.data.next_action}
        </Button>
      </Group>
    </Alert>
  );
}
