// The headers recorded once are the ones helmet's middleware sets on a real response, names and
// values alike, so answers carry the same headers whether they are recorded or set each time.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { recordedHeaders } from './security-headers.ts';

describe('recorded security headers', () => {
  it('are what helmet sets on a response', () => {
    const middleware = helmet({
      contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:', 'https://pictures.example'], 'frame-ancestors': ["'none'"] } },
      frameguard: { action: 'deny' },
      strictTransportSecurity: false,
    });
    const request = new IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    middleware(request, response, (error?: unknown) => expect(error).toBeUndefined());

    const recorded = recordedHeaders(middleware);
    expect(recorded).toEqual(Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)])));
    expect(recorded['content-security-policy']).toContain("img-src 'self' data: https://pictures.example");
    expect(recorded['x-frame-options']).toBe('DENY');
  });
});
