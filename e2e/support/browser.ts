// Chromium driven by playwright-core (Debian's Chromium; Playwright's download does not work here).
// Every page a test opens through newPage is watched: a console error or an uncaught exception fails
// the test unless the test allowed it (allowConsoleErrors), every context is closed after the test, and
// the pages a failed test leaves open are pictured under test-results/failures/.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { baseUrl, DEMO_PASSWORD, logIn } from './api.ts';
import { chromiumPath } from './chromium-path.ts';

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** What the pages of the running test logged as errors, and the ones it said to expect. */
const consoleErrors: string[] = [];
let allowed: RegExp[] = [];

/**
 * Console errors this test provokes on purpose (a 404 it asks for, a failure it plays with
 * page.route): each pattern is matched against the message and the address it names.
 */
export function allowConsoleErrors(...patterns: RegExp[]) {
  allowed.push(...patterns);
}

/** The console error Chromium logs for an answer with `status` to a request whose address contains `path`. */
export const failedRequest = (status: number, path: string) =>
  new RegExp(
    `^Failed to load resource: the server responded with a status of ${status} .*\\(https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  );

/** One browser per spec file; call at the top level of a spec. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: launchArgs, headless: true });
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await keepFailedPages(task.name, browser);
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
    const unexpected = consoleErrors.filter((message) => !allowed.some((pattern) => pattern.test(message)));
    consoleErrors.length = 0;
    allowed = [];
    // The messages themselves in the failure's first line: a retry report shows only that line.
    expect(unexpected, `console errors on the page (allowConsoleErrors for expected ones): ${JSON.stringify(unexpected)}`).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser starts in beforeAll');
    return browser;
  };
}

function watch(page: Page, runsScripts: boolean) {
  if (runsScripts) waitForAppOnEveryLoad(page);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    consoleErrors.push(where ? `${message.text()} (${where})` : message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`Uncaught: ${error.message}`));
}

/** What each page a failed test left open showed, under test-results/failures/, to see why. */
async function keepFailedPages(testName: string, browser: Browser | undefined) {
  const dir = path.resolve('test-results/failures');
  fs.mkdirSync(dir, { recursive: true });
  const pages = (browser?.contexts() ?? []).flatMap((context) => context.pages());
  const base = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  // A page that crashed cannot be pictured; the failure itself is what the run reports.
  await Promise.all(
    pages.map((page, index) => page.screenshot({ path: path.join(dir, `${base}-${index + 1}.png`), fullPage: true }).catch(() => undefined)),
  );
}

/** A fresh context and page; both are closed after the test. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, ...options });
  context.on('page', (page) => watch(page, options.javaScriptEnabled !== false));
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the API and stores the session the way the app does (spec: authToken, user). */
export async function signInAs(page: Page, username: string, password = DEMO_PASSWORD) {
  const session = await logIn(username, password);
  await page.goto('/');
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('authToken', token!);
      localStorage.setItem('user', user!);
    },
    [session.token, JSON.stringify(session.user)],
  );
  return session;
}

/** What route.fulfill sends to play a failing server: the API's error envelope with that status. */
export function serverFailure(status = 500, message = 'Something went wrong') {
  const code = status === 503 ? 'UNAVAILABLE' : 'INTERNAL';
  return { status, contentType: 'application/json', body: JSON.stringify({ success: false, message, code }) };
}

/**
 * Checks what a person would see at this size, then saves a screenshot under test-results/ to look at:
 * the page fits its width (no sideways scrolling), no two controls or headings in view overlap and nothing
 * sticks out of its card.
 */
export async function screenshot(page: Page, name: string) {
  await expectTidyLayout(page);
  const dir = path.resolve('test-results/screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

async function expectTidyLayout(page: Page) {
  const { scrollWidth, clientWidth, overlaps, wide } = await page.evaluate(() => {
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, h1, h2, h3, [role=button], [role=tab], [role=option]';
    // Only what is drawn on top at its centre: a dialog's backdrop hides the page behind it.
    const shown = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width < 4 || box.height < 4) return false;
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && element.contains(top);
    });
    // A menu, popover, dialog or sticky header floats over the page on purpose: elements are compared within their own layer.
    const layerOf = (element: HTMLElement): Element | null => {
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (node.tagName === 'DIALOG' || (['absolute', 'fixed', 'sticky'].includes(style.position) && style.zIndex !== 'auto')) return node;
      }
      return null;
    };
    const isField = (element: HTMLElement) => ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left && inner.right <= outer.right && inner.top >= outer.top && inner.bottom <= outer.bottom;
    const name = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.innerText || element.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
    const found: string[] = [];
    shown.forEach((a, index) => {
      const one = a.getBoundingClientRect();
      for (const b of shown.slice(index + 1)) {
        if (a.contains(b) || b.contains(a) || layerOf(a) !== layerOf(b)) continue;
        const two = b.getBoundingClientRect();
        // A button set inside a field (a calendar or clear button) is part of that field.
        if ((isField(a) && inside(two, one)) || (isField(b) && inside(one, two))) continue;
        // More than a shared border: 2 px each way.
        const across = Math.min(one.right, two.right) - Math.max(one.left, two.left);
        const down = Math.min(one.bottom, two.bottom) - Math.max(one.top, two.top);
        if (across > 2 && down > 2) found.push(`${name(a)} overlaps ${name(b)}`);
      }
    });
    const clientWidth = document.documentElement.clientWidth;
    // The innermost elements that reach past the right edge, so a failure names what to fix.
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > clientWidth + 1)
      .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => `${name(element)} ends at ${Math.round(element.getBoundingClientRect().right)} px`);
    // Within a card, nothing reaches past the card's edge unless something between clips it on purpose
    // or is laid over the page (a dialog opened from the card).
    const clips = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return style.overflowX !== 'visible' || style.position === 'fixed';
    };
    for (const card of document.querySelectorAll<HTMLElement>('.card, article')) {
      if (clips(card)) continue;
      const edge = card.getBoundingClientRect().right;
      for (const element of card.querySelectorAll<HTMLElement>('*')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= edge + 1) continue;
        let clipped = getComputedStyle(element).position === 'fixed';
        for (let node = element.parentElement; node && node !== card && !clipped; node = node.parentElement) clipped = clips(node);
        if (!clipped) {
          found.push(`${name(element)} sticks out of its card by ${Math.round(box.right - edge)} px`);
          break;
        }
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth, overlaps: found, wide };
  });
  expect(scrollWidth, `the page scrolls sideways: ${wide.join('; ')}`).toBeLessThanOrEqual(clientWidth);
  expect(overlaps, 'elements in view overlap or stick out of their card').toEqual([]);
}

/**
 * Opens `path` as a link inside the app does: the app renders it and fetches its data in the browser,
 * where a spec can stand in for the API. (A page opened directly may arrive rendered by the server
 * with its data: e2e/listings/first-view.spec.ts.)
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/owner-plans');
  await page.getByRole('heading', { name: 'Owner Plans' }).waitFor();
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits until the app has set the page's title (page.goto already waits for the app to take over). */
export async function waitForApp(page: Page, title: string) {
  await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(`${title} | Gruha`);
}

/**
 * A server-rendered page shows before the app has taken it over, and a click or keystroke then is
 * lost: page.goto and page.reload return only once the app marks the page ready (app-providers.tsx).
 * Pages that are not the app's (no #root: an image, a JSON answer) return at once.
 */
function waitForAppOnEveryLoad(page: Page) {
  const appReady = () =>
    page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.app === 'ready', undefined, {
      timeout: 15_000,
    });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appReady();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await appReady();
    return response;
  };
}
