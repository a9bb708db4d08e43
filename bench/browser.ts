// Page speed as a phone user feels it: Chromium with 4x CPU slowdown and Lighthouse's slow-4G
// profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), over loopback. Reports largest
// contentful paint, total blocking time, cumulative layout shift and the bytes of the first load.
import { chromium, type Browser } from 'playwright-core';

export type PageFigures = { page: string; lcpMs: number; tbtMs: number; cls: number; jsKb: number; totalKb: number };

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'];

// Collects the metrics inside the page from the first byte on (buffered observers).
const OBSERVE = `
  window.__perf = { lcp: 0, cls: 0, tbt: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.tbt += Math.max(0, e.duration - 50); }).observe({ type: 'longtask', buffered: true });
`;

async function measurePage(browser: Browser, url: string, name: string): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(OBSERVE);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(1000);
  const figures = await page.evaluate(() => {
    const perf = (window as unknown as { __perf: { lcp: number; cls: number; tbt: number } }).__perf;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const js = resources.filter((r) => r.name.split('?')[0].endsWith('.js')).reduce((sum, r) => sum + r.transferSize, 0);
    const total = resources.reduce((sum, r) => sum + r.transferSize, navigation?.transferSize ?? 0);
    return { ...perf, js, total };
  });
  await context.close();
  return {
    page: name,
    lcpMs: Math.round(figures.lcp),
    tbtMs: Math.round(figures.tbt),
    cls: Math.round(figures.cls * 1000) / 1000,
    jsKb: Math.round(figures.js / 1024),
    totalKb: Math.round(figures.total / 1024),
  };
}

export async function measurePages(baseUrl: string, propertyId: number): Promise<PageFigures[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS, headless: true });
  try {
    const pages: [string, string][] = [
      ['home', '/'],
      ['search results', '/search?listingType=sale&minBedrooms=2'],
      ['property page', `/property/${propertyId}`],
    ];
    const results: PageFigures[] = [];
    for (const [name, path] of pages) results.push(await measurePage(browser, `${baseUrl}${path}`, name));
    return results;
  } finally {
    await browser.close();
  }
}
