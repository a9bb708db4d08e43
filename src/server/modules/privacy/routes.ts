// The privacy notice's live parts (the grievance officer's contact, from configuration) and one's own
// consent record. The choices themselves are made at sign-up and under Email preferences.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { ZConsentRecord, ZPrivacyContact, type TGrievanceOfficer } from '#shared/contracts/privacy.ts';
import type { Db } from '#server/db/client.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { consentHistory } from '../consents/consents.ts';
import { privacyContact } from './contact.ts';

export const privacyRoutes: FastifyPluginAsyncZod<{ db: Db; grievanceOfficer: TGrievanceOfficer }> = async (app, { db, grievanceOfficer }) => {
  const tags = ['privacy'];
  const contact = privacyContact(grievanceOfficer);

  app.get('/api/privacy/notice', {
    schema: { tags, summary: "The notice's version and the grievance officer's contact", response: { 200: ZEnvelope(ZPrivacyContact) } },
    handler: async () => ({ success: true as const, data: contact }),
  });

  app.get('/api/privacy/consents', {
    schema: {
      tags,
      summary: 'My consent record: each time I gave or withdrew consent to an optional use, newest first',
      response: { 200: ZEnvelope(z.array(ZConsentRecord)), 401: ZErrorResponse },
    },
    preHandler: requireUser(),
    handler: async (request) => ({ success: true as const, data: await consentHistory(db, viewerOf(request).id) }),
  });
};
