import * as calls from '@hris/domain/calls/ess-signing';
import { companyDate } from '@hris/domain/company-clock';
import {
  acknowledgementFields,
  nteExplanationFields,
  SIGNATURE_FIELD,
  SIGNATURE_MAX_BYTES,
  SIGNATURE_REQUIRED,
  SIGNATURE_TYPES,
  SIGNING_MESSAGES,
  wfhSignFields,
} from '@hris/domain/ess-signing';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType, z } from 'zod';
import { routesFor } from '../../lib/calls';
import { AppError } from '../../lib/errors';
import { done } from '../../lib/replies';
import { actorOf } from '../../plugins/audit';
import { ownEmployee } from '../../plugins/auth';
import type { Upload } from '../../plugins/files/files';
import type { UploadOptions } from '../../plugins/files/uploads';
import * as discipline from '../discipline/answers';
import * as responsibility from '../responsibility/receipts';
import type { EssDeps } from './deps';
import * as svc from './signing.service';

/**
 * A signature drawn on screen: one PNG, checked by its first bytes and size like every upload, sent
 * as `signature`. A request without one is a 422 on `signature`.
 */
const SIGNATURE_UPLOAD: UploadOptions = {
  allow: SIGNATURE_TYPES,
  maxFiles: 1,
  maxBytes: SIGNATURE_MAX_BYTES,
  field: SIGNATURE_FIELD,
  required: false,
};

/** What employees read, sign and acknowledge (docs/self-service.md). */
export const signingRoutes: FastifyPluginAsyncZod<EssDeps> = async (app, { db, files, clock }) => {
  const route = routesFor(app, ['self-service']);
  const today = () => companyDate(clock());
  const linkOf = (fileName: string) => files.signedUrl(fileName);
  const signing = { config: { uploads: SIGNATURE_UPLOAD } };

  /**
   * Receives the signature and the text fields, checks the fields (their 422s) and then that a
   * signature came, and runs `work` with the fields and the signature to record in its write.
   * Anything refused leaves no file behind.
   */
  const signed = <S extends ZodType, T>(
    req: FastifyRequest,
    fields: S,
    work: (body: z.output<S>, u: Upload) => Promise<T>,
  ) =>
    files.saveUploads(req, SIGNATURE_UPLOAD, async (u) => {
      const body = u.parse(fields);
      if (u.files.length === 0)
        throw new AppError(422, SIGNATURE_REQUIRED, { signature: [SIGNATURE_REQUIRED] });
      return work(body, u);
    });

  // ---- contracts and memos

  route(calls.essDocumentsCall, (req) => svc.myDocuments(db, files, ownEmployee(req)));
  route(calls.essAcknowledgeDocumentCall, async (req) =>
    done(
      SIGNING_MESSAGES.documentAcknowledged,
      await svc.acknowledgeMyDocument(db, files, actorOf(req), ownEmployee(req), req.params.id),
    ),
  );

  // ---- NTE

  route(calls.essNteListCall, async (req) => ({ data: await discipline.servedNtes(db, ownEmployee(req)) }));
  route(calls.essNteCall, (req) =>
    discipline.servedNte(db, ownEmployee(req), req.params.id, linkOf, today()),
  );
  route(
    calls.essNteExplanationCall,
    (req) =>
      signed(req, nteExplanationFields, async (body, u) =>
        done(
          SIGNING_MESSAGES.explained,
          await discipline.answerNte(db, actorOf(req), ownEmployee(req), req.params.id, body, u.record),
        ),
      ),
    signing,
  );

  // ---- coaching records and evaluations

  route(calls.essCoachingCall, (req) => discipline.coachingOf(db, ownEmployee(req), linkOf));
  route(
    calls.essAcknowledgeCoachingCall,
    (req) =>
      signed(req, acknowledgementFields, async (body, u) =>
        done(
          SIGNING_MESSAGES.acknowledged,
          await discipline.acknowledgeCoaching(
            db,
            actorOf(req),
            ownEmployee(req),
            req.params.id,
            body,
            u.record,
          ),
        ),
      ),
    signing,
  );
  route(calls.essEvaluationsCall, (req) => discipline.evaluationsOf(db, ownEmployee(req), linkOf));
  route(
    calls.essAcknowledgeEvaluationCall,
    (req) =>
      signed(req, acknowledgementFields, async (body, u) =>
        done(
          SIGNING_MESSAGES.acknowledged,
          await discipline.acknowledgeEvaluation(
            db,
            actorOf(req),
            ownEmployee(req),
            req.params.id,
            body,
            u.record,
            today(),
          ),
        ),
      ),
    signing,
  );

  // ---- responsibility forms and the work-from-home undertaking

  route(calls.essResponsibilityCall, (req) => responsibility.formsOf(db, files, ownEmployee(req)));
  route(
    calls.essConfirmResponsibilityCall,
    (req) =>
      signed(req, calls.essConfirmResponsibilityCall.multipart, async (_, u) =>
        done(
          SIGNING_MESSAGES.confirmed,
          await responsibility.confirmForm(db, actorOf(req), ownEmployee(req), req.params.id, u),
        ),
      ),
    signing,
  );
  route(calls.essWfhCall, async (req) => ({ data: await responsibility.wfhOf(db, files, ownEmployee(req)) }));
  route(
    calls.essSignWfhCall,
    (req) =>
      signed(req, wfhSignFields, async (body, u) =>
        done(
          SIGNING_MESSAGES.wfhSigned,
          await responsibility.signWfh(db, actorOf(req), ownEmployee(req), body, u, today()),
        ),
      ),
    signing,
  );
};
