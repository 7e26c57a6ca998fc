// The site visit's invitation as iCalendar text, written here rather than by a library so that
// every value is encoded as the standards say (decision 156): a TEXT value (summary, description,
// location) escapes backslash, semicolon and comma and writes every line break (CRLF, a lone CR
// or LF) as \n (RFC 5545); a parameter value (a person's CN) is always quoted, with ^, a line
// break and " written ^^, ^n and ^' (RFC 6868); other control characters are dropped; lines are
// folded at 75 octets without splitting a character. Whatever a visitor typed stays inside its
// own value: it cannot end a line, open a parameter or add a property.

/** A line break in any form, then the control characters no value may hold (HTAB is allowed in TEXT). */
const LINE_BREAK = /\r\n|\r|\n/g;
const TEXT_CONTROLS = new RegExp(
  `[${String.fromCharCode(0)}-${String.fromCharCode(8)}${String.fromCharCode(10)}-${String.fromCharCode(31)}${String.fromCharCode(127)}]`,
  'g',
);
const PARAM_CONTROLS = new RegExp(`[${String.fromCharCode(0)}-${String.fromCharCode(31)}${String.fromCharCode(127)}]`, 'g');

/** A TEXT value (RFC 5545, 3.3.11). */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(LINE_BREAK, '\\n').replace(TEXT_CONTROLS, '');
}

/** A quoted parameter value (RFC 5545, 3.2, with RFC 6868's caret encoding). */
export function icsParam(value: string): string {
  const encoded = value.replace(/\^/g, '^^').replace(LINE_BREAK, '^n').replace(/"/g, "^'").replace(PARAM_CONTROLS, '');
  return `"${encoded}"`;
}

/** A mailto: address as a CAL-ADDRESS value: nothing that could end the line or the value. */
export function icsMailto(email: string): string {
  return `mailto:${email.replace(/[\s;:,"<>\\]/g, '')}`;
}

const encoder = new TextEncoder();

/** A content line folded at 75 octets (CRLF and a space before each continuation). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets, each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A UTC date-time ('20261202T060000Z'). */
export function icsDateTime(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export type IcsPerson = { name: string; email: string };

export type IcsEvent = {
  method: 'REQUEST' | 'CANCEL';
  productId: string;
  uid: string;
  sequence: number;
  stamp: Date;
  start: Date;
  minutes: number;
  /** Left out for a cancel that only takes the attendees named off the event. */
  status?: 'CONFIRMED' | 'CANCELLED';
  summary: string;
  description: string;
  location: string;
  /** Whom replies go to; `sentBy` when another address sends the mail for them. */
  organizer: IcsPerson & { sentBy?: string };
  attendees: IcsPerson[];
};

/** The calendar of one event, its lines ended by CRLF. */
export function icsCalendar(event: IcsEvent): string {
  const organizerParams = [
    `CN=${icsParam(event.organizer.name)}`,
    ...(event.organizer.sentBy && event.organizer.sentBy !== event.organizer.email
      ? [`SENT-BY=${icsParam(icsMailto(event.organizer.sentBy))}`]
      : []),
  ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${icsText(event.productId)}`,
    `METHOD:${event.method}`,
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DURATION:PT${event.minutes}M`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `LOCATION:${icsText(event.location)}`,
    ...(event.status ? [`STATUS:${event.status}`] : []),
    `ORGANIZER;${organizerParams.join(';')}:${icsMailto(event.organizer.email)}`,
    ...event.attendees.map(
      (person) => `ATTENDEE;RSVP=TRUE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;CN=${icsParam(person.name)}:${icsMailto(person.email)}`,
    ),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
