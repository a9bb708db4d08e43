//admin data is reached only by an admin, whatever spelling, trailing slash,
// encoding or method the path is asked with.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../helper.ts';
import { makePeople, type People } from './world.ts';

let t: TestApp;
let people: People;
let webDir: string;
beforeAll(async () => {
  // With the web app present, as in production: unknown non-API paths get its page.
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Gruha</title></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ WEB_DIR: webDir });
  people = await makePeople(t);
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const variantsOf = (path: string) => {
  const [, api, ...rest] = path.split('/');
  const tail = rest.join('/');
  return [
    path,
    `${path}/`,
    `${path}//`,
    `${path}/.`,
    `${path}?`,
    `${path};`,
    `${path}%2F`,
    `${path}%00`,
    `${path}.json`,
    path.toUpperCase(),
    `/${api}/${tail.toUpperCase()}`,
    `/${api}/${tail[0]!.toUpperCase()}${tail.slice(1)}`,
    `/${api!.toUpperCase()}/${tail}`,
    `/${api}//${tail}`,
    `/${api}/./${tail}`,
    `/${api}/x/../${tail}`,
    `/${api}/%2e/${tail}`,
    `/${api}/${encodeURIComponent(tail).replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
  ];
};

describe('admin paths', () => {
  const adminPaths = ['/api/users', '/api/users/agents', '/api/deals/admin/dashboard'];

  it('answer an admin with the data the other callers must never see', async () => {
    for (const path of adminPaths) {
      const res = await t.app.inject({ method: 'GET', url: path, headers: bearer(people.admin.token) });
      expect(res.statusCode, path).toBe(200);
    }
    const users = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(people.admin.token) });
    expect(users.body).toContain(people.owner.username);
  });

  it.each(adminPaths)('%s: no spelling, slash, encoding or method reaches admin data for anyone else', async (path) => {
    const secrets = [people.admin.username, people.owner.username, people.dealAgent.username, 'agentName', 'totalDeals'];
    for (const caller of [null, people.stranger, people.dealAgent]) {
      for (const url of variantsOf(path)) {
        for (const method of METHODS) {
          const res = await t.app.inject({
            method,
            url,
            headers: { ...(caller ? bearer(caller.token) : {}), 'x-http-method-override': 'GET', 'x-original-url': path, 'x-rewrite-url': path },
          });
          const where = `${method} ${url} as ${caller?.username ?? 'anonymous'}`;
          expect(res.statusCode, where).toBeLessThan(500);
          // A path outside /api/ (say /API/USERS) may get the web app's page, never an API answer.
          if (res.statusCode < 400) expect(String(res.headers['content-type']), where).toMatch(/^text\/html/);
          for (const secret of secrets) if (secret !== caller?.username) expect(res.body, where).not.toContain(secret);
        }
      }
    }
  });

  it('DELETE and PUT on a person are refused to anyone but an admin, in every spelling, and change nothing', async () => {
    const target = people.owner;
    for (const caller of [null, people.stranger, people.dealAgent]) {
      for (const url of variantsOf(`/api/users/${target.id}`)) {
        for (const method of ['DELETE', 'PUT', 'PATCH'] as const) {
          const res = await t.app.inject({
            method,
            url,
            headers: caller ? bearer(caller.token) : {},
            payload: { role: 'ADMIN', isActive: false },
          });
          expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
        }
      }
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(target.token) });
    expect(me.json().data).toMatchObject({ role: 'USER', isActive: true });
  });
});
