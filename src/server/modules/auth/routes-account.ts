// One's own password: change it (signed in, current password asked) or reset a forgotten one by email.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZResetLinkCheck,
  ZResetPasswordRequest,
} from '#shared/contracts/account.ts';
import { ZSession } from '#shared/contracts/auth.ts';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import type { Db } from '#server/db/client.ts';
import { SMALL_BODY } from '#server/http/json-body.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import { changePassword, checkResetLink, requestPasswordReset, resetPassword } from './account-service.ts';
import type { ResetSigner } from './reset-token.ts';
import type { TokenService } from './tokens.ts';

const tags = ['auth'];
const errors = { 400: ZErrorResponse, 413: ZErrorResponse, 429: ZErrorResponse };

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; tokens: TokenService; signer: ResetSigner }> = async (app, deps) => {
  app.post('/api/auth/change-password', {
    schema: {
      tags,
      summary: 'Change my password (current one asked): every other session is signed out; this one gets a new token',
      body: ZChangePasswordRequest,
      response: { 200: ZEnvelope(ZSession), 401: ZErrorResponse, ...errors },
    },
    bodyLimit: SMALL_BODY.signIn,
    preHandler: [requireUser(), limitRequests('password-change')],
    handler: async (request) => {
      const session = await changePassword(deps, viewerOf(request).id, request.body);
      return { success: true as const, data: session, message: ACCOUNT_MESSAGES.passwordChanged };
    },
  });

  app.post('/api/auth/forgot-password', {
    schema: {
      tags,
      summary: 'Email a password reset link to the account with this email, if there is one (the answer is the same either way)',
      body: ZForgotPasswordRequest,
      response: { 200: ZEnvelope(z.null()), ...errors },
    },
    bodyLimit: SMALL_BODY.signIn,
    preHandler: limitRequests('password-reset', 'address'),
    handler: async (request) => {
      await requestPasswordReset({ db: deps.db, signer: deps.signer, limiter: app.requestLimiter }, request.body.email);
      return { success: true as const, data: null, message: ACCOUNT_MESSAGES.resetRequested };
    },
  });

  app.post('/api/auth/reset-password/check', {
    schema: {
      tags,
      summary: 'Whether a reset link still works (unexpired, unused): its page asks before asking for a new password; changes nothing',
      body: ZResetLinkCheck,
      response: { 200: ZEnvelope(z.null()), ...errors },
    },
    bodyLimit: SMALL_BODY.signIn,
    // Not counted, as the reset itself: a made-up token is refused by its signature.
    handler: async (request) => {
      await checkResetLink(deps, request.body.token);
      return { success: true as const, data: null };
    },
  });

  app.post('/api/auth/reset-password', {
    schema: {
      tags,
      summary: "Set a new password with a reset link's token: the link then stops working, and every session is signed out",
      body: ZResetPasswordRequest,
      response: { 200: ZEnvelope(z.null()), ...errors },
    },
    bodyLimit: SMALL_BODY.signIn,
    // Not counted: a made-up token is refused by its signature before any password work is done.
    handler: async (request) => {
      await resetPassword(deps, request.body);
      return { success: true as const, data: null, message: ACCOUNT_MESSAGES.passwordReset };
    },
  });
};
