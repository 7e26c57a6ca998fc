// The parts of a received e-mail at any depth, decoded: its calendar invitations (text/calendar or
// application/ics) and its plain text, and an invitation's lines read as name → value.

function unfoldHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decode(encoding: string, body: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const text = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** Each calendar part of the message: its content type (with parameters) and its text. */
export function calendarParts(raw: string): Array<{ type: string; content: string }> {
  return mailParts(raw).filter((part) => /^(text\/calendar|application\/ics)/i.test(part.type));
}

/** The text/plain part of a message whose parts are nested (an invitation's e-mail). */
export function plainText(raw: string): string {
  return mailParts(raw).find((part) => /^text\/plain/i.test(part.type))?.content ?? '';
}

/** Every leaf part of the message, at any depth: its content type (with parameters) and its decoded text. */
export function mailParts(raw: string): Array<{ type: string; content: string }> {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  if (boundaries.length === 0) return [];
  const marker = new RegExp(`\\r?\\n--(?:${boundaries.map((b) => b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:--)?`);
  const found: Array<{ type: string; content: string }> = [];
  for (const chunk of raw.split(marker)) {
    const at = chunk.search(/\r?\n\r?\n/);
    if (at < 0) continue;
    const headers = unfoldHeaders(chunk.slice(0, at).replace(/^\r?\n/, ''));
    const type = headers['content-type'] ?? '';
    if (!type || /^multipart\//i.test(type)) continue;
    const body = chunk.slice(at).replace(/^\r?\n\r?\n/, '');
    found.push({ type, content: decode((headers['content-transfer-encoding'] ?? '').toLowerCase(), body) });
  }
  return found;
}

/** An invitation's properties (unfolded lines), the first of each name: 'METHOD', 'UID', 'SEQUENCE', 'DTSTART' … */
export function icsFields(ics: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).split(';')[0]!.toUpperCase();
    fields[name] ??= line.slice(colon + 1);
  }
  return fields;
}
