import type { FileExtension } from '@hris/domain/files';
import { fileTypeFromBuffer } from 'file-type';

type Kind = {
  /** The type the file is stored and served with, whatever the browser said. */
  mime: string;
  /** What `file-type` must find in the first bytes. */
  magic: readonly string[];
  /** Shown in the browser (pdf, images) rather than downloaded. */
  inline: boolean;
  /** A zip (Office Open XML): its entries are inflated on the way in, so that a zip bomb is refused. */
  zip?: true;
};

const JPEG: Kind = { mime: 'image/jpeg', magic: ['jpg'], inline: true };

export const FILE_KINDS: Record<FileExtension, Kind> = {
  pdf: { mime: 'application/pdf', magic: ['pdf'], inline: true },
  // A .doc is an OLE compound file; file-type names the container, not the program that made it.
  doc: { mime: 'application/msword', magic: ['cfb'], inline: false },
  // file-type reads [Content_Types].xml of the zip: a plain zip, or an .xlsx, is not a docx.
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: ['docx'],
    inline: false,
    zip: true,
  },
  jpg: JPEG,
  jpeg: JPEG,
  png: { mime: 'image/png', magic: ['png', 'apng'], inline: true },
  gif: { mime: 'image/gif', magic: ['gif'], inline: true },
};

/**
 * How many first bytes are read to recognise a file: enough for a docx's [Content_Types].xml (the
 * first entry of the zip Word writes) and bounded, so a file is never held whole in memory.
 */
export const SNIFF_BYTES = 64 * 1024;

/** The extension of an uploaded name, lower case and without the dot; '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether the first bytes of a file are what its extension says. */
export async function contentMatches(ext: FileExtension, head: Uint8Array): Promise<boolean> {
  const found = await fileTypeFromBuffer(head);
  return found !== undefined && FILE_KINDS[ext].magic.includes(found.ext);
}

/**
 * The name a file was uploaded with, safe to keep and to show: no folder part, no control
 * characters, no bidirectional overrides (which show `cv\u202Efdp.exe` as "cvexe.pdf"), at most 255
 * characters with the extension kept.
 */
export function cleanOriginalName(raw: string): string {
  const base = (raw.split(/[/\\]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .normalize('NFC')
    .trim();
  if (base.length <= 255) return base;
  const ext = extensionOf(base);
  return ext.length > 0 && ext.length < 16 ? `${base.slice(0, 254 - ext.length)}.${ext}` : base.slice(0, 255);
}
