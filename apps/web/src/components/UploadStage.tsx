import { Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { UploadProgress } from '../lib/upload';

/** Where an upload stands: nothing sent, part of the body sent, or all sent and the server reading it. */
export type Stage = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'checking' };

/** The stage of one upload at a time, fed by `upload`'s `onProgress`. */
export function useUploadStage() {
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const onProgress = (progress: UploadProgress) => {
    if (progress.done) setStage({ step: 'checking' });
    else
      setStage({
        step: 'uploading',
        percent: progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0,
      });
  };
  return {
    stage,
    busy: stage.step !== 'idle',
    onProgress,
    start: () => setStage({ step: 'uploading', percent: 0 }),
    finish: () => setStage({ step: 'idle' }),
  };
}

/** The progress bar of an upload: the share sent, then a moving bar while the server reads the file. */
export function UploadStageBar({ stage }: { stage: Stage }) {
  if (stage.step === 'uploading')
    return (
      <Stack gap={4}>
        <Progress value={stage.percent} size="lg" aria-label="Upload progress" />
        <Text fz="xs" c="dimmed">
          Uploading {stage.percent}%
        </Text>
      </Stack>
    );
  if (stage.step === 'checking')
    return (
      <Stack gap={4}>
        <Progress value={100} size="lg" striped animated aria-label="Upload progress" />
        <Text fz="xs" c="dimmed">
          Uploaded. Reading the file...
        </Text>
      </Stack>
    );
  return null;
}
