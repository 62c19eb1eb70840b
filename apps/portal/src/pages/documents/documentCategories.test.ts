import { DOCUMENT_CATEGORY_LABELS } from '@fleetkit/sdk-core';
import { DOCUMENT_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { describe, expect, it } from 'vitest';

describe('the Documents page', () => {
  it("names the document categories as sdk-core's documents do", () => {
    expect(DOCUMENT_PAGE_TEXTS.categories).toEqual(DOCUMENT_CATEGORY_LABELS);
  });
});
