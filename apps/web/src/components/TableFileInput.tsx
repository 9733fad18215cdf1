import { FileInput } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';

type TableFileInputProps = {
  value: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  maxWidth?: number;
};

/**
 * The file field of an import (punches, records): a CSV or an Excel workbook. What it takes is said in
 * its description, not a placeholder: a placeholder inside the picker button is too faint to read.
 */
export function TableFileInput({ value, onChange, disabled, maxWidth }: TableFileInputProps) {
  return (
    <FileInput
      label="File"
      description="A .csv or .xlsx file"
      accept=".csv,.xlsx"
      value={value}
      onChange={onChange}
      leftSection={<IconFileUpload size={16} />}
      clearable
      clearButtonProps={{ 'aria-label': 'Clear file' }}
      disabled={disabled}
      style={{ flex: 1, maxWidth }}
    />
  );
}
