import { importCall } from '@hris/domain/calls/imports';
import type { ImportKind } from '@hris/domain/imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UploadProgress, upload } from '../../../lib/upload';

type ImportArgs = { kind: ImportKind; file: File; commit: boolean; onProgress?: (p: UploadProgress) => void };

/**
 * POST api/import/{kind} (multipart `file`, `commit`): the preview, or the import of every row. A commit
 * that went in changes the lists of its area, so every cached list is read again.
 */
export function useImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, commit, onProgress }: ImportArgs) => {
      const form = new FormData();
      if (commit) form.append('commit', 'true');
      form.append('file', file);
      return upload(importCall, { params: { kind } }, form, { onProgress });
    },
    onSuccess: (reply) => {
      if (reply.committed) void client.invalidateQueries();
    },
  });
}
