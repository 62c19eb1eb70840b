import { createFleetClient, deviceSchema, FleetStore, MESSAGES, TrackingStore } from '@fleetkit/sdk-core';
import { createFileStore } from '@fleetkit/sdk-core/files';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FleetProvider } from '../context/FleetContext';
import { DocumentDialog } from './DocumentDialog';

// Step rules only: nothing here reaches a server (saving is tested in documents.server.test.tsx).
function renderDialog(props: Partial<Parameters<typeof DocumentDialog>[0]> = {}) {
  const store = new FleetStore();
  store.setDevices([
    deviceSchema.parse({ id: 7, name: 'Tipper 7', uniqueId: 'T7' }),
    deviceSchema.parse({ id: 8, name: 'Bus 8', uniqueId: 'B8' }),
  ]);
  return render(
    <FleetProvider
      client={createFleetClient({ baseUrl: 'http://127.0.0.1:9' })}
      store={store}
      tracking={new TrackingStore()}
    >
      <DocumentDialog isOpen onOpenChange={() => {}} {...props} />
    </FleetProvider>,
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string | RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// jsdom and react-aria are slow on a busy machine: allow more than the default 5 s per test.
describe('DocumentDialog', { timeout: 60_000 }, () => {
  it('enables Next only with category and type, and the entity unless the category is Others', async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await choose(user, /Category$/, 'Vehicle');
    await choose(user, /Document Type$/, 'Insurance');
    expect(next).toBeDisabled();
    await choose(user, / Vehicle$/, 'Tipper 7');
    expect(next).toBeEnabled();

    await choose(user, /Category$/, 'Others');
    expect(screen.queryByRole('button', { name: / Vehicle$/ })).toBeNull();
    expect(next).toBeDisabled();
    await choose(user, /Document Type$/, 'Others');
    expect(next).toBeEnabled();
  });

  it('clears type and entity when the category changes', async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog();
    await choose(user, /Category$/, 'Vehicle');
    await choose(user, / Vehicle$/, 'Bus 8');
    await choose(user, /Document Type$/, 'Pollution Certificate');
    expect(screen.getByRole('button', { name: /Document Type$/ })).toHaveTextContent('Pollution Certificate');
    await choose(user, /Category$/, 'Driver');
    expect(screen.getByRole('button', { name: /Document Type$/ })).not.toHaveTextContent(
      'Pollution Certificate',
    );
    await choose(user, /Category$/, 'Vehicle');
    expect(screen.getByRole('button', { name: / Vehicle$/ })).not.toHaveTextContent('Bus 8');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("opens the type's form, refuses an empty submit and returns to step 1 on Cancel keeping the choices", async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog({ preset: { category: 'vehicle', entityId: 7 } });
    await choose(user, /Document Type$/, 'Insurance');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'Policy No.' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Insurer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('At least one of the fields must be filled');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Policy No.' })).toBeNull();
    expect(screen.getByRole('button', { name: /Document Type$/ })).toHaveTextContent('Insurance');
    expect(screen.getByRole('button', { name: / Vehicle$/ })).toHaveTextContent('Tipper 7');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('starts at step 2 with the values when editing', () => {
    renderDialog({
      document: {
        $id: 'doc-1',
        documentOf: 'vehicle',
        entityId: 7,
        documentType: 'insurance',
        fileIds: [],
        identificationNo: 'POL-9',
      },
    });
    expect(screen.getByRole('heading', { name: 'Edit Document' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Policy No.' })).toHaveValue('POL-9');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it("refuses more than 4 images with 'Cannot upload more than 4 files' and other types, before any upload", async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    // A store on an address that is never contacted: the checks happen before any upload.
    const fileStore = createFileStore({
      endpoint: 'http://127.0.0.1:9/v1',
      project: 'fleetkit',
      bucket: 'documents',
    });
    renderDialog({ preset: { category: 'others' }, fileStore });
    await choose(user, /Document Type$/, 'Others');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const images = Array.from(
      { length: 5 },
      (_, i) => new File(['x'], `photo${i}.png`, { type: 'image/png' }),
    );
    await user.upload(screen.getByLabelText('Add images'), images);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.tooManyFiles);
    expect(MESSAGES.tooManyFiles).toBe('Cannot upload more than 4 files');
    await user.upload(screen.getByLabelText('Add images'), [
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only jpg, jpeg, webp and png images can be uploaded',
    );
    expect(within(screen.getByRole('group', { name: 'Images' })).queryAllByRole('listitem')).toHaveLength(0);
  });
});
