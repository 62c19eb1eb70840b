import { StatusBadge } from '@fleetkit/react-widgets';
import { DISPLAY_STATUSES, type DisplayStatus } from '@fleetkit/sdk-core';
import type { Example } from '../types';

/** A display status in its colour. */
export const statusBadgeExample: Example = {
  id: 'StatusBadge',
  title: 'StatusBadge',
  controls: [{ kind: 'select', name: 'status', label: 'Status', options: DISPLAY_STATUSES }],
  initial: { status: DISPLAY_STATUSES[0] ?? 'moving' },
  Component: function StatusBadgeExample({ props }) {
    return (
      <div className="fleet-root">
        <StatusBadge status={props.status as DisplayStatus} />
      </div>
    );
  },
};
