// A confirmed visit as an iCalendar event (RFC 5545), attached to its email so a calendar can add it.
// Times in UTC; text escaped; lines folded at 75 octets.

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export type CalendarVisit = {
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  sequence: number;
};

export function visitCalendar(visit: CalendarVisit, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Gruha//Visits//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${visit.uid}`,
    `SEQUENCE:${visit.sequence}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(visit.startsAt)}`,
    `DTEND:${stamp(visit.endsAt)}`,
    `SUMMARY:${escapeText(visit.summary)}`,
    `LOCATION:${escapeText(visit.location)}`,
    `DESCRIPTION:${escapeText(visit.description)}`,
    `URL:${visit.url}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
