import { Button, type ButtonProps } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { errorDialog } from '../../../components/dialogs';
import { errorMessage } from '../../../lib/api-client';

type ExportButtonProps = ButtonProps & {
  /** Makes and saves the file; throws ApiError on failure. */
  run: () => Promise<unknown>;
  children: ReactNode;
};

/** A button that downloads a file: busy while the server makes it, the server's message when it fails. */
export function ExportButton({ run, children, ...props }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      await errorDialog({
        title: 'Error',
        message: `The file could not be downloaded: ${errorMessage(error)}`,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...props} loading={busy} onClick={() => void click()}>
      {children}
    </Button>
  );
}
