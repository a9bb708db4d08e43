// A tenancy from the invitation to the deposit back, as its owner (at a desk, 1280 px) and its tenant
// (on a phone, 480 px) live it: the terms agreed after a change, the move-in report with photos, two
// months' rent paid and confirmed with a receipt read back, a repair, notice, the move-out report
// beside the move-in one, deductions (one disputed), the refund and the settlement PDF. Every screen
// is pictured at its width, checked for layout and by axe, and at the end each section at 1024 and 768 px.
import { describe, expect, it } from 'vitest';
import { todayInIndia } from '#shared/india-date.ts';
import { registerUser } from '../support/api.ts';
import { newPage, signInAs, useBrowser } from '../support/browser.ts';
import {
  addPhoto,
  eventually,
  firstOfMonthBefore,
  lastDayAfter,
  lookAt,
  openSection,
  pdfTextOf,
  typed,
  unfold,
  type Section,
} from './tenancy-steps.ts';

const browser = useBrowser();

const ADDRESS = `Flat ${Math.floor(100 + Math.random() * 800)}, Lake View Residency, Kondapur`;
const PHONE = { width: 480, height: 900 };

describe('a tenancy in Gruha', () => {
  it('runs from the invitation to the settlement for both sides', { timeout: 300_000 }, async () => {
    const owner = await registerUser({ firstName: 'Padma' });
    const tenant = await registerUser({ firstName: 'Kiran' });
    const { page: desk } = await newPage(browser());
    const { page: phone } = await newPage(browser(), PHONE);
    await signInAs(desk, owner.username, owner.password);
    await signInAs(phone, tenant.username, tenant.password);

    // The owner invites the tenant from My Homes, reached from the account menu.
    await desk.goto('/');
    await desk.getByRole('button', { name: /Account menu for/ }).click();
    await desk.getByRole('link', { name: 'My Homes' }).click();
    await desk.getByRole('heading', { level: 1, name: 'My Homes' }).waitFor();
    await desk.getByRole('heading', { name: 'No homes let out yet' }).waitFor();
    await lookAt(desk, 'tenancy-my-homes-empty-1280');
    await desk.getByRole('link', { name: 'Invite a tenant' }).click();
    const invite = desk.getByRole('dialog', { name: 'Invite a tenant' });
    await invite.getByLabel('Address of the home').fill(ADDRESS);
    await invite.getByLabel('Bedrooms (BHK)').fill('1');
    await invite.getByLabel("Tenant's email").fill(tenant.email);
    await invite.getByLabel('Monthly rent (₹)').fill('32000');
    await invite.getByLabel('Security deposit (₹)').fill('64000');
    const start = firstOfMonthBefore(todayInIndia(), 1);
    await invite.getByLabel('Start date').fill(typed(start));
    await invite.getByLabel('End date').fill(typed(lastDayAfter(start, 11)));
    await lookAt(desk, 'tenancy-invite-1280');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await desk.waitForURL(/\/tenancies\/\d+$/);
    const tenancyId = Number(/\/tenancies\/(\d+)/.exec(desk.url())?.[1]);
    await desk.getByRole('heading', { level: 1, name: ADDRESS }).waitFor();
    await desk.getByText(/Invitation sent to the tenant at/).waitFor();

    // The tenant finds the invitation in My Homes and accepts it.
    await phone.goto('/my-homes');
    await phone.getByRole('heading', { level: 2, name: 'Invitations' }).waitFor();
    await lookAt(phone, 'tenancy-invitation-480');
    await phone.getByRole('button', { name: `Accept invitation to ${ADDRESS}` }).click();
    await phone.waitForURL(`**/tenancies/${tenancyId}`);
    await phone.getByRole('heading', { level: 1, name: ADDRESS }).waitFor();

    // Terms: the tenant asks for a change, the owner proposes version 2, the tenant accepts it.
    await phone.getByRole('heading', { level: 4, name: /Version 1/ }).waitFor();
    await phone.getByText(/not e-stamping and not an electronic signature/).waitFor();
    const changes = await unfold(phone, 'Ask for changes to version 1');
    await changes.getByLabel('What should change').fill('Please make the due day the 7th.');
    await changes.getByRole('button', { name: 'Send the note' }).click();
    await phone.getByText(/asked for changes on .*Please make the due day the 7th/).waitFor();
    await openSection(desk, tenancyId, 'Terms');
    const propose = await unfold(desk, 'Propose a new version');
    await propose.getByLabel('Rent due on day').fill('7');
    await propose.getByRole('button', { name: 'Propose this version' }).click();
    await desk.getByRole('heading', { level: 4, name: /Version 2/ }).waitFor();
    await lookAt(desk, 'tenancy-terms-versions-1280');
    await openSection(phone, tenancyId, 'Terms');
    await phone.getByRole('button', { name: 'Accept version 2' }).click();
    const termsPdf = phone.getByRole('link', { name: 'Terms PDF (version 2)' });
    await termsPdf.waitFor();
    await lookAt(phone, 'tenancy-terms-agreed-480');
    const terms = await pdfTextOf(phone, termsPdf);
    expect(terms).toContain(ADDRESS);
    expect(terms).toMatch(/[0-9a-f]{64}/);

    // Move-in report: the owner writes it with a photo; the tenant adds a note with a photo and accepts.
    await openSection(desk, tenancyId, 'Move-in report');
    await desk.getByRole('group', { name: 'Bedroom 1' }).waitFor();
    await desk.getByLabel('Condition of Walls and paint, Bedroom 1').selectOption('fair');
    await desk.getByLabel('Note on Walls and paint, Bedroom 1').fill('Two small nail holes by the window');
    await addPhoto(desk, 'Walls and paint, Bedroom 1', '#d9c6a5');
    await desk.getByLabel('Electricity meter reading').fill('04512 kWh');
    await lookAt(desk, 'tenancy-move-in-editor-1280');
    await desk.getByRole('button', { name: 'Save the report' }).click();
    await desk.getByRole('link', { name: 'Move-in report PDF' }).waitFor();
    await openSection(phone, tenancyId, 'Move-in report');
    const note = await unfold(phone, 'Add your own notes and photos');
    await note.getByRole('textbox', { name: 'Your notes' }).fill('The geyser takes ten minutes to heat.');
    await addPhoto(phone, 'your notes', '#7c8a99');
    await note.getByRole('button', { name: 'Add the notes' }).click();
    await phone.getByRole('heading', { level: 3, name: /Notes from Kiran/ }).waitFor();
    await phone.getByRole('button', { name: 'Accept the move-in report' }).click();
    await phone.getByText('Locked: both sides accepted it').waitFor();
    await lookAt(phone, 'tenancy-move-in-locked-480');

    // Rent: the owner gives a UPI ID; the tenant pays two months (UPI, then cash); the owner confirms both.
    await openSection(desk, tenancyId, 'Rent');
    const payee = await unfold(desk, 'Set payment details');
    await payee.getByRole('textbox', { name: 'UPI ID', exact: true }).fill('padma.owner@okhdfcbank');
    await payee.getByLabel('Name the UPI ID is registered to').fill(`Padma ${owner.lastName}`);
    await payee.getByLabel('Your PAN').fill('ABCPE1234F');
    await payee.getByRole('button', { name: 'Save payment details' }).click();
    await desk.getByText(/Rent is paid to .* at UPI ID padma\.owner@okhdfcbank/).waitFor();
    await openSection(phone, tenancyId, 'Rent');
    const paying = phone.getByRole('article').first();
    const firstMonth = (await paying.getByRole('heading', { level: 4 }).innerText()).split(':')[0] ?? '';
    await paying.getByRole('img', { name: /^UPI QR code to pay ₹32,000/ }).waitFor();
    expect(await paying.getByRole('link', { name: 'Pay ₹32,000 by UPI' }).getAttribute('href')).toMatch(
      /^upi:\/\/pay\?pa=padma\.owner%40okhdfcbank&/,
    );
    await lookAt(phone, 'tenancy-rent-to-pay-480');
    const upi = await unfold(phone, `Mark ${firstMonth} paid`, paying);
    await upi.getByLabel('UPI reference (UTR)').fill('412345678901');
    await upi.getByRole('button', { name: 'Mark paid' }).click();
    await phone
      .getByRole('row', { name: new RegExp(firstMonth) })
      .getByText('Paid, awaiting confirmation')
      .waitFor();
    const next = phone.getByRole('article').first();
    const secondMonth = (await next.getByRole('heading', { level: 4 }).innerText()).split(':')[0] ?? '';
    const cash = await unfold(phone, `Mark ${secondMonth} paid`, next);
    await cash.getByLabel(`Paid ${secondMonth} by`).selectOption('cash');
    await cash.getByRole('button', { name: 'Mark paid' }).click();
    await phone
      .getByRole('row', { name: new RegExp(secondMonth) })
      .getByText('Paid, awaiting confirmation')
      .waitFor();
    await openSection(desk, tenancyId, 'Rent');
    for (const month of [firstMonth, secondMonth]) {
      await desk.getByRole('button', { name: `Confirm received for ${month}` }).click();
      await desk.getByRole('link', { name: `Receipt ${month}` }).waitFor();
    }
    await lookAt(desk, 'tenancy-rent-confirmed-1280');
    await openSection(phone, tenancyId, 'Rent');
    const receipt = await pdfTextOf(phone, phone.getByRole('link', { name: `Receipt ${firstMonth}` }));
    for (const text of [`RR-${tenancyId}-`, `Kiran ${tenant.lastName}`, `Padma ${owner.lastName}`, ADDRESS, '32,000', '412345678901', firstMonth])
      expect(receipt).toContain(text);
    await phone.getByRole('link', { name: /^Statement \d{4}-\d{2} PDF$/ }).waitFor();

    // A repair: raised with a photo, acknowledged, scheduled, done and confirmed.
    await openSection(phone, tenancyId, 'Repairs');
    const repair = await unfold(phone, 'Ask for a repair');
    await repair.getByLabel('Category').selectOption('plumbing');
    await repair.getByLabel('What needs repair').fill('The kitchen tap drips all night.');
    await addPhoto(phone, 'the repair', '#4a90c2');
    await repair.getByRole('button', { name: 'Send the request' }).click();
    await phone.getByRole('heading', { level: 4, name: /Plumbing repair/ }).waitFor();
    await openSection(desk, tenancyId, 'Repairs');
    await desk.getByRole('button', { name: 'Acknowledge (Plumbing repair)' }).click();
    await desk.getByText(/Acknowledged by Padma/).waitFor();
    const visit = await unfold(desk, 'Schedule a visit');
    await visit.getByLabel('Note').fill('The plumber comes at 10 am.');
    await visit.getByRole('button', { name: 'Schedule the visit' }).click();
    await desk.getByText(/^Visit on /).waitFor();
    await desk.getByRole('button', { name: 'Mark done (Plumbing repair)' }).click();
    await desk.getByText(/^Done by Padma/).waitFor();
    await lookAt(desk, 'tenancy-repair-done-1280');
    await openSection(phone, tenancyId, 'Repairs');
    await phone.getByRole('button', { name: 'Confirm fixed (Plumbing repair)' }).click();
    await phone.getByRole('heading', { level: 3, name: 'Done' }).waitFor();
    await phone.getByRole('heading', { name: 'No open repair requests' }).waitFor();

    // Notice from the tenant; the owner writes the move-out report, the tenant accepts it.
    await openSection(phone, tenancyId, 'Notice and move-out');
    const notice = await unfold(phone, 'Give notice');
    await notice.getByLabel('Note (optional)').fill('Moving to Pune for work.');
    await notice.getByRole('button', { name: 'Give notice now' }).click();
    await phone.getByText(/Notice given by Kiran .* Last day:/).waitFor();
    await openSection(desk, tenancyId, 'Notice and move-out');
    await desk.getByRole('heading', { level: 3, name: 'Move-out report' }).waitFor();
    await desk.getByLabel('Condition of Walls and paint, Bedroom 1').selectOption('damaged');
    await desk.getByLabel('Note on Walls and paint, Bedroom 1').fill('Crayon on the wall behind the bed');
    await addPhoto(desk, 'Walls and paint, Bedroom 1', '#b3541e');
    await desk.getByRole('button', { name: 'Save the report' }).click();
    await desk.getByRole('link', { name: 'Move-out report PDF' }).waitFor();
    await openSection(phone, tenancyId, 'Notice and move-out');
    await phone.getByRole('button', { name: 'Accept the move-out report' }).click();
    await phone.getByText('Locked: both sides accepted it').waitFor();
    await phone.getByText('Moved out', { exact: true }).waitFor();
    await phone.getByText('Each fitting at move-in, and beside it at move-out.').waitFor();
    await phone.getByRole('img', { name: 'Walls and paint, Bedroom 1 at move-in, photo 1' }).waitFor();
    await phone.getByRole('img', { name: 'Walls and paint, Bedroom 1 at move-out, photo 1' }).waitFor();
    await lookAt(phone, 'tenancy-move-out-compare-480');

    // Deductions: the owner proposes two, the tenant accepts one and disputes the other; the refund.
    await openSection(desk, tenancyId, 'Notice and move-out');
    for (const [item, reason, amount] of [
      ['Repainting Bedroom 1', 'Crayon on the wall, see the move-out photo', '6000'],
      ['Deep cleaning', 'Kitchen left greasy', '2500'],
    ] as const) {
      const deduction = await unfold(desk, 'Propose a deduction');
      await deduction.getByLabel('Item').fill(item);
      await deduction.getByLabel('Reason').fill(reason);
      await deduction.getByLabel('Amount (₹)').fill(amount);
      await deduction.getByRole('button', { name: 'Propose the deduction' }).click();
      await desk.getByRole('row', { name: new RegExp(item) }).waitFor();
    }
    await openSection(phone, tenancyId, 'Notice and move-out');
    await phone.getByRole('button', { name: 'Accept Repainting Bedroom 1' }).click();
    await phone
      .getByRole('row', { name: /Repainting Bedroom 1/ })
      .getByText('Accepted')
      .waitFor();
    await phone.getByLabel('Your note on Deep cleaning').fill('The kitchen was cleaned professionally on the last day.');
    await phone.getByRole('button', { name: 'Dispute Deep cleaning' }).click();
    await phone
      .getByRole('row', { name: /Deep cleaning/ })
      .getByText('Disputed')
      .waitFor();
    await lookAt(phone, 'tenancy-deductions-480');
    await openSection(desk, tenancyId, 'Notice and move-out');
    const refund = await unfold(desk, 'Record the refund');
    await eventually(() => refund.getByLabel('Refund amount (₹)').inputValue()).toBe('58000');
    await refund.getByLabel('Payment reference').fill('NEFT-HDFC-88231');
    await refund.getByRole('button', { name: 'Record the refund' }).click();
    await desk.getByText(/Refund of ₹58,000 paid on .* reference NEFT-HDFC-88231/).waitFor();
    await lookAt(desk, 'tenancy-settled-1280');
    const settlement = await pdfTextOf(desk, desk.getByRole('link', { name: 'Settlement PDF' }));
    for (const text of ['64,000', 'Repainting Bedroom 1', '6,000', 'Deep cleaning', '2,500', '58,000', 'NEFT-HDFC-88231'])
      expect(settlement).toContain(text);

    // Every section fits a tablet too, for both sides, and My Homes lists the tenancy for each.
    const sections: Section[] = ['Terms', 'Move-in report', 'Rent', 'Repairs', 'Notice and move-out'];
    for (const [page, width] of [
      [desk, 1024],
      [phone, 768],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const section of sections) {
        await openSection(page, tenancyId, section);
        await lookAt(page, `tenancy-${section.toLowerCase().replace(/\W+/g, '-')}-${width}`);
      }
    }
    await desk.goto('/my-homes');
    await desk.getByRole('heading', { level: 2, name: 'Homes you let out' }).waitFor();
    await desk.getByRole('link', { name: ADDRESS }).waitFor();
    await phone.setViewportSize(PHONE);
    await phone.goto('/my-homes');
    await phone.getByRole('link', { name: ADDRESS }).waitFor();
    await lookAt(phone, 'tenancy-my-homes-480');
    await phone.getByRole('link', { name: 'Invite a tenant' }).click();
    await phone.getByRole('dialog', { name: 'Invite a tenant' }).getByLabel('Address of the home').waitFor();
    await lookAt(phone, 'tenancy-invite-480');
  });
});
