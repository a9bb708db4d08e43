// The spec's client posts some actions with a JSON content type and no body at all.
import type { FastifyInstance } from 'fastify';
import { installJsonParser } from './json-body.ts';

/** In `app`'s scope an empty JSON body means "nothing sent" rather than a 400 (the app's measured parser, json-body.ts, keeps its limits). */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  installJsonParser(app, { allowEmpty: true });
}

/** In `app`'s scope nothing sent is read as an empty object, so a missing field is named rather than the body. */
export function readNothingSentAsEmpty(app: FastifyInstance) {
  acceptEmptyJsonBodies(app);
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });
}
