import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { accountTypeLabel } from '../account-types';
import { useSuperiorName } from '../api/access';

type CurrentPlacementProps = { userId: number; name: string; accountType: string | null };

/** Where a user stands now: account type and superior (GET api/superiorname/get/{id}). */
export function CurrentPlacement({ userId, name, accountType }: CurrentPlacementProps) {
  const superior = useSuperiorName(userId);
  const superiorName = superior.isPending ? '…' : superior.data?.superior_name || 'nobody';
  return (
    <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
      <Text fz="sm" fw={600}>
        {name}
      </Text>
      <Text fz="sm">
        Now {accountType ? accountTypeLabel(accountType) : 'without an account type'} · belongs to{' '}
        {superiorName}
      </Text>
    </Alert>
  );
}
