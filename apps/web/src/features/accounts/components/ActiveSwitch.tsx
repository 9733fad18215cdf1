import { Switch } from '@mantine/core';
import { runSaveFlow } from '../../../components/form/use-save-flow';
import { useSetUserStatus } from '../api/users';

type ActiveSwitchProps = {
  userId: number;
  /** Who the switch is about, for its accessible name and the question. */
  name: string;
  active: boolean;
  /** Ask before deactivating (the users list); members on the access lists toggle at once. */
  confirmDeactivate?: boolean;
};

/** The active flag of a user ('1' / '0', POST api/updateStatus). A deactivated user is logged out at once. */
export function ActiveSwitch({ userId, name, active, confirmDeactivate = false }: ActiveSwitchProps) {
  const mutation = useSetUserStatus();
  const pending = mutation.isPending;
  // While saving, the switch shows the state asked for.
  const checked = pending && mutation.variables ? mutation.variables.active : active;

  // switching on needs no question; switching off asks where the screen says so
  const toggle = (next: boolean) =>
    runSaveFlow(() => mutation.mutateAsync({ id: userId, active: next }), {
      confirm:
        !next && confirmDeactivate
          ? {
              message: `Deactivate ${name}? They are logged out at once and cannot log in until activated again.`,
              confirmLabel: 'Deactivate',
            }
          : false,
      success: false,
    });

  return (
    <Switch
      checked={checked}
      disabled={pending}
      onChange={(event) => void toggle(event.currentTarget.checked)}
      aria-label={`Active: ${name}`}
      color="teal"
      size="sm"
      label={checked ? 'Active' : 'Inactive'}
      styles={{ label: { minWidth: 52 } }}
    />
  );
}
