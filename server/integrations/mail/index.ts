import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { AppError } from '../../http/errors.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** One line printed to the console when mail goes to the local outbox (e.g. the reset link). */
  consoleSummary?: string;
}

export interface Mailer {
  /** True when a real mail server delivers the messages. */
  readonly configured: boolean;
  send(message: MailMessage): Promise<void>;
}

/** Built-in default: each message is written as JSON to `<dir>/<time>-<id>.json`. */
export function createOutboxMailer(dir: string, from: string, log?: FastifyBaseLogger): Mailer {
  return {
    configured: false,
    async send(message) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`,
      );
      const { consoleSummary, ...mail } = message;
      await writeFile(
        file,
        JSON.stringify({ from, ...mail, createdAt: new Date().toISOString() }, null, 2),
        { mode: 0o600 },
      );
      if (consoleSummary) console.info(`[mail outbox] ${consoleSummary}`);
      log?.info({ file, to: message.to, subject: message.subject }, 'mail written to outbox');
    },
  };
}

/** SMTP through nodemailer, switched on by SMTP_URL. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer loads with the first message, not on every start.
  let transport: Promise<Transporter> | undefined;
  const connect = () =>
    (transport ??= import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl)));
  return {
    configured: true,
    async send({ to, subject, text, html }) {
      try {
        await (await connect()).sendMail({ from, to, subject, text, html });
      } catch (error) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'Email could not be sent. Please try again later.',
          {
            details: error instanceof Error ? error.message : String(error),
          },
        );
      }
    },
  };
}

/** SMTP when SMTP_URL is set, otherwise the file outbox under DATA_DIR. */
export function createMailer(env: {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  DATA_DIR: string;
}): Mailer {
  return env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createOutboxMailer(path.join(env.DATA_DIR, 'outbox'), env.MAIL_FROM);
}
