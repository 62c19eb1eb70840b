import { useTexts } from '@fleetkit/react-widgets';
import type { ShareLink } from '@fleetkit/sdk-core';
import { VEHICLE_SCREEN_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fleetClient } from '../../fleetClient';
import { vehicleSharesQuery } from '../../queries';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { failureDescription } from '../../ui/errorMessage';
import { notify } from '../../ui/notify';
import { useDates } from '../../ui/useDates';

/**
 * The vehicle's active share links (who made each, when, until when), each with Revoke: the guests of a
 * revoked link are signed out at once. Shown on the tracking screen to those who may revoke them.
 */
export function ActiveShareLinks({ vehicleId }: { vehicleId: number }) {
  const queryClient = useQueryClient();
  const texts = useTexts(VEHICLE_SCREEN_TEXTS);
  const dates = useDates();
  const shares = useQuery(vehicleSharesQuery(vehicleId));
  const [asked, setAsked] = useState<ShareLink | null>(null);
  const revoke = useMutation({
    mutationFn: (share: ShareLink) => fleetClient.vehicles.revokeShare(vehicleId, share.id),
    onSuccess: () => {
      void notify.success(texts.shareRevoked);
      setAsked(null);
    },
    onError: (failure) => void notify.error(texts.shareRevokeFailed, failureDescription(failure)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vehicleSharesQuery(vehicleId).queryKey }),
  });
  const list = shares.data ?? [];
  return (
    <section className="fleet-portal-shares" aria-label={texts.activeShareLinks}>
      <h2 className="fleet-portal-shares__title">{texts.activeShareLinks}</h2>
      {shares.isPending ? null : list.length === 0 ? (
        <p className="fleet-portal-shares__empty">{texts.noActiveShareLinks}</p>
      ) : (
        <ul className="fleet-portal-shares__list">
          {list.map((share) => (
            <li key={share.id} className="fleet-portal-shares__item">
              <span>
                {texts.sharedBy(share.sharedBy?.name ?? texts.removedUser, dates.dateTime(share.createdAt))}
                <br />
                {texts.expires(share.expiresAt ? dates.dateTime(share.expiresAt) : '-')}
              </span>
              <button
                type="button"
                className="fleet-portal-button fleet-portal-button--danger"
                onClick={() => setAsked(share)}
              >
                {texts.revoke}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={texts.revokeTitle}
        message={texts.revokeMessage}
        confirmLabel={texts.revoke}
        danger
        busy={revoke.isPending}
        onConfirm={() => asked && revoke.mutate(asked)}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}
