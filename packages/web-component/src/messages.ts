import { ELEMENT_TEXTS } from '@fleetkit/sdk-core/labels';

/**
 * Texts the elements show themselves, in English: sdk-core's `ELEMENT_TEXTS` (a label group, so each
 * has its Nepali translation for `lang="ne"`). SPEC's own texts come from sdk-core's `MESSAGES`; these
 * cover what SPEC leaves open for an embedded view (docs/decisions/web-component.md).
 */
export const ELEMENT_MESSAGES = ELEMENT_TEXTS;
