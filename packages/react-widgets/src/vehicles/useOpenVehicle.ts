import { type DateInput, MESSAGES, subscriptionState } from '@fleetkit/sdk-core';
import { useTexts } from '../context/FleetLanguage';
import { useFleetToast } from '../primitives/useFleetToast';

/** The parts of a vehicle that decide whether it may be opened. */
interface OpenableVehicle {
  id: number;
  expirationTime?: DateInput | null;
}

/**
 * Opening a vehicle (SPEC §4): an expired subscription shows the info toast 'Subscription Expired -
 * Please renew your subscription to track the vehicle.' and does not call `onOpen`.
 */
export function useOpenVehicle(onOpen: ((vehicleId: number) => void) | undefined, now: Date) {
  const toast = useFleetToast();
  const messages = useTexts(MESSAGES);
  return (vehicle: OpenableVehicle) => {
    if (subscriptionState(vehicle.expirationTime, now) === 'expired') {
      toast.info(messages.subscriptionExpiredInfo);
      return;
    }
    onOpen?.(vehicle.id);
  };
}
