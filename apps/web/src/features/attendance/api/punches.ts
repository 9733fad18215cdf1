import { importPunchesCall } from '@hris/domain/calls/attendance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UploadProgress, upload } from '../../../lib/upload';
import { invalidateAttendance } from './keys';

type ImportArgs = {
  file: File;
  /** True applies the file; false asks what it would do (the preview). */
  commit: boolean;
  onProgress?: (progress: UploadProgress) => void;
};

/**
 * POST api/attendance/import (multipart `file`, `commit`): the preview or the import of a punch file.
 * A commit of a file with problems is a 422 that applies nothing; a commit that went in refreshes the
 * grid, the modal and the payroll.
 */
export function useImportPunches() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, commit, onProgress }: ImportArgs) => {
      const form = new FormData();
      if (commit) form.append('commit', 'true');
      form.append('file', file);
      return upload(importPunchesCall, {}, form, { onProgress });
    },
    onSuccess: (reply) => {
      if (reply.committed) void invalidateAttendance(client);
    },
  });
}
