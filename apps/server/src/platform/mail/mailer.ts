import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export type Mail = { to: string; subject: string; text: string; html?: string; fromName?: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * SMTP when `SMTP_URL` is set; otherwise each message is written as an `.eml` file to the outbox
 * folder (open it with any mail client) and its first link is logged, so sign-up and reset flows
 * work on a machine with no mail server.
 */
export function createMailer(config: Config, log: (msg: string) => void): Mailer {
  const from = (name?: string) => (name ? `"${name.replace(/"/g, '')}" <${config.MAIL_FROM}>` : config.MAIL_FROM);
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({ from: from(mail.fromName), to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: from(mail.fromName), to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await fs.promises.mkdir(config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeName(mail.to)}.eml`;
      // Written aside, then renamed: whoever watches the folder never reads half a message.
      const target = path.join(config.outboxDir, name);
      await fs.promises.writeFile(`${target}.part`, info.message as Buffer);
      await fs.promises.rename(`${target}.part`, target);
      const link = mail.text.match(/https?:\/\/\S+/)?.[0];
      log(`Mail to ${mail.to} written to ${path.join(config.outboxDir, name)}${link ? ` (link: ${link})` : ''}`);
    },
  };
}

const safeName = (s: string) => s.replace(/[^a-z0-9@._-]/gi, '_').slice(0, 80);
