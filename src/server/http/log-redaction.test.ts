import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logHooks, logSerializers, redactIdNumbers, redactUrl } from './log-redaction.ts';

describe('URLs in logs', () => {
  it.each([
    ['/api/email/unsubscribe?token=42.alerts.20419.abc', '/api/email/unsubscribe?token=%5Bredacted%5D'],
    ['/api/users/search?phone=9876543210', '/api/users/search?phone=%5Bredacted%5D'],
    ['/api/properties?q=call+%2B91+98765+43210&page=2', '/api/properties?q=%5Bredacted%5D&page=2'],
    ['/api/properties?minPrice=12500000&area=Gachibowli', '/api/properties?minPrice=12500000&area=Gachibowli'],
    ['/property/12', '/property/12'],
    ['/api/x?q=aadhaar+2345+6789+0123', '/api/x?q=%5Bredacted%5D'],
    ['/api/x?note=pan+ABCDE1234F+given', '/api/x?note=%5Bredacted%5D'],
    ['/api/x?pan=anything', '/api/x?pan=%5Bredacted%5D'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it("never print a request's token or phone number, at any level", async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) }, serializers: logSerializers } });
    app.get('/api/email/unsubscribe', async () => {
      throw new Error('failed');
    });
    await app.inject({ method: 'GET', url: '/api/email/unsubscribe?token=7.deals.20419.secretpart&phone=9876543210' });
    await app.close();
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('\n')).not.toMatch(/secretpart|9876543210/);
    expect(lines.join('\n')).toContain('/api/email/unsubscribe?token=%5Bredacted%5D');
  });

  it("never print an Aadhaar or PAN number an error's message quotes", async () => {
    const lines: string[] = [];
    const logger = { level: 'trace', stream: { write: (line: string) => lines.push(line) }, serializers: logSerializers, hooks: logHooks };
    const app = Fastify({ logger });
    app.post('/api/agreements', async () => {
      throw new Error('could not save {"ownerIdNumber":"234567890123","tenantIdNumber":"ABCDE1234F"}');
    });
    // A body that is not JSON: the parser's error quotes it.
    await app.inject({ method: 'POST', url: '/api/agreements', headers: { 'content-type': 'application/json' }, payload: '{"a":"2345 6789 0123' });
    await app.inject({ method: 'POST', url: '/api/agreements', payload: { ok: true } });
    await app.close();
    expect(lines.join('\n')).toContain('could not save');
    expect(lines.join('\n')).not.toMatch(/234567890123|2345 6789 0123|ABCDE1234F/);
  });

  it('keeps numbers that are not identity numbers', () => {
    expect(redactIdNumbers('listing 12345 at 1796000052000 for ₹85,00,000')).toBe('listing 12345 at 1796000052000 for ₹85,00,000');
    expect(redactIdNumbers('Aadhaar 2345-6789-0123 and PAN abcde1234f')).toBe('Aadhaar [redacted] and PAN [redacted]');
  });
});
