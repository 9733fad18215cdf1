import {
  NTE_ATTACHMENT_MESSAGES,
  NTE_ATTACHMENT_TYPES,
  NTE_MAX_FILE_BYTES,
  NTE_MAX_FILES,
  type NteAttachment,
} from '@hris/domain/discipline';
import { FilesField } from '../../../components/FilesField';

type AttachmentsFieldProps = {
  added: File[];
  onAddedChange: (files: File[]) => void;
  /** On update: the NTE's files that stay (null on a new NTE). */
  kept: NteAttachment[] | null;
  onKeptChange: (files: NteAttachment[]) => void;
};

/**
 * The NTE's attachments (.doc, .docx, .pdf, .jpg, .jpeg, .png, .gif): a file picker and a
 * removable list of the new files, and on update the files already attached, each removable.
 */
export function AttachmentsField({ added, onAddedChange, kept, onKeptChange }: AttachmentsFieldProps) {
  return (
    <FilesField
      added={added}
      onAddedChange={onAddedChange}
      kept={kept}
      onKeptChange={(files) =>
        onKeptChange(kept?.filter((k) => files.some((f) => f.file_name === k.file_name)) ?? [])
      }
      types={NTE_ATTACHMENT_TYPES}
      maxFiles={NTE_MAX_FILES}
      maxBytes={NTE_MAX_FILE_BYTES}
      messages={NTE_ATTACHMENT_MESSAGES}
      buttonLabel="Attach files"
      hint={`.doc, .docx, .pdf, .jpg, .jpeg, .png or .gif; up to ${NTE_MAX_FILES} files of 10 MB each.`}
    />
  );
}
