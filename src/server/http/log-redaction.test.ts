import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logSerializers, redactUrl } from './log-redaction.ts';

describe('URLs in logs', () => {
  it.each([
    ['/api/email/unsubscribe?token=42.alerts.20419.abc', '/api/email/unsubscribe?token=%5Bredacted%5D'],
    ['/api/users/search?phone=9876543210', '/api/users/search?phone=%5Bredacted%5D'],
    ['/api/properties?q=call+%2B91+98765+43210&page=2', '/api/properties?q=%5Bredacted%5D&page=2'],
    ['/api/properties?minPrice=12500000&area=Gachibowli', '/api/properties?minPrice=12500000&area=Gachibowli'],
    ['/property/12', '/property/12'],
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
});
