import type { Paged } from '@hris/domain/paging';
import type { DeviceBody, DeviceRow } from '@hris/domain/punches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-params';
import { api, type MutationReply } from '../../../lib/api-client';
import { devicesKey } from './keys';

/** GET api/attendance/devices: the registered terminals, searched and sorted on the server. */
export function fetchDevices(params: ListParams, signal: AbortSignal) {
  return api.get<Paged<DeviceRow>>('attendance/devices', params, signal);
}

type SaveDevice = { id: number | null; body: DeviceBody };

/** POST api/attendance/devices/add or api/attendance/devices/update/{id}. */
export function useSaveDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveDevice) =>
      api.mutate<MutationReply>(
        id === null ? 'attendance/devices/add' : `attendance/devices/update/${id}`,
        body,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: devicesKey }),
  });
}

/** DELETE api/attendance/devices/delete/{id}: the terminal's pushes are refused from then on. */
export function useDeleteDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.mutate(`attendance/devices/delete/${id}`, undefined, 'DELETE'),
    onSuccess: () => client.invalidateQueries({ queryKey: devicesKey }),
  });
}
