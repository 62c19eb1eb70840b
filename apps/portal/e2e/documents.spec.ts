import { MESSAGES } from '@fleetkit/sdk-core';
import { expect, type Page, test } from '@playwright/test';
import { png } from './images';
import { checkPage } from './pageChecks';
import { signIn } from './signIn';
import { contactOf, IMEI, simOf } from './trackerIds';

interface StoredDocument {
  $id: string;
  documentType: string;
  identificationNo?: string | null;
  fileIds: string[];
}

const documentsOnServer = async (page: Page) =>
  (await (await page.request.get('/api2/documents')).json()) as StoredDocument[];

/** A date `days` from today, as the date field takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a vehicle document is added in two steps with two images, viewed, edited and deleted', async ({
  page,
}, testInfo) => {
  test.slow();
  await signIn(page);
  // Start from no documents, so the page's empty state shows.
  for (const document of await documentsOnServer(page)) {
    expect((await page.request.delete(`/api2/documents/${document.$id}`)).ok()).toBe(true);
  }
  const vehicle = await page.request.post('/api2/devices', {
    data: {
      name: 'Hetauda Tipper',
      category: 'truck',
      uniqueId: IMEI.documentedCar,
      phone: simOf(IMEI.documentedCar),
      contact: contactOf(IMEI.documentedCar),
    },
  });
  expect(vehicle.ok()).toBe(true);
  const { id: vehicleId } = (await vehicle.json()) as { id: number };

  await page.goto('/dashboard/document');
  await expect(page.getByText(MESSAGES.noDocumentAddedYet, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Document' }).click();
  const add = page.getByRole('dialog', { name: 'Add Document' });

  // Step 1: Next waits for category, vehicle and type.
  await expect(add.getByRole('button', { name: 'Next' })).toBeDisabled();
  await add.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Vehicle', exact: true }).click();
  await add.getByRole('button', { name: /Document Type/ }).click();
  await page.getByRole('option', { name: 'Insurance', exact: true }).click();
  await expect(add.getByRole('button', { name: 'Next' })).toBeDisabled();
  await add.getByRole('button', { name: /Vehicle$/ }).click();
  await page.getByRole('option', { name: 'Hetauda Tipper' }).click();
  await add.getByRole('button', { name: 'Next' }).click();

  // Step 2: an empty form is refused; two images are uploaded to the server.
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add.getByText('At least one of the fields must be filled')).toBeVisible();
  await add.getByRole('textbox', { name: 'Policy No.' }).fill('POL-778');
  await add.getByLabel('Expiry Date').fill(inDays(10));
  await add.getByLabel('Add images').setInputFiles([
    { name: 'policy-front.png', mimeType: 'image/png', buffer: png(64, [200, 40, 40]) },
    { name: 'policy-back.png', mimeType: 'image/png', buffer: png(48, [40, 90, 200]) },
  ]);
  await expect(add.getByRole('img', { name: 'policy-front.png' })).toBeVisible();
  await expect(add.getByRole('img', { name: 'policy-back.png' })).toBeVisible();
  await expect(add.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(MESSAGES.documentAdded, { exact: true })).toBeVisible();
  await expect(add).toBeHidden();

  const [saved] = await documentsOnServer(page);
  expect(saved).toMatchObject({ documentType: 'insurance', identificationNo: 'POL-778' });
  expect(saved?.fileIds).toHaveLength(2);
  for (const fileId of saved?.fileIds ?? []) {
    const image = await page.request.get(`/v1/storage/buckets/documents/files/${fileId}/view`);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  const table = page.getByRole('table', { name: 'Documents' });
  const row = table.getByRole('row', { name: /POL-778/ });
  await expect(row.getByRole('cell', { name: 'Hetauda Tipper', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  // Expiring within 15 days: listed above the table.
  await expect(page.getByRole('region', { name: 'Document expiry' })).toContainText('Expires');

  await page.getByRole('button', { name: 'View Insurance of Hetauda Tipper' }).click();
  const details = page.getByRole('dialog', { name: 'Document Details' });
  await expect(details.getByText('POL-778')).toBeVisible();
  await expect(details.getByRole('img')).toHaveCount(2);
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();

  await page.getByRole('button', { name: 'Edit Insurance of Hetauda Tipper' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Document' });
  // Editing starts on the form, with the document's two images.
  await expect(edit.getByRole('img')).toHaveCount(2);
  // At most 4 images: three more than the two there are refused, and nothing is uploaded.
  await edit.getByLabel('Add images').setInputFiles(
    [1, 2, 3].map((n) => ({
      name: `extra-${n}.png`,
      mimeType: 'image/png',
      buffer: png(16, [n * 60, 120, 80]),
    })),
  );
  await expect(edit.getByText(MESSAGES.tooManyFiles, { exact: true })).toBeVisible();
  await expect(edit.getByRole('img')).toHaveCount(2);
  await edit.getByRole('textbox', { name: 'Policy No.' }).fill('POL-779');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(MESSAGES.documentUpdated, { exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'POL-779', exact: true })).toBeVisible();
  const updated = (await documentsOnServer(page))[0];
  expect(updated).toMatchObject({ identificationNo: 'POL-779' });
  expect(updated?.fileIds).toEqual(saved?.fileIds);

  await checkPage(page, testInfo, 'documents');

  await page.getByRole('button', { name: 'Delete Insurance of Hetauda Tipper' }).click();
  await page.getByRole('dialog', { name: 'Delete Document' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(MESSAGES.documentDeleted, { exact: true })).toBeVisible();
  await expect(page.getByText(MESSAGES.noDocumentAddedYet, { exact: true })).toBeVisible();
  expect(await documentsOnServer(page)).toEqual([]);
  expect((await page.request.delete(`/api2/devices/${vehicleId}`)).ok()).toBe(true);
});
