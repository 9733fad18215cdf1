import { acceptOf, type FileExtension } from '@hris/domain/files';
import { ActionIcon, Anchor, Button, FileButton, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import { IconPaperclip, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';

function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A file already stored, shown with its link and removable (an NTE's attachments on update). */
export type KeptFile = { file_name: string; original_name: string; url: string };

export type FilesFieldProps = {
  added: File[];
  onAddedChange: (files: File[]) => void;
  /** The files already stored that stay (none when there are none to keep). */
  kept?: KeptFile[] | null;
  onKeptChange?: (files: KeptFile[]) => void;
  /** The extensions allowed (docs/rules.md#validation), the most files and the largest file. */
  types: readonly FileExtension[];
  maxFiles: number;
  maxBytes: number;
  messages: { type: string; size: string; count: string };
  buttonLabel: string;
  hint: string;
  disabled?: boolean;
};

const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * A file picker with the list of the files to upload, each removable before the form is sent, and the
 * files already stored that stay, each removable too. A file of the wrong type or size, or one too
 * many, is not added: the reason is said under the button.
 */
export function FilesField({
  added,
  onAddedChange,
  kept,
  onKeptChange,
  types,
  maxFiles,
  maxBytes,
  messages,
  buttonLabel,
  hint,
  disabled,
}: FilesFieldProps) {
  const [refused, setRefused] = useState<string[]>([]);
  const resetRef = useRef<() => void>(null);

  const pick = (picked: File[]) => {
    const problems: string[] = [];
    const next = [...added];
    for (const file of picked) {
      if (!(types as readonly string[]).includes(extensionOf(file.name)))
        problems.push(`${file.name}: ${messages.type}`);
      else if (file.size > maxBytes) problems.push(`${file.name}: ${messages.size}`);
      else if (next.length + (kept?.length ?? 0) >= maxFiles)
        problems.push(`${file.name}: ${messages.count}`);
      else next.push(file);
    }
    setRefused(problems);
    onAddedChange(next);
    resetRef.current?.();
  };

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <FileButton onChange={pick} accept={acceptOf(types)} multiple resetRef={resetRef} disabled={disabled}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />}>
              {buttonLabel}
            </Button>
          )}
        </FileButton>
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      </Group>
      {refused.length > 0 ? (
        <Stack gap={2} role="alert">
          {refused.map((text) => (
            <Text key={text} fz="sm" c="red.9">
              {text}
            </Text>
          ))}
        </Stack>
      ) : null}
      {kept && kept.length > 0 ? (
        <FileList
          title="Attached"
          items={kept.map((file) => ({
            key: file.file_name,
            name: file.original_name || file.file_name,
            href: file.url,
          }))}
          onRemove={(key) => onKeptChange?.(kept.filter((file) => file.file_name !== key))}
        />
      ) : null}
      {added.length > 0 ? (
        <FileList
          title="To upload"
          items={added.map((file, index) => ({
            key: `${index}:${file.name}`,
            name: file.name,
            note: size(file.size),
          }))}
          onRemove={(key) => onAddedChange(added.filter((file, index) => `${index}:${file.name}` !== key))}
        />
      ) : null}
    </Stack>
  );
}

type FileItem = { key: string; name: string; href?: string; note?: string };

function FileList({
  title,
  items,
  onRemove,
}: {
  title: string;
  items: FileItem[];
  onRemove: (key: string) => void;
}) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      <List spacing={2} fz="sm" listStyleType="none">
        {items.map((item) => (
          <List.Item key={item.key}>
            <Group gap={6} wrap="nowrap">
              <IconPaperclip size={14} aria-hidden />
              {item.href ? (
                <Anchor href={item.href} target="_blank" rel="noopener noreferrer" fz="sm">
                  {item.name}
                </Anchor>
              ) : (
                <Text fz="sm">{item.name}</Text>
              )}
              {item.note ? (
                <Text fz="xs" c="dimmed">
                  {item.note}
                </Text>
              ) : null}
              <Tooltip label={`Remove ${item.name}`} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={`Remove ${item.name}`}
                  onClick={() => onRemove(item.key)}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
