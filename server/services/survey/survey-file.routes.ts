/**
 * Files of survey FILE questions (seed 3 §5 Surveys: one file per upload, at most 10 MB; §8 file errors):
 * POST /api/survey-file/organization/{orgId} (multipart `file`: a PDF, PNG or JPEG, checked by its bytes;
 * answers the file's id, which the club then puts in its FILE answer) and GET /api/survey-file/{id} (the
 * download). Policy: `survey.upload` (the club's survey officers), `survey.file` (those officers and the
 * reviewers of a submitted survey naming the file): survey.policy.ts. SQL: survey-file.repository.ts.
 */
import { Hono, type Context } from 'hono';
import { uuidv7 } from 'uuidv7';
import { M, messageText } from '../../../domain/messages.ts';
import * as v from 'valibot';
import {
  AssociatedYear,
  SURVEY_FILE_MAX_BYTES,
  SURVEY_FILE_TYPES,
  type SurveyFileDoc,
} from '../../../domain/survey/files.ts';
import { surveyApi } from '../../../domain/survey/survey.contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';
import { fieldError } from '../../http/field-error.ts';
import { route } from '../../http/contract.ts';
import { bodyLimitFor, documentDownload, readOneFile, type OneFileRules } from '../../http/one-file.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { findFile, insertFile } from './survey-file.repository.ts';

/** The upload path, for the app's list of routes that take bodies over 1 MB (route-rules.ts). */
export const SURVEY_FILE_UPLOAD_PATH = /^\/api\/survey-file\/organization\/[^/]+$/;

const t = (c: Context<AppEnv>, id: string) =>
  translate(id, pickLocale(c.req.header('accept-language')), messageText(id));
const fileRules = (c: Context<AppEnv>): OneFileRules => ({
  maxBytes: SURVEY_FILE_MAX_BYTES,
  types: SURVEY_FILE_TYPES,
  messages: {
    tooLarge: t(c, M.surveyFileTooLarge.id),
    type: t(c, M.surveyFileType.id),
    tooMany: t(c, M.surveyFileOne.id),
    missing: t(c, M.surveyFileRejected.id),
  },
});

export function surveyFileRoutes() {
  const app = new Hono<AppEnv>();

  route(app, surveyApi.uploadFile, {
    resource: (c) => c.req.param('orgId'),
    before: [
      (c, next) =>
        bodyLimitFor({ maxBytes: SURVEY_FILE_MAX_BYTES }, () => t(c, M.surveyFileTooLarge.id))(c, next),
    ],
    handler: async (c, { params }) => {
      const { db, principal } = c.get('auth');
      const { file, body } = await readOneFile(c, fileRules(c));
      // A linked document names the year it stands for (domain/survey/files.ts).
      const year = body.associatedYear;
      let associatedYear: number | null = null;
      if (year !== undefined && year !== '') {
        const parsed = v.safeParse(AssociatedYear, year);
        if (!parsed.success)
          throw fieldError('associatedYear', M.invalid.id, c.req.header('accept-language'));
        associatedYear = parsed.output;
      }
      const doc: SurveyFileDoc = {
        id: uuidv7(),
        fileName: file.name.slice(0, 200) || 'file',
        contentType: file.type,
        size: file.size,
        associatedYear,
      };
      await insertFile(db, {
        ...doc,
        organizationId: params.orgId,
        data: Buffer.from(await file.arrayBuffer()),
        uploadedBy: principal!.personId,
      });
      return doc;
    },
  });

  route(app, surveyApi.file, {
    resource: (c) => c.req.param('id'),
    handler: async (c, { params }) => {
      const doc = await findFile(c.get('auth').db, params.id);
      if (!doc) throw notFound(t(c, M.notFound.id));
      return documentDownload(c, doc);
    },
  });

  return app;
}
