// What the tenancy journey does again and again: open a section, look at it (layout and axe), fill a
// folded form, download a PDF and read its text back.
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import { pngPicture } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { screenshot } from '../support/browser.ts';

// The first visit of a page waits for its lazily loaded code, which takes a while on a busy machine.
export const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

export type Section = 'Terms' | 'Move-in report' | 'Rent' | 'Repairs' | 'Notice and move-out';

/** Opens a section of the tenancy from its tab, fresh from the server, and waits for its heading. */
export async function openSection(page: Page, tenancyId: number, section: Section) {
  const slugs: Record<Section, string> = {
    Terms: 'terms',
    'Move-in report': 'move-in',
    Rent: 'rent',
    Repairs: 'repairs',
    'Notice and move-out': 'move-out',
  };
  await page.goto(`/tenancies/${tenancyId}?section=${slugs[section]}`);
  await page.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
}

/** The page as a person sees it: it fits its width with nothing overlapping, and axe finds nothing. */
export async function lookAt(page: Page, name: string) {
  await screenshot(page, name);
  expect(await axeViolations(page)).toEqual([]);
}

/** Opens the folded form under `summary` and gives it, to fill in. */
export async function unfold(page: Page, summary: string | RegExp, within: Page | Locator = page): Promise<Locator> {
  const details = within
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: summary }) })
    .first();
  await details.locator('summary').first().click();
  return details;
}

/** Picks a picture for the photo input labelled `label` and waits until it shows. */
export async function addPhoto(page: Page, label: string, colour: string) {
  await page.getByLabel(`Add photos of ${label}`).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await pngPicture(colour) });
  await page.getByRole('img', { name: `${label}, photo 1` }).waitFor();
}

/** Clicks a PDF link and reads the downloaded file's text, spaces folded. */
export async function pdfTextOf(page: Page, link: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(await download.path())));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A day as the date fields take it: DD/MM/YYYY. */
export const typed = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** The first day of the month `months` before the one `isoDate` is in. */
export function firstOfMonthBefore(isoDate: string, months: number): string {
  const [year = 0, month = 1] = isoDate.split('-').map(Number);
  const index = year * 12 + (month - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The day before the same date `months` later: the last day of a term of that many months. */
export function lastDayAfter(isoDate: string, months: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const end = new Date(Date.UTC(year, month - 1 + months, day - 1));
  return end.toISOString().slice(0, 10);
}
