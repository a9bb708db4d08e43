// The export as one zip: a short README, the JSON files and the person's own files. Pictures are
// already compressed (WebP), so files are stored as they are and only the text is deflated.
import { strToU8, zipSync, type Zippable } from 'fflate';
import { DATA_EXPORT_DAYS } from '#shared/contracts/privacy.ts';
import type { ExportFile } from './collect-files.ts';
import type { ExportRecords } from './collect-records.ts';

const readme = (exportedAt: Date) => `Your data from Gruha, as it was on ${exportedAt.toISOString()}.

account.json                 your account and the kinds of email you turned off
listings.json                the homes you listed, with their pictures' addresses
shortlist.json               the homes you shortlisted
saved-searches.json          your saved searches and how often they alert you
messages.json                your conversations: every message you sent or received
inquiries.json               the Contact Agent inquiries you sent
visits.json                  the visits you asked for or answered
deals.json                   the deals you are the buyer, seller or agent of
agreements.json              the rental agreements you made or that were made for your deals
tenancies.json               the homes you rent or let through Gruha
receipts.json                the rent payments recorded on those tenancies
identity-number-views.json   each time a Gruha admin was shown your Aadhaar or PAN number
files/                       the pictures and documents you uploaded

Identity numbers: your own Aadhaar or PAN number appears with only its last four characters. Another
person's number (the other party of an agreement or a tenancy) never appears: it is left empty (null).

This download works for ${DATA_EXPORT_DAYS} days from when it was made; ask for a new one on My Account at any time.
`;

export function buildZip(records: ExportRecords, files: ExportFile[], exportedAt: Date): Buffer {
  const entries: Zippable = { 'README.txt': strToU8(readme(exportedAt)) };
  for (const [name, value] of Object.entries(records)) entries[name] = strToU8(JSON.stringify(value, null, 2));
  for (const file of files) entries[file.name] = [new Uint8Array(file.bytes), { level: 0 }];
  return Buffer.from(zipSync(entries, { level: 6, mtime: exportedAt }));
}
