import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { json, startTestServer, type TestServer } from '../../test/harness';
import type { NotifierMessage } from './Notifier';
import { notifierFor, setNotifier } from './notifierFor';
import { OutboxNotifier } from './OutboxNotifier';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ publicUrl: 'https://fleet.example.com' });
});
afterAll(() => t.close());

describe('OutboxNotifier', () => {
  it('keeps the message in the outbox table and writes its text to the log', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const notifier = new OutboxNotifier({ db: t.server.ctx.db, log: pino({ level: 'info' }, sink) });
    await notifier.send({
      channel: 'sms',
      recipient: '+9779800000000',
      subject: 'Code',
      body: 'Your code is 424242.',
    });
    const rows = await t.server.ctx.db.select().from(outbox).where(eq(outbox.recipient, '+9779800000000'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'sms',
      subject: 'Code',
      body: 'Your code is 424242.',
      sentAt: null,
    });
    expect(lines.join('')).toContain('Your code is 424242.');
  });
});

describe('setNotifier', () => {
  it('sends account messages through the notifier set for the server instead of the outbox', async () => {
    expect(notifierFor(t.server.ctx)).toBeInstanceOf(OutboxNotifier);
    const sent: NotifierMessage[] = [];
    setNotifier(t.server.ctx, { send: async (message) => void sent.push(message) });
    await t.createUser({ email: 'mailed@example.com' });
    const response = await t.fetch('/api/password/reset', {
      method: 'POST',
      body: new URLSearchParams({ email: 'mailed@example.com' }),
    });
    expect(response.status).toBe(204);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', recipient: 'mailed@example.com' });
    expect(sent[0]?.body).toMatch(/\/reset-password\?passwordReset=/);
    await t.createUser({ email: 'admin@example.com', administrator: true });
    const { cookie } = await t.signIn('admin@example.com');
    expect(
      await json(await t.fetch('/api2/account/outbox?recipient=mailed@example.com', { cookie })),
    ).toEqual([]);
  });
});
