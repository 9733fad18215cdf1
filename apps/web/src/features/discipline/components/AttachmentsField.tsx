import {
  NTE_ATTACHMENT_MESSAGES,
  NTE_ATTACHMENT_TYPES,
  NTE_MAX_FILE_BYTES,
  NTE_MAX_FILES,
  type NteAttachment,
  nteAttachmentTypeOf,
} from '@hris/domain/discipline';
import { ActionIcon, Anchor, Button, FileButton, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import { IconPaperclip, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';

const ACCEPT = NTE_ATTACHMENT_TYPES.map((type) => `.${type}`).join(',');

function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

type AttachmentsFieldProps = {
  added: File[];
  onAddedChange: (files: File[]) => void;
  /** On update: the NTE's files that stay (null on a new NTE). */
  kept: NteAttachment[] | null;
  onKeptChange: (files: NteAttachment[]) => void;
};

/**
 * The NTE's attachments (§5: .doc, .docx, .pdf, .jpg, .jpeg, .png, .gif): a file picker and a
 * removable list of the new files, and on update the files already attached, each removable.
 */
export function AttachmentsField({ added, onAddedChange, kept, onKeptChange }: AttachmentsFieldProps) {
  const [refused, setRefused] = useState<string[]>([]);
  const resetRef = useRef<() => void>(null);

  const pick = (picked: File[]) => {
    const problems: string[] = [];
    const next = [...added];
    for (const file of picked) {
      if (!nteAttachmentTypeOf(file.name)) problems.push(`${file.name}: ${NTE_ATTACHMENT_MESSAGES.type}`);
      else if (file.size > NTE_MAX_FILE_BYTES) problems.push(`${file.name}: ${NTE_ATTACHMENT_MESSAGES.size}`);
      else if (next.length + (kept?.length ?? 0) >= NTE_MAX_FILES)
        problems.push(`${file.name}: ${NTE_ATTACHMENT_MESSAGES.count}`);
      else next.push(file);
    }
    setRefused(problems);
    onAddedChange(next);
    resetRef.current?.();
  };

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <FileButton onChange={pick} accept={ACCEPT} multiple resetRef={resetRef}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />}>
              Attach files
            </Button>
          )}
        </FileButton>
        <Text fz="xs" c="dimmed">
          .doc, .docx, .pdf, .jpg, .jpeg, .png or .gif; up to {NTE_MAX_FILES} files of 10 MB each.
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
          onRemove={(key) => onKeptChange(kept.filter((file) => file.file_name !== key))}
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
