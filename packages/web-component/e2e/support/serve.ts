// What the browser tests talk to: the real Fleetkit server (in-memory database, free port, the OsmAnd
// gateway on a free port, serving the built script-tag bundle under /embed/) and a partner site on a
// second loopback port that serves plain HTML pages from e2e/pages. The partner's origin is the
// server's one allowed embedding origin. A page's `{{name}}` placeholders are filled, HTML-escaped,
// from its query string, so each page stays static HTML with one script tag and the element.
// Prints one line `READY {...}` and runs until it is sent SIGTERM.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startTestServer, TEST_PASSWORD } from '@fleetkit/test-server';
import { runServeChild, type Served } from '../../../../scripts/e2e/serveChild';

export const E2E_OWNER = 'partner-owner@example.com';

const pagesDir = fileURLToPath(new URL('../pages/', import.meta.url));
const embedDir = fileURLToPath(new URL('../../dist/embed/', import.meta.url));

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function main(): Promise<Served> {
  const site = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner.invalid');
    const name = url.pathname.replace(/^\//, '') || 'index.html';
    if (!/^[\w-]+\.html$/.test(name)) {
      response.writeHead(404).end('not found');
      return;
    }
    try {
      const template = await readFile(`${pagesDir}${name}`, 'utf8');
      const html = template.replace(/\{\{(\w+)\}\}/g, (_, key: string) =>
        escapeHtml(url.searchParams.get(key) ?? ''),
      );
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const pageUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const fleet = await startTestServer({ embedOrigins: [pageUrl], embedDir }, { devices: ['osmand'] });
  const osmandPort = fleet.port('osmand');
  await fleet.createUser({ email: E2E_OWNER, name: 'Partner Owner' });
  return {
    ready: { pageUrl, serverUrl: fleet.url, osmandPort, email: E2E_OWNER, password: TEST_PASSWORD },
    close: async () => {
      site.close();
      await fleet.close();
    },
  };
}

runServeChild(main);
