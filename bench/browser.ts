// Page speed as a phone user feels it: Chromium with 4x CPU slowdown and Lighthouse's slow-4G
// profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), over loopback. Reports largest
// contentful paint, total blocking time, cumulative layout shift and the bytes of the first load,
// then, on the search page, the interaction to next paint of what a visitor does there (
// point 4): typing keywords, opening the filters and a dialog, paging the results.
import { chromium, type Browser, type Page } from 'playwright-core';

/** inpMs: the slowest event of the interaction, input to next paint; 0 when every event took under 16 ms. */
export type InteractionFigures = { name: string; inpMs: number };

export type PageFigures = {
  page: string;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  totalKb: number;
  interactions?: InteractionFigures[];
};

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

// Collects the metrics inside the page from the first byte on (buffered observers). Total blocking
// time as web.dev and Lighthouse define it: the part of each long task beyond its first 50 ms that
// falls between first contentful paint and time to interactive. Tasks before the first paint do not
// count (they delay the paint, which LCP measures). Time to interactive is taken as the end of the
// measurement: no long task comes after it, since the page is measured for only 1 s past network idle.
// Event timing as web-vitals reads INP: every event of an interaction (interactionId) from 16 ms on.
const OBSERVE = `
  window.__perf = { lcp: 0, cls: 0, fcp: 0, tasks: [], events: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.interactionId) window.__perf.events.push(e.duration); }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.tasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
`;

type Collected = { lcp: number; cls: number; fcp: number; tasks: [start: number, duration: number][]; events: number[] };

/** Lighthouse's sum: each long task's time past its first 50 ms, clipped to start at first contentful paint. */
export const totalBlockingTime = ({ fcp, tasks }: Pick<Collected, 'fcp' | 'tasks'>) =>
  tasks.reduce((sum, [start, duration]) => sum + Math.max(0, start + duration - Math.max(start + 50, fcp)), 0);

/** What a visitor does on a page, each measured as the slowest event it caused (its INP). */
type Interaction = { name: string; act(page: Page): Promise<void> };

// On the search page, in this order: the last one leaves the page.
const SEARCH_INTERACTIONS: Interaction[] = [
  {
    name: 'typing in the keywords box',
    act: async (page) => {
      await page.focus('input[name="q"]');
      await page.keyboard.type('2 bhk gachibowli under 40k', { delay: 120 });
    },
  },
  {
    name: 'opening the filters',
    act: async (page) => {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
    },
  },
  {
    name: 'opening a dialog (Save this search, asking to log in)',
    act: async (page) => {
      await page.getByRole('button', { name: 'Save this search' }).click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
    },
  },
  {
    name: 'paging the results',
    act: async (page) => {
      // A visitor scrolls down to the pager before clicking it: scrolled into view in the same frame as
      // the click, the cards passed on the way (laid out only near the screen) would count as the click's.
      const next = page.getByRole('link', { name: 'Next' });
      await next.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await next.click();
      await page.waitForURL(/[?&]page=2/);
    },
  },
];

async function measureInteraction(page: Page, { name, act }: Interaction): Promise<InteractionFigures> {
  const seen = await page.evaluate(() => (window as unknown as { __perf: Collected }).__perf.events.length);
  await act(page);
  // Event entries arrive after the next paint.
  await page.waitForTimeout(1000);
  const events = await page.evaluate((from) => (window as unknown as { __perf: Collected }).__perf.events.slice(from), seen);
  return { name, inpMs: Math.round(Math.max(0, ...events)) };
}

async function measurePage(browser: Browser, url: string, name: string, interactions: Interaction[] = []): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(OBSERVE);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(1000);
  const figures = await page.evaluate(() => {
    const perf = (window as unknown as { __perf: Collected }).__perf;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const js = resources.filter((r) => r.name.split('?')[0]!.endsWith('.js')).reduce((sum, r) => sum + r.transferSize, 0);
    const total = resources.reduce((sum, r) => sum + r.transferSize, navigation?.transferSize ?? 0);
    return { ...perf, js, total };
  });
  const interacted: InteractionFigures[] = [];
  for (const interaction of interactions) interacted.push(await measureInteraction(page, interaction));
  await context.close();
  return {
    page: name,
    lcpMs: Math.round(figures.lcp),
    tbtMs: Math.round(totalBlockingTime(figures)),
    cls: Math.round(figures.cls * 1000) / 1000,
    jsKb: Math.round(figures.js / 1024),
    totalKb: Math.round(figures.total / 1024),
    ...(interacted.length > 0 ? { interactions: interacted } : {}),
  };
}

export async function measurePages(baseUrl: string, propertyId: number): Promise<PageFigures[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS, headless: true });
  try {
    const pages: [string, string, Interaction[]?][] = [
      ['home', '/'],
      ['search results', '/search?listingType=sale&minBedrooms=2', SEARCH_INTERACTIONS],
      ['property page', `/property/${propertyId}`],
    ];
    const results: PageFigures[] = [];
    for (const [name, path, interactions] of pages) results.push(await measurePage(browser, `${baseUrl}${path}`, name, interactions));
    return results;
  } finally {
    await browser.close();
  }
}
