import { MESSAGES } from '@fleetkit/sdk-core';
import { DIALOG_TEXTS } from '@fleetkit/sdk-core/labels';
import { expect, type Page, test } from '@playwright/test';
import { type FleetWindow, openFleetPage } from './support/fleetPage';
import { signIn } from './support/history';

declare const window: FleetWindow & Window;

/** Two images drawn and encoded by the browser itself: a PNG and a JPEG. */
async function browserImages(page: Page) {
  const encoded = await page.evaluate(() =>
    (['image/png', 'image/jpeg'] as const).map((type, i) => {
      const canvas = document.createElement('canvas');
      canvas.width = 96;
      canvas.height = 64;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.fillStyle = i === 0 ? '#c62828' : '#1565c0';
      context.fillRect(0, 0, 96, 64);
      context.fillStyle = '#ffffff';
      context.fillText(i === 0 ? 'FRONT' : 'BACK', 20, 36);
      return canvas.toDataURL(type).split(',')[1] ?? '';
    }),
  );
  return [
    { name: 'truck-front.png', mimeType: 'image/png', buffer: Buffer.from(encoded[0] ?? '', 'base64') },
    { name: 'truck-back.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(encoded[1] ?? '', 'base64') },
  ];
}

/** A stored file as the server gives it back: its model's name and the bytes of its view URL. */
function storedFile(page: Page, fileId: string) {
  return page.evaluate(async (id) => {
    const base = `/v1/storage/buckets/documents/files/${id}`;
    const model = await fetch(base, { headers: { 'X-Appwrite-Project': 'fleetkit' } });
    if (!model.ok) return { status: model.status, name: null, base64: null };
    const view = await fetch(`${base}/view?project=fleetkit`);
    const bytes = new Uint8Array(await view.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return {
      status: view.status,
      name: ((await model.json()) as { name: string }).name,
      base64: btoa(binary),
    };
  }, fileId);
}

const documentsOf = (page: Page, vehicleId: number) =>
  page.evaluate(
    (id) => window.fleetTest.client.documents.list({ documentOf: 'vehicle', entityId: id }),
    vehicleId,
  );

test('a vehicle document uploads two images through the server, keeps one when edited and is deleted', async ({
  page,
}) => {
  await openFleetPage(page, '?styles=none');
  await signIn(page);
  const vehicleId = await page.evaluate(
    async () =>
      (
        await window.fleetTest.client.vehicles.create({
          name: 'Document truck',
          category: 'truck',
          uniqueId: 'E2E-DOC-1',
          phone: '98',
          contact: '98',
        })
      ).id,
  );
  await page.evaluate((id) => window.fleetTest.set({ documents: { vehicleId: id } }), vehicleId);
  const images = await browserImages(page);

  // Add: type, number, then the two images from the file picker.
  await page.getByRole('button', { name: DIALOG_TEXTS.addDocument }).click();
  const dialog = page.getByRole('dialog', { name: DIALOG_TEXTS.addDocumentTitle });
  await dialog.getByRole('button', { name: new RegExp(`${DIALOG_TEXTS.documentType}$`) }).click();
  await page.getByRole('option', { name: 'Insurance' }).click();
  await dialog.getByRole('button', { name: DIALOG_TEXTS.next }).click();
  await dialog.getByRole('textbox', { name: 'Policy No.' }).fill('POL-E2E-1');
  await dialog.locator('input[type="file"]').setInputFiles(images);
  for (const image of images) await expect(dialog.getByRole('img', { name: image.name })).toBeVisible();
  await expect(page.getByText(MESSAGES.fileUploaded)).toHaveCount(2);
  await dialog.getByRole('button', { name: DIALOG_TEXTS.submit }).click();
  await expect(page.getByText(MESSAGES.documentAdded)).toBeVisible();

  // The server holds the document with both files, byte for byte.
  const [added] = await documentsOf(page, vehicleId);
  expect(added).toMatchObject({ documentType: 'insurance', identificationNo: 'POL-E2E-1' });
  expect(added?.fileIds).toHaveLength(2);
  const stored = await Promise.all((added?.fileIds ?? []).map((id) => storedFile(page, id)));
  expect(stored.map((file) => [file.status, file.name, file.base64]).sort()).toEqual(
    images.map((image) => [200, image.name, image.buffer.toString('base64')]).sort(),
  );
  await expect(page.getByRole('cell', { name: 'POL-E2E-1' })).toBeVisible();

  // Edit: remove the PNG; the JPEG stays, the PNG is gone from the server.
  const png = added?.fileIds[stored.findIndex((file) => file.name === 'truck-front.png')] ?? '';
  const jpeg = added?.fileIds.find((id) => id !== png) ?? '';
  await page.getByRole('button', { name: DIALOG_TEXTS.edit }).click();
  const editing = page.getByRole('dialog', { name: DIALOG_TEXTS.editDocumentTitle });
  await expect(editing.getByRole('img')).toHaveCount(2);
  await editing.getByRole('button', { name: DIALOG_TEXTS.documentRemoveImage(png) }).click();
  await expect(page.getByText(MESSAGES.fileRemoved)).toBeVisible();
  await expect(editing.getByRole('img')).toHaveCount(1);
  await editing.getByRole('button', { name: DIALOG_TEXTS.submit }).click();
  await expect(page.getByText(MESSAGES.documentUpdated)).toBeVisible();
  const [edited] = await documentsOf(page, vehicleId);
  expect(edited?.fileIds).toEqual([jpeg]);
  expect((await storedFile(page, png)).status).toBe(404);
  const kept = await storedFile(page, jpeg);
  expect([kept.status, kept.name, kept.base64]).toEqual([
    200,
    'truck-back.jpg',
    images[1]?.buffer.toString('base64'),
  ]);

  // Delete: confirmed, the document is gone from the server.
  await page.getByRole('button', { name: DIALOG_TEXTS.delete }).click();
  const confirm = page.getByRole('alertdialog', { name: DIALOG_TEXTS.documentDeleteTitle });
  await confirm.getByRole('button', { name: DIALOG_TEXTS.delete }).click();
  await expect(page.getByText(MESSAGES.documentDeleted)).toBeVisible();
  await expect(page.getByText(MESSAGES.noDocumentAddedYet)).toBeVisible();
  expect(await documentsOf(page, vehicleId)).toEqual([]);
});
