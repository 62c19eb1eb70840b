import { deviceSchema, type FleetClient, FleetStore, MESSAGES, TrackingStore } from '@fleetkit/sdk-core';
import { startTestServer, type TestServer } from '@fleetkit/test-server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FleetProvider } from '../context/FleetContext';
import { Toaster } from '../primitives/Toaster';
import { DocumentDialog } from './DocumentDialog';
import { DocumentTable } from './DocumentTable';

// Documents against the real reference server (in-memory database and storage).
let server: TestServer;
let client: FleetClient;
let vehicleId: number;

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser({ email: 'owner@example.com' });
  ({ client } = await server.signIn('owner@example.com'));
  vehicleId = (
    await client.vehicles.create({
      name: 'Tipper',
      category: 'truck',
      uniqueId: 'DOC-1',
      phone: '98',
      contact: '98',
    })
  ).id;
}, 120_000);
afterAll(async () => server?.close(), 60_000);

function renderWithFleet(ui: ReactNode, as: FleetClient = client) {
  const store = new FleetStore();
  store.setDevices([deviceSchema.parse({ id: vehicleId, name: 'Tipper', uniqueId: 'DOC-1' })]);
  return render(
    <FleetProvider client={as} store={store} tracking={new TrackingStore()}>
      {ui}
      <Toaster events={false} />
    </FleetProvider>,
  );
}

// Toasts live until dismissed (SPEC §8) in one global list: each test starts without them.
afterEach(() => {
  toast.dismiss();
});

// jsdom and react-aria are slow on a busy machine: allow more than the default 5 s per test.
describe('DocumentDialog against the server', { timeout: 60_000 }, () => {
  it("adds a vehicle document with 'Processing...' then 'Document Added'", async () => {
    const user = userEvent.setup({ delay: null });
    const onSaved = vi.fn();
    renderWithFleet(
      <DocumentDialog
        isOpen
        onOpenChange={() => {}}
        preset={{ category: 'vehicle', entityId: vehicleId }}
        onSaved={onSaved}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Document Type$/ }));
    await user.click(await screen.findByRole('option', { name: 'Insurance' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: 'Policy No.' }), 'POL-123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.documentAdded)).toBeInTheDocument();
    const [saved] = await client.documents.list({ documentOf: 'vehicle', entityId: vehicleId });
    expect(saved).toMatchObject({ documentType: 'insurance', identificationNo: 'POL-123' });
    expect(saved?.fileIds).toEqual([]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ $id: saved?.$id }));
  });
});

// jsdom and react-aria are slow on a busy machine: allow more than the default 5 s per test.
describe('DocumentTable against the server', { timeout: 60_000 }, () => {
  it("lists a vehicle's documents, views, filters and deletes with 'Deleting Document!' then 'Document Deleted'", async () => {
    const user = userEvent.setup({ delay: null });
    const other = (
      await client.vehicles.create({
        name: 'Empty',
        category: 'van',
        uniqueId: 'DOC-2',
        phone: '98',
        contact: '98',
      })
    ).id;
    await client.documents.create({
      documentOf: 'vehicle',
      entityId: other,
      documentType: 'pollution',
      identificationNo: 'PC-1',
    });
    renderWithFleet(<DocumentTable deviceId={other} />);
    expect(await screen.findByRole('cell', { name: 'PC-1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Others' })).toHaveAttribute('href', '/dashboard/document');

    await user.click(screen.getByRole('button', { name: /Document Type$/ }));
    await user.click(await screen.findByRole('option', { name: 'Insurance' }));
    expect(screen.getByText(MESSAGES.noDocumentsFound)).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'PC-1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Document Type$/ }));
    await user.click(await screen.findByRole('option', { name: 'Pollution Certificate' }));
    expect(screen.getByRole('cell', { name: 'PC-1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View' }));
    const details = await screen.findByRole('dialog', { name: 'Document Details' });
    expect(within(details).getByText(MESSAGES.noDescription)).toBeInTheDocument();
    expect(within(details).getByText(MESSAGES.noFiles)).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Document' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.documentDeleted)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noDocumentAddedYet)).toBeInTheDocument();
    expect(await client.documents.list({ documentOf: 'vehicle', entityId: other })).toEqual([]);
  });

  it('offers no Edit or Delete on a document the server marks not editable for this user', async () => {
    const user = userEvent.setup({ delay: null });
    const vehicle = (
      await client.vehicles.create({
        name: 'Shared',
        category: 'truck',
        uniqueId: 'DOC-5',
        phone: '98',
        contact: '98',
      })
    ).id;
    await client.documents.create({
      documentOf: 'vehicle',
      entityId: vehicle,
      documentType: 'pollution',
      identificationNo: 'PC-5',
    });
    // A user who may read the vehicle but not change it (deviceReadonly): the server answers 403 on change.
    await server.createUser({ email: 'admin@example.com', administrator: true });
    const viewerRow = await server.createUser({ email: 'viewer@example.com', deviceReadonly: true });
    const { client: admin } = await server.signIn('admin@example.com');
    await admin.permissions.link({ userId: viewerRow.id, deviceId: vehicle });
    const { client: viewer } = await server.signIn('viewer@example.com');

    renderWithFleet(<DocumentTable deviceId={vehicle} />, viewer);
    const row = (await screen.findByRole('cell', { name: 'PC-5' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'View' }));
    const details = await screen.findByRole('dialog', { name: 'Document Details' });
    expect(within(details).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it("reads 'No Documents' when read-only and empty", async () => {
    const empty = (
      await client.vehicles.create({
        name: 'Bare',
        category: 'car',
        uniqueId: 'DOC-3',
        phone: '98',
        contact: '98',
      })
    ).id;
    renderWithFleet(<DocumentTable deviceId={empty} readOnly />);
    expect(await screen.findByText(MESSAGES.noDocuments)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Document' })).toBeNull();
  });

  it("shows 'Failed to delete Document' when the document is already gone", async () => {
    const user = userEvent.setup({ delay: null });
    const vehicle = (
      await client.vehicles.create({
        name: 'Gone',
        category: 'car',
        uniqueId: 'DOC-4',
        phone: '98',
        contact: '98',
      })
    ).id;
    const document = await client.documents.create({
      documentOf: 'vehicle',
      entityId: vehicle,
      documentType: 'fitness',
      identificationNo: 'FIT-1',
    });
    renderWithFleet(<DocumentTable deviceId={vehicle} />);
    await screen.findByRole('cell', { name: 'FIT-1' });
    await client.documents.remove(document.$id);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.documentDeleteFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(MESSAGES.documentDeleting)).toBeNull());
  });
});
