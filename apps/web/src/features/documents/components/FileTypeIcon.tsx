import { IconFileTypeDoc, IconFileTypeDocx, IconFileTypePdf } from '@tabler/icons-react';

/** A document's type as its icon: PDF or Word. */
export function FileTypeIcon({ name }: { name: string }) {
  const ext = name.split('.').pop()?.toLowerCase();
  if (ext === 'pdf') return <IconFileTypePdf size={20} color="var(--mantine-color-red-7)" aria-label="PDF" />;
  if (ext === 'docx')
    return <IconFileTypeDocx size={20} color="var(--mantine-color-blue-7)" aria-label="Word document" />;
  return <IconFileTypeDoc size={20} color="var(--mantine-color-blue-7)" aria-label="Word document" />;
}
