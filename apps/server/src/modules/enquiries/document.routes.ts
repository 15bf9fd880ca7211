import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_DOWNLOAD_PATH, DOCUMENT_PATH, DocumentDownloadQuery, DocumentQuery, FileBytes } from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { isDocumentPath, ownUploadFolder, pathInside, sendPrivateDocument } from '../files';
import { answerNameOf } from './answer-files';

const tags = ['files'];

const documentResponse = {
  200: {
    description: 'The document, as an attachment',
    content: {
      'application/pdf': { schema: FileBytes },
      'application/msword': { schema: FileBytes },
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { schema: FileBytes },
      'application/yaml': { schema: FileBytes },
    },
  },
  ...commonErrors,
};

/**
 * Spec §7's document/absolute and protected document download (issue #13): one of the customer's
 * own uploaded documents (their folder only; anybody else's is not found, as a missing one),
 * saved under the name of the form field it answers plus its extension, else its stored name.
 */
export const documentRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const authenticate = async (request: FastifyRequest) => {
      await request.customerContext();
    };
    const send = async (request: FastifyRequest, reply: FastifyReply, asked: string) => {
      const ctx = await request.customerContext();
      const path = pathInside(asked, ownUploadFolder(ctx));
      const document = path && isDocumentPath(path) ? path : null;
      return sendPrivateDocument(reply, deps.storage, document, document ? await answerNameOf(ctx, document) : null);
    };

    app.get(
      DOCUMENT_PATH,
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "One of the customer's own uploaded documents (pdf, doc, docx, yml, yaml) by its path, as an attachment named after the form field it answers.",
          querystring: DocumentQuery.extend(languageQuery.shape),
          response: documentResponse,
        },
      },
      async (request, reply) => send(request, reply, request.query['document-path']),
    );

    app.post(
      DOCUMENT_DOWNLOAD_PATH,
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "Spec §7's protected document download: as document/absolute, with document-type=product.",
          querystring: DocumentDownloadQuery.extend(languageQuery.shape),
          response: documentResponse,
        },
      },
      async (request, reply) => send(request, reply, request.query['document-path']),
    );
  };
