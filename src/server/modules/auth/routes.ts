import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLoginRequest, ZRegisterRequest, ZSession } from '#shared/contracts/auth.ts';
import { ZEnvelope, ZErrorResponse } from '#shared/contracts/envelope.ts';
import { ZUser } from '#shared/contracts/user.ts';
import type { Db } from '#server/db/client.ts';
import { SMALL_BODY } from '#server/http/json-body.ts';
import { requireUser, viewerOf } from '#server/plugins/authenticate.ts';
import { limitRequests } from '#server/plugins/request-limits.ts';
import { findUserById } from '../users/accounts.ts';
import { presentUser } from '../users/present.ts';
import { logIn, logOut, registerUser } from './service.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { TokenService } from './tokens.ts';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; tokens: TokenService; throttle: LoginThrottle }> = async (app, deps) => {
  app.post('/api/auth/register', {
    schema: {
      tags: ['auth'],
      summary: 'Create an account (role USER) and sign in',
      body: ZRegisterRequest,
      response: { 201: ZEnvelope(ZSession), 400: ZErrorResponse, 409: ZErrorResponse, 413: ZErrorResponse, 429: ZErrorResponse },
    },
    bodyLimit: SMALL_BODY.signIn,
    // Counted per address once the body is valid: 'mobile number already exists' stays, but cannot be
    // used to test thousands of numbers.
    preHandler: limitRequests('register', 'address'),
    handler: async (request, reply) => {
      const session = await registerUser(deps, request.body, app.clock.now());
      return reply.status(201).send({ success: true, data: session, message: 'Registration successful!' });
    },
  });

  app.post('/api/auth/login', {
    schema: {
      tags: ['auth'],
      summary: 'Sign in with a username, email or mobile number',
      body: ZLoginRequest,
      response: { 200: ZEnvelope(ZSession), 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 413: ZErrorResponse, 429: ZErrorResponse },
    },
    bodyLimit: SMALL_BODY.signIn,
    handler: async (request) => {
      const session = await logIn(deps, request.body, request.ip);
      return { success: true as const, data: session, message: 'Login successful' };
    },
  });

  app.post('/api/auth/logout', {
    schema: {
      tags: ['auth'],
      summary: 'Sign out everywhere: every token issued so far stops working',
      response: { 200: ZEnvelope(z.null()), 401: ZErrorResponse },
    },
    preHandler: requireUser(),
    handler: async (request) => {
      await logOut(deps, viewerOf(request).id);
      return { success: true as const, data: null, message: 'Signed out' };
    },
  });

  app.get('/api/auth/me', {
    schema: {
      tags: ['auth'],
      summary: 'The signed-in user',
      response: { 200: ZEnvelope(ZUser), 401: ZErrorResponse },
    },
    preHandler: requireUser(),
    handler: async (request) => {
      const user = await findUserById(deps.db, viewerOf(request).id);
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- requireUser has just read this user.
      return { success: true as const, data: presentUser(user!) };
    },
  });
};
