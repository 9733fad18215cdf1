import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../plugins/files/links';

/** A file made whole in memory (a report, a template): its bytes, its name and its type. */
export type MadeFile = { body: Buffer; fileName: string; contentType: string };

/** Sends a made file as a download, never cached (it holds company data). */
export const sendFile = (reply: FastifyReply, file: MadeFile) =>
  reply
    .header('Content-Disposition', contentDisposition('attachment', file.fileName))
    .header('Cache-Control', 'private, no-store')
    .type(file.contentType)
    .send(file.body);
