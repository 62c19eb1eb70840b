/** How a message reaches a person. */
export type NotifierChannel = 'email' | 'sms';

/** One message to one recipient: a sign-up code, a password reset link or an account notice. */
export interface NotifierMessage {
  channel: NotifierChannel;
  /** An email address for `email`, a phone number for `sms`. */
  recipient: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** Files sent with an e-mail (a scheduled report's workbook). */
  attachments?: NotifierAttachment[];
}

/** A file attached to an e-mail. */
export interface NotifierAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Sends account messages. The server uses `OutboxNotifier` until a mail or SMS transport is set with
 * `setNotifier(ctx, notifier)`.
 *
 * @example
 * setNotifier(server.ctx, { send: (message) => mailer.sendMail({ to: message.recipient, subject: message.subject, text: message.body }) });
 */
export interface Notifier {
  /** Delivers (or queues) the message; rejects when it could not be accepted. */
  send(message: NotifierMessage): Promise<void>;
}
