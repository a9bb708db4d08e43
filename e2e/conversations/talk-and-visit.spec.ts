// A house-hunter and an owner in the browser: the owner offers visit times on the listing's page; the
// hunter writes from it; the owner opens the emailed link (signing in on the way) and replies, which
// appears in the hunter's open conversation without a reload; the hunter shares their number; the
// hunter asks for a visit, the owner accepts it on the Visits page and both get the confirmation with
// its calendar invitation from the real SMTP server. Inbox and Visits are checked with axe at 480 px.
// The owner then reports the conversation, and an admin reads it in the moderation queue and suspends
// the reported hunter.
import { describe, expect, it } from 'vitest';
import { newPoster, postListing, registerUser } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { newPage, screenshot, signInAs, useBrowser } from '../support/browser.ts';
import { waitForEmail } from '../support/mailbox.ts';
import { SAFETY_LINE } from '#shared/trust/safety.ts';

const browser = useBrowser();

/** A date some days ahead as YYYY-MM-DD in Hyderabad, and its weekday's name. */
function daysAhead(days: number) {
  const date = new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const weekday = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
  return { date, weekday };
}

describe('talking and visiting', () => {
  it('lets a hunter and an owner exchange messages, share a number and book a visit, with the emails', async () => {
    const owner = await newPoster();
    const listing = await postListing(owner.token);
    const hunter = await registerUser();
    const hunterName = `${hunter.firstName} ${hunter.lastName}`;
    const visitDay = daysAhead(3);

    // The owner offers a weekly visit window on the listing's own page.
    const { page: ownerPage } = await newPage(browser());
    await signInAs(ownerPage, owner.account.username, owner.account.password);
    await ownerPage.goto(`/property/${listing.id}`);
    const settings = ownerPage.getByRole('region', { name: 'Visits and contact' });
    await settings.getByLabel('Day', { exact: true }).selectOption({ label: `Every ${visitDay.weekday}` });
    await settings.getByLabel('From', { exact: true }).fill('10:00');
    await settings.getByLabel('To', { exact: true }).fill('13:00');
    await settings.getByRole('button', { name: 'Add visit time' }).click();
    await settings.getByText(`Every ${visitDay.weekday}, 10:00–13:00`).waitFor();

    // The hunter writes from the listing's page and lands in the conversation.
    const { page } = await newPage(browser());
    await signInAs(page, hunter.username, hunter.password);
    await page.goto(`/property/${listing.id}`);
    await page.getByRole('button', { name: 'Message the poster' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message the poster' });
    await dialog.getByText(SAFETY_LINE).waitFor();
    // Asking to pay a token to hold it flags the home for the moderators, which the admin sees at the end.
    await dialog.getByLabel('Your message').fill('Is it still available? <b>Evenings</b> suit me. Can I send a token to hold it?');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL(/\/inbox\/\d+$/);
    const conversationPath = new URL(page.url()).pathname;
    const messages = page.getByRole('log', { name: 'Messages' });
    await messages.getByText('Is it still available? <b>Evenings</b> suit me.').waitFor();

    // The owner's email links straight to it; signed out, the link asks for a sign-in and then opens it.
    const mail = await waitForEmail(owner.account.email, `You have a new message about 2 BHK Apartment in Kondapur (#${listing.id})`);
    expect(mail.text).toContain(conversationPath);
    expect(String(mail.html)).toContain('&lt;b&gt;Evenings&lt;/b&gt;');
    const { page: linkPage } = await newPage(browser());
    await linkPage.goto(new URL(mail.text!.match(/https?:\/\/\S+\/inbox\/\d+/)![0]).pathname);
    const login = linkPage.getByRole('dialog', { name: 'Login' });
    await login.getByText('Please log in to see Inbox.').waitFor();
    await login.getByLabel('Username, email or mobile number').fill(owner.account.username);
    await login.getByLabel('Password').fill(owner.account.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    const ownerMessages = linkPage.getByRole('log', { name: 'Messages' });
    await ownerMessages.getByText('Is it still available? <b>Evenings</b> suit me.').waitFor();
    await linkPage.getByLabel('Message', { exact: true }).fill('Yes! Come and see it.');
    await linkPage.keyboard.press('Tab');
    await linkPage.keyboard.press('Enter');
    await ownerMessages.getByText('Yes! Come and see it.').waitFor();

    // The reply appears in the hunter's open conversation, and the hunter's message shows as seen.
    await messages.getByText('Yes! Come and see it.').waitFor();
    await messages.getByText(/· Seen$/).waitFor();

    // Sharing a number shows it to the owner only then.
    expect(await linkPage.getByRole('link', { name: hunter.mobileNumber }).count()).toBe(0);
    await page.getByRole('button', { name: 'Share my number' }).click();
    await page.getByText(`Your number is shown to ${owner.account.firstName} ${owner.account.lastName}`).waitFor();
    await linkPage.reload();
    await linkPage.getByRole('link', { name: hunter.mobileNumber }).waitFor();

    // The hunter asks for a visit in the offered window.
    await page.goto(`/property/${listing.id}`);
    const visitTimes = page.getByRole('region', { name: 'Visit times (Hyderabad time)' });
    // Picked from the times the window holds, not typed.
    await visitTimes.getByLabel('Visit day', { exact: true }).selectOption(visitDay.date);
    await visitTimes.getByLabel('Visit time', { exact: true }).selectOption('10:30');
    await visitTimes.getByRole('button', { name: 'Request a visit' }).click();
    await visitTimes.getByText('Visit requested. The poster has 24 hours to answer.').waitFor();

    // The owner accepts it on the Visits page, opened from the conversation: that home's visits.
    // Both get the confirmation with the invitation.
    await linkPage.getByRole('main').getByRole('link', { name: 'Visits', exact: true }).click();
    await linkPage.getByText(`Visits to ${listing.title}.`).waitFor();
    expect(new URL(linkPage.url()).search).toBe(`?home=${listing.id}`);
    const visit = linkPage.getByRole('listitem', { name: `Visit to ${listing.title}` });
    await visit.getByText(/ · Requested · /).waitFor();
    await linkPage.setViewportSize({ width: 480, height: 900 });
    expect(await axeViolations(linkPage)).toEqual([]);
    await screenshot(linkPage, 'visits-480');
    await visit.getByRole('button', { name: 'Accept' }).click();
    await visit.getByText(/ · Confirmed · /).waitFor();
    for (const to of [owner.account.email, hunter.email]) {
      const confirmed = await waitForEmail(
        to,
        `Visit confirmed: 2 BHK Apartment in Kondapur (#${listing.id}) on ${visitDayText(visitDay.date)}, 10:30 am`,
      );
      const invitation = confirmed.attachments.find((a) => a.filename === 'visit.ics');
      expect(invitation?.content.toString()).toContain('BEGIN:VEVENT');
    }

    // The Inbox and the conversation side by side on a desktop.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(conversationPath);
    await page.getByRole('log', { name: 'Messages' }).getByText('Yes! Come and see it.').waitFor();
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(listing.title) })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'conversation-desktop');

    // The hunter's Visits page lists it as upcoming; the Inbox works at 480 px, by keyboard, axe clean.
    await page.goto('/visits');
    await page
      .getByRole('listitem', { name: `Visit to ${listing.title}` })
      .getByText(/ · Confirmed · /)
      .waitFor();
    await page.setViewportSize({ width: 480, height: 900 });
    await page.goto('/inbox');
    await page.getByRole('link', { name: new RegExp(listing.title) }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'inbox-480');
    await page.goto(conversationPath);
    await page.getByRole('log', { name: 'Messages' }).getByText('Yes! Come and see it.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'conversation-480');

    // The owner reports the conversation; an admin sees it in the listing's moderation item, with its messages.
    await linkPage.goto(conversationPath);
    await linkPage.getByRole('button', { name: 'Report', exact: true }).click();
    const report = linkPage.getByRole('dialog', { name: 'Report this conversation' });
    await report.getByLabel('What went wrong?').fill('Asked me to hold the flat for a fee');
    await report.getByRole('button', { name: 'Send report' }).click();
    await report.getByText('Thank you. The admins will look at this conversation.').waitFor();
    const { page: adminPage } = await newPage(browser());
    await signInAs(adminPage, 'admin');
    await adminPage.goto('/');
    await adminPage.getByRole('link', { name: 'Moderation' }).first().click();
    const item = adminPage.getByRole('listitem', { name: listing.title });
    await item.getByText('“Asked me to hold the flat for a fee”', { exact: false }).waitFor();
    await item.getByText('Messages (2)').click();
    await item.getByText('Is it still available? <b>Evenings</b> suit me.', { exact: false }).waitFor();
    expect(await axeViolations(adminPage)).toEqual([]);

    // The admin suspends the reported hunter: the report leaves the item and the decision stays in its
    // history. The hunter has left; the item is still flagged, so the admin finds it among the flagged
    // listings, behind any that have waited longer, a page at a time.
    await page.close();
    await item.getByText('A first message from someone asking has words asking for a token amount.').waitFor();
    await item.getByLabel('Reason for a suspension').fill('Asked for a holding fee');
    await item.getByRole('button', { name: `Suspend ${hunterName}` }).click();
    await adminPage.getByText('“Asked me to hold the flat for a fee”', { exact: false }).waitFor({ state: 'detached' });
    await adminPage.getByRole('button', { name: /^Flagged/ }).click();
    const shown = adminPage.getByRole('main').locator('li[aria-label]');
    await shown.first().waitFor();
    for (let pages = 1; (await item.count()) === 0; pages++) {
      expect(pages, 'pages of flagged listings loaded').toBeLessThan(10);
      const count = await shown.count();
      await adminPage.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => shown.count()).toBeGreaterThan(count);
    }
    await item.getByText(`Reported person suspended: ${hunterName}, by`, { exact: false }).waitFor();
    expect(await item.getByText('“Asked me to hold the flat for a fee”', { exact: false }).count()).toBe(0);
    // Three people, two pages kept open, several emails: a long journey on a busy machine.
  }, 180_000);
});

function visitDayText(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${day} ${months[month! - 1]} ${year}`;
}
