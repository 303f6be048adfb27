/**
 * Reads mails the server wrote to its outbox folder, decoding them enough to find recipients and links. The server
 * sends mail after its answer (the durable outbox, src/mail/outbox/), so every reader first waits for the
 * dispatcher of the app writing to that folder to drain: createTestApp registers it here. For a server process
 * (no drain known), latestTokenFor waits for the link to appear instead.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const drains = new Map<string, () => Promise<void>>();

/** Called by createTestApp: readers of `dir` wait for `drain` first, until `unregister` is called. */
export function registerOutboxDrain(dir: string, drain: () => Promise<void>): () => void {
  drains.set(dir, drain);
  return () => {
    if (drains.get(dir) === drain) drains.delete(dir);
  };
}

const LINK_WAIT_MS = 10_000;

export interface ReadMail {
  file: string;
  to: string;
  subject: string;
  raw: string;
  text: string;
  links: string[];
}

function decodeQuotedPrintable(body: string): string {
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function parseMail(file: string, raw: string): ReadMail {
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
  const text = decodeQuotedPrintable(raw);
  const links = [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
  return { file, to: header('To'), subject: header('Subject'), raw, text, links };
}

export async function readOutbox(dir: string): Promise<ReadMail[]> {
  await drains.get(dir)?.();
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(names.map(async (name) => parseMail(name, await readFile(join(dir, name), 'utf8'))));
}

export async function mailsTo(dir: string, address: string): Promise<ReadMail[]> {
  return (await readOutbox(dir)).filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

/** The token query parameter of the first link in the newest mail to the address that has one. */
export async function latestTokenFor(dir: string, address: string, path: '/verify-email' | '/reset-password' | '/confirm-email-change'): Promise<string> {
  const waitUntil = drains.has(dir) ? 0 : Date.now() + LINK_WAIT_MS;
  for (;;) {
    const mails = await mailsTo(dir, address);
    for (const mail of mails.reverse()) {
      for (const link of mail.links) {
        const url = new URL(link);
        const token = url.searchParams.get('token');
        if (url.pathname === path && token) return token;
      }
    }
    if (Date.now() >= waitUntil) throw new Error(`No ${path} link mailed to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
