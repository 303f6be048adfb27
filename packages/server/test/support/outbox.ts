/** Reads mails the server wrote to its outbox folder, decoding them enough to find recipients and links. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

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
  const mails = await mailsTo(dir, address);
  for (const mail of mails.reverse()) {
    for (const link of mail.links) {
      const url = new URL(link);
      const token = url.searchParams.get('token');
      if (url.pathname === path && token) return token;
    }
  }
  throw new Error(`No ${path} link mailed to ${address}`);
}
