// A confirmed visit as an iCalendar event (RFC 5545), attached to its email so a calendar can add it.
// Times in UTC; lines folded at 75 octets. Text may hold what people typed (a listing's title, names),
// so it is escaped per the RFC and no character in it can end a line or start a property.

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** Controls a TEXT value may not hold (all but tab), and Unicode's own line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u2028\u2029]/g;

/** A TEXT value: backslash, semicolon and comma escaped, each line break (CRLF, CR or LF) as \\n, other controls dropped. */
const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(FORBIDDEN_IN_TEXT, '');
/** A URI value is not escaped, so anything a URI may not hold (spaces, controls) is taken out. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const plainUri = (uri: string) => uri.replace(/[\s\u0000-\u001f\u007f]/g, '');

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
    `UID:${escapeText(visit.uid)}`,
    `SEQUENCE:${visit.sequence}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(visit.startsAt)}`,
    `DTEND:${stamp(visit.endsAt)}`,
    `SUMMARY:${escapeText(visit.summary)}`,
    `LOCATION:${escapeText(visit.location)}`,
    `DESCRIPTION:${escapeText(visit.description)}`,
    `URL:${plainUri(visit.url)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
