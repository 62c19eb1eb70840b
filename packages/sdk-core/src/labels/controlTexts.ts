import { textGroup } from './textGroup';
import { textTemplate } from './textTemplate';

/**
 * Texts of the buttons and controls every screen shares (dialog footers, pagers, pickers), written
 * once: the area text modules reuse them instead of spelling 'Cancel' again.
 */
export const CONTROL_TEXTS = /* @__PURE__ */ textGroup('CONTROL_TEXTS', {
  cancel: 'Cancel',
  close: 'Close',
  confirm: 'Confirm',
  save: 'Save',
  submit: 'Submit',
  apply: 'Apply',
  next: 'Next',
  previous: 'Previous',
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
  skip: 'Skip',
  finish: 'Finish',
  loadMore: 'Load more',
  search: 'Search',
  /** Label of a multi-select's filter box. */
  searchIn: textTemplate<[label: string]>('Search {label}'),
  clearSearch: 'Clear search',
  selectPlaceholder: 'Select an item',
} as const);
