import { z } from 'zod';
import { wireCount, wireId } from './replies';

/** The file types an upload may carry (docs/rules.md#validation), by extension, lower case, without the dot. */
export const FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'gif'] as const;
export type FileExtension = (typeof FILE_EXTENSIONS)[number];

/** NTE attachments (docs/rules.md#validation). */
export const ATTACHMENT_TYPES = [
  'doc',
  'docx',
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'gif',
] as const satisfies readonly FileExtension[];
/** Memo and contract files (docs/rules.md#validation). */
export const DOCUMENT_TYPES = ['doc', 'docx', 'pdf'] as const satisfies readonly FileExtension[];

/** The value of a file input's `accept` attribute for these types: `.doc,.docx,.pdf`. */
export const acceptOf = (types: readonly FileExtension[]) => types.map((t) => `.${t}`).join(',');

/** An upload with no file (docs/screens.md#messages). The title of the dialog, and the server's message. */
export const EMPTY_UPLOAD = {
  title: 'Empty document!',
  message: 'Please upload at least one document',
} as const;

/** The default limits (the server's HRIS_UPLOAD_MAX_MB and HRIS_UPLOAD_MAX_FILES may change them). */
export const UPLOAD_MAX_MB = 10;
export const UPLOAD_MAX_FILES = 10;

/**
 * A stored file as list and detail replies show it: its id, the name it was uploaded with, and a
 * link that opens it for a short while (`/upload/{file_name}?expires=...&signature=...`).
 */
export const fileLinkReply = z.strictObject({
  id: wireId,
  original_name: z.string(),
  mime_type: z.string(),
  size_bytes: wireCount,
  url: z.string().startsWith('/upload/'),
});
export type FileLink = z.infer<typeof fileLinkReply>;
