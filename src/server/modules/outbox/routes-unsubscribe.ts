// One-click unsubscribe. The link in an email opens a page with one button (GET
// never changes anything: mail scanners open links); the button, or a mail provider's RFC 8058 POST
// ("List-Unsubscribe=One-Click"), stops that kind of email for that person. No sign-in: the signed
// token is the permission.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { EMAIL_CATEGORIES, EMAIL_CATEGORY_LABELS, NOTIFICATION_MESSAGES } from '#shared/contracts/notifications.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest } from '#server/http/app-error.ts';
import { escapeHtml, letFormSendOwnOrigin, plainPage as page } from '#server/http/plain-page.ts';
import { unsubscribe } from './queries.ts';
import type { UnsubscribeSigner } from './unsubscribe-token.ts';

const ZQuery = z.object({ token: z.string().max(200).default('') });

export const unsubscribeRoutes: FastifyPluginAsyncZod<{ db: Db; signer: UnsubscribeSigner }> = async (app, { db, signer }) => {
  // RFC 8058 posts the form body 'List-Unsubscribe=One-Click'; so does the page's own button.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const verify = (token: string) => {
    const claims = signer.verify(token);
    if (!claims) throw badRequest(NOTIFICATION_MESSAGES.badToken, { token: NOTIFICATION_MESSAGES.badToken });
    return claims;
  };

  app.get('/api/email/unsubscribe', {
    schema: { tags: ['email'], summary: 'The unsubscribe page an email links to (asks to confirm with one click)', querystring: ZQuery },
    handler: async (request, reply) => {
      const claims = signer.verify(request.query.token);
      reply.type('text/html; charset=utf-8');
      letFormSendOwnOrigin(reply);
      if (!claims) return reply.status(400).send(page('Link not valid', `<p>${escapeHtml(NOTIFICATION_MESSAGES.badToken)}</p>`));
      const label = EMAIL_CATEGORY_LABELS[claims.category];
      const action = `/api/email/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return page(
        'Unsubscribe',
        `<p>Stop ${escapeHtml(label)} emails from Gruha? You will still see them in the app's notifications.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="from" value="page"><button type="submit">Unsubscribe</button></form>`,
      );
    },
  });

  app.post('/api/email/unsubscribe', {
    schema: {
      tags: ['email'],
      summary: "Unsubscribe from one kind of email (RFC 8058 one-click, or the page's button)",
      querystring: ZQuery,
      response: { 200: ZEnvelope(z.object({ category: z.enum(EMAIL_CATEGORIES) })), 400: ZErrorResponse },
    },
    handler: async (request, reply) => {
      const { userId, category } = verify(request.query.token);
      await unsubscribe(db, userId, category);
      const message = `You will no longer get ${EMAIL_CATEGORY_LABELS[category]} emails.`;
      const fromPage = (request.body as Record<string, string> | undefined)?.from === 'page';
      // The page's button gets a page back; the JSON schema's serializer does not apply to it.
      if (fromPage)
        return reply
          .type('text/html; charset=utf-8')
          .serializer(String)
          .send(
            page(
              'Unsubscribed',
              `<p>${escapeHtml(message)}</p><p>Changed your mind? You can subscribe again under Email preferences in <a href="/account">My Account</a>.</p>`,
            ) as never,
          );
      return { success: true as const, data: { category }, message };
    },
  });
};
