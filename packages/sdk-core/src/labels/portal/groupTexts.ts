import { textGroup } from '../textGroup';
import { textTemplate } from '../textTemplate';

/** Vehicle Groups (/dashboard/vehicle/vehicle-groups) and the group dialog. */
export const GROUP_PAGE_TEXTS = /* @__PURE__ */ textGroup('GROUP_PAGE_TEXTS', {
  title: 'Vehicle Groups',
  description: 'Group vehicles to filter the map, reports and alerts.',
  addGroup: 'Add Group',
  addTitle: 'Add Vehicle Group',
  editTitle: 'Edit Vehicle Group',
  save: 'Save',
  caption: 'Vehicle groups',
  empty: 'No vehicle groups yet',
  emptyHint: 'Add a group to organise your vehicles.',
  name: 'Name',
  vehicles: 'Vehicles',
  groupName: 'Group name',
  groupAdded: 'Group added',
  groupUpdated: 'Group updated',
  saveFailed: 'The group could not be saved.',
  deleteTitle: 'Delete Vehicle Group',
  deleteMessage: textTemplate<[name: string]>('Delete the group {name}? Its vehicles stay, without a group.'),
  groupDeleted: 'Group deleted',
  deleteFailed: 'Failed to delete group',
} as const);
