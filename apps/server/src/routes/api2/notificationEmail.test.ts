import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { listenOnAnyPort, startTestServer, type TestServer } from '../../test/harness';

interface Mail {
  from: string;
  to: string[];
  text: string;
}

let t: TestServer;
let smtp: SMTPServer;
let osmandPort: number;
const received: Mail[] = [];

beforeAll(async () => {
  // A mail server on this machine that keeps what it is given.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          text,
        });
        callback();
      });
    },
  });
  const smtpPort = await listenOnAnyPort(smtp.server);
  t = await startTestServer(
    { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, smtpFrom: 'Fleet alerts <alerts@fleet.example.com>' },
    { devices: ['osmand'] },
  );
  osmandPort = t.port('osmand');
  await t.createUser({ email: 'owner@example.com' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The tracker reports with its ignition off, then on ten seconds later: an `ignitionOn` event. */
async function switchIgnitionOn(uniqueId: string): Promise<void> {
  const second = Math.floor(Date.now() / 1000) - 60;
  for (const [offset, ignition] of [
    [0, false],
    [10, true],
  ] as const) {
    const sent = await fetch(
      `http://127.0.0.1:${osmandPort}/?id=${uniqueId}&lat=27.7&lon=85.3&timestamp=${second + offset}&ignition=${ignition}`,
    );
    expect(sent.status).toBe(200);
  }
}

describe('e-mail notifications over SMTP', () => {
  it('sends a chosen event to the SMTP server instead of the outbox', async () => {
    const owner = await t.signIn('owner@example.com');
    await owner.client.devices.create({ name: 'Mailed truck', uniqueId: 'MAIL-1' });
    await owner.client.notificationSettings.update({ email: ['ignitionOn'] });
    await switchIgnitionOn('MAIL-1');
    await expect.poll(() => received, { message: 'the e-mail at the SMTP server' }).not.toEqual([]);

    expect(received[0]).toMatchObject({ from: 'alerts@fleet.example.com', to: ['owner@example.com'] });
    // The event's title and details as the portal shows them (sdk-core formatEvent), never its raw type.
    expect(received[0]?.text).toContain('Subject: Ignition On: Mailed truck');
    const body = (received[0]?.text ?? '').replace(/=\r?\n/g, ''); // quoted-printable soft breaks
    expect(body).toContain('The engine was switched on');
    // When, as its reader reads it: a local time with its zone, not a machine timestamp.
    expect(body).toMatch(/Ignition On: Mailed truck at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \([\w/]+\)\./);
    expect(await t.server.ctx.db.select().from(outbox)).toEqual([]);
  });

  it("writes the event's mail in its reader's language: title, details and the frame around them", async () => {
    await t.createUser({ email: 'sita@example.com', attributes: { language: 'ne' } });
    const sita = await t.signIn('sita@example.com');
    await sita.client.devices.create({ name: 'Sajha Bus 7', uniqueId: 'MAIL-2' });
    await sita.client.notificationSettings.update({ email: ['ignitionOn'] });
    const before = received.length;
    await switchIgnitionOn('MAIL-2');
    await expect
      .poll(() => received.slice(before).filter((mail) => mail.to.includes('sita@example.com')).length, {
        message: "Sita's e-mail at the SMTP server",
      })
      .toBe(1);
    const raw = received.slice(before).find((mail) => mail.to.includes('sita@example.com'))?.text ?? '';
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe('इग्निसन अन: Sajha Bus 7');
    expect(mail.text).toContain('इन्जिन सुरु गरियो');
    expect(mail.text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \([\w/]+\) मा इग्निसन अन: Sajha Bus 7।/);
  });
});
