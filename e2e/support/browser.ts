// Chromium driven by playwright-core (Debian's Chromium; Playwright's download does not work here).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumPath } from './chromium-path.ts';

export const baseUrl = () => inject('baseUrl');

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** One browser per spec file; call at the top level of a spec. */
export function useBrowser(): () => Browser {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: launchArgs, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser;
}

export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  const page = await context.newPage();
  return { context, page };
}

export const DEMO_PASSWORD = 'Demo@1234';

/** Signs in through the API and stores the session the way the app does (spec: authToken, user). */
export async function signInAs(page: Page, username: string, password = DEMO_PASSWORD) {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`sign-in as ${username} failed: ${body.message}`);
  await page.goto('/');
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('user', user);
    },
    [body.data.token, JSON.stringify(body.data.user)],
  );
  return body.data as { token: string; user: { id: number; username: string; role: string } };
}

/** A brand-new USER account, made through the API, for specs that must not share state. */
export async function registerUser(overrides: Record<string, string> = {}) {
  const id = crypto.randomBytes(4).toString('hex');
  const account = {
    firstName: 'Test',
    lastName: `User${id}`,
    username: `e2e${id}`,
    email: `e2e${id}@example.test`,
    password: 'Sunrise@42',
    mobileNumber: String(7_000_000_000 + crypto.randomInt(0, 999_999_999)),
    ...overrides,
  };
  const res = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`register failed: ${(await res.json()).message}`);
  return account;
}

/** What route.fulfill sends to play a failing server: the API's error envelope with that status. */
export function serverFailure(status = 500, message = 'Something went wrong') {
  const code = status === 503 ? 'UNAVAILABLE' : 'INTERNAL';
  return { status, contentType: 'application/json', body: JSON.stringify({ success: false, message, code }) };
}

/** Saves a screenshot under test-results/ to look at; never asserted on. */
export async function screenshot(page: Page, name: string) {
  const dir = path.resolve('test-results/screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
