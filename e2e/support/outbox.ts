/**
 * Reads the server's mail outbox: one RFC 822 .eml file per mail. Decodes the text/plain part (quoted-printable or
 * base64) and pulls out the links.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const char = joined[i] ?? '';
    const hex = joined.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with leading whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** The text/plain content of a mail, from a single-part or a multipart message. */
function plainText(raw: string): string {
  const { headers, body } = splitHeaders(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith('multipart/') || boundary === undefined) {
    return decodeBody(body, headers.get('content-transfer-encoding'));
  }
  for (const part of body.split(`--${boundary}`)) {
    const { headers: partHeaders, body: partBody } = splitHeaders(part.replace(/^\n/, ''));
    if ((partHeaders.get('content-type') ?? '').toLowerCase().startsWith('text/plain')) {
      return decodeBody(partBody, partHeaders.get('content-transfer-encoding'));
    }
  }
  throw new Error('The mail has no text/plain part');
}

export function parseMail(file: string, raw: string): Mail {
  const { headers } = splitHeaders(raw);
  const text = plainText(raw);
  const links = [...text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((match) => match[0]);
  return { file, to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', text, links };
}

export async function readOutbox(outboxDir: string): Promise<Mail[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(files.map(async (name) => parseMail(name, await readFile(join(outboxDir, name), 'utf8'))));
}

/** Waits for the newest mail to `to` whose link path contains `linkPath`, ignoring mails listed in `seen`. */
export async function waitForLink(
  outboxDir: string,
  options: { to: string; linkPath: string; seen?: ReadonlySet<string>; timeoutMs?: number },
): Promise<{ mail: Mail; link: URL }> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const mails = (await readOutbox(outboxDir)).filter((mail) => mail.to.includes(options.to) && !options.seen?.has(mail.file));
    for (const mail of mails.reverse()) {
      const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname.includes(options.linkPath));
      if (link) return { mail, link };
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${options.to} with a ${options.linkPath} link arrived in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function mailFiles(outboxDir: string): Promise<Set<string>> {
  return new Set((await readOutbox(outboxDir)).map((mail) => mail.file));
}
