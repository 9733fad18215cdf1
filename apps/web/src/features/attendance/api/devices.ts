import {
  addDeviceCall,
  deleteDeviceCall,
  deviceListCall,
  updateDeviceCall,
} from '@hris/domain/calls/attendance';
import type { DeviceBody } from '@hris/domain/punches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pageOf } from '../../../lib/api-client';
import { devicesKey } from './keys';

/** GET api/attendance/devices: the registered terminals, searched and sorted on the server. */
export const fetchDevices = pageOf(deviceListCall);

type SaveDevice = { id: number | null; body: DeviceBody };

/** POST api/attendance/devices/add or api/attendance/devices/update/{id}. */
export function useSaveDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveDevice) =>
      id === null ? api(addDeviceCall, { body }) : api(updateDeviceCall, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: devicesKey }),
  });
}

/** DELETE api/attendance/devices/delete/{id}: the terminal's pushes are refused from then on. */
export function useDeleteDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(deleteDeviceCall, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: devicesKey }),
  });
}
