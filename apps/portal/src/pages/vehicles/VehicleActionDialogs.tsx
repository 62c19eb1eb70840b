import {
  ConnectDataDialog,
  Dialog,
  DocumentTable,
  DriverInfoDialog,
  ShareLinkDialog,
  useTexts,
} from '@fleetkit/react-widgets';
import { VEHICLE_SCREEN_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermissions } from '../../session/SessionContext';

type ActionKind = 'share' | 'driver' | 'documents' | 'connect';

/** The handlers a VehicleCard or VehicleList takes for its action icons, its opening and Renew. */
export interface VehicleActionHandlers {
  onOpen(vehicleId: number): void;
  /** Absent when the session may not share (read-only). */
  onShare: ((vehicleId: number) => void) | undefined;
  onDriverInfo(vehicleId: number): void;
  onDocuments(vehicleId: number): void;
  /** Absent when the session may not change vehicles' links (read-only, demo). */
  onConnectData: ((vehicleId: number) => void) | undefined;
  onRenew(): void;
}

/**
 * The vehicle card's actions (SPEC §2): Share Device, Driver Info, Documents and Connect Data open
 * their dialogs; opening a vehicle goes to its tracking screen; Renew goes to /dashboard/subscription.
 * Returns the handlers and the dialogs to render once on the page.
 */
export function useVehicleActions(): { handlers: VehicleActionHandlers; dialogs: React.ReactNode } {
  const navigate = useNavigate();
  const { change, changeVehicles } = usePermissions();
  const texts = useTexts(VEHICLE_SCREEN_TEXTS);
  const [open, setOpen] = useState<{ kind: ActionKind; vehicleId: number } | null>(null);
  const close = useCallback((isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  }, []);

  const handlers = useMemo<VehicleActionHandlers>(
    () => ({
      onOpen: (vehicleId) => navigate(`/dashboard/vehicle/all-vehicles/${vehicleId}`),
      onShare: change ? (vehicleId) => setOpen({ kind: 'share', vehicleId }) : undefined,
      onDriverInfo: (vehicleId) => setOpen({ kind: 'driver', vehicleId }),
      onDocuments: (vehicleId) => setOpen({ kind: 'documents', vehicleId }),
      onConnectData: changeVehicles ? (vehicleId) => setOpen({ kind: 'connect', vehicleId }) : undefined,
      onRenew: () => navigate('/dashboard/subscription'),
    }),
    [navigate, change, changeVehicles],
  );

  const dialogs = open ? (
    <>
      <ShareLinkDialog isOpen={open.kind === 'share'} onOpenChange={close} deviceId={open.vehicleId} />
      <DriverInfoDialog
        isOpen={open.kind === 'driver'}
        onOpenChange={close}
        deviceId={open.vehicleId}
        onViewDrivers={() => navigate('/dashboard/driver/all-driver')}
      />
      <ConnectDataDialog isOpen={open.kind === 'connect'} onOpenChange={close} deviceId={open.vehicleId} />
      <Dialog isOpen={open.kind === 'documents'} onOpenChange={close} title={texts.documents}>
        <DocumentTable
          deviceId={open.vehicleId}
          readOnly={!change}
          onViewOthers={() => navigate('/dashboard/document')}
        />
      </Dialog>
    </>
  ) : null;

  return { handlers, dialogs };
}
