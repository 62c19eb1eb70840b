import type { ShareLink } from '@fleetkit/sdk-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fleetClient } from '../../fleetClient';
import { vehicleSharesQuery } from '../../queries';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { failureDescription } from '../../ui/errorMessage';
import { formatDateTime } from '../../ui/formatDateTime';
import { notify } from '../../ui/notify';

/**
 * The vehicle's active share links (who made each, when, until when), each with Revoke: the guests of a
 * revoked link are signed out at once. Shown on the tracking screen to those who may revoke them.
 */
export function ActiveShareLinks({ vehicleId }: { vehicleId: number }) {
  const queryClient = useQueryClient();
  const shares = useQuery(vehicleSharesQuery(vehicleId));
  const [asked, setAsked] = useState<ShareLink | null>(null);
  const revoke = useMutation({
    mutationFn: (share: ShareLink) => fleetClient.vehicles.revokeShare(vehicleId, share.id),
    onSuccess: () => {
      void notify.success('Share link revoked');
      setAsked(null);
    },
    onError: (failure) => void notify.error('Failed to revoke the share link', failureDescription(failure)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vehicleSharesQuery(vehicleId).queryKey }),
  });
  const list = shares.data ?? [];
  return (
    <section className="fleet-portal-shares" aria-label="Active share links">
      <h2 className="fleet-portal-shares__title">Active share links</h2>
      {shares.isPending ? null : list.length === 0 ? (
        <p className="fleet-portal-shares__empty">No active share links</p>
      ) : (
        <ul className="fleet-portal-shares__list">
          {list.map((share) => (
            <li key={share.id} className="fleet-portal-shares__item">
              <span>
                Shared by {share.sharedBy?.name ?? 'a removed user'} on {formatDateTime(share.createdAt)}
                <br />
                Expires {share.expiresAt ? formatDateTime(share.expiresAt) : '-'}
              </span>
              <button
                type="button"
                className="fleet-portal-button fleet-portal-button--danger"
                onClick={() => setAsked(share)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asked !== null}
        title="Revoke share link"
        message="Whoever opened this link stops seeing the vehicle at once."
        confirmLabel="Revoke"
        danger
        busy={revoke.isPending}
        onConfirm={() => asked && revoke.mutate(asked)}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}
