import nodemailer, { type Transporter } from 'nodemailer';
import type { Notifier, NotifierMessage } from '../accounts/Notifier';

/**
 * Sends e-mail through an SMTP server (`--smtp-url`, e.g. `smtps://user:password@mail.example.com:465`).
 * SMS has no transport here: those messages go to the fallback notifier (the outbox).
 */
export class SmtpNotifier implements Notifier {
  readonly #transport: Transporter;
  readonly #from: string;
  readonly #fallback: Notifier;

  constructor(options: { url: string; from: string; fallback: Notifier }) {
    this.#transport = nodemailer.createTransport(options.url);
    this.#from = options.from;
    this.#fallback = options.fallback;
  }

  async send(message: NotifierMessage): Promise<void> {
    if (message.channel !== 'email') return this.#fallback.send(message);
    await this.#transport.sendMail({
      from: this.#from,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
      ...(message.attachments
        ? {
            attachments: message.attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: file.content,
            })),
          }
        : {}),
    });
  }

  close(): void {
    this.#transport.close();
  }
}
