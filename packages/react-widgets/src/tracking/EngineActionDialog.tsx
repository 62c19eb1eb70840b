import { FleetApiError, type FleetEvent } from '@fleetkit/sdk-core';
import { CONTROL_TEXTS, TRACKING_TEXTS, VALUE_TEXTS } from '@fleetkit/sdk-core/labels';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { useFormats } from '../context/useFormats';
import { Button } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';

/** Props of {@link EngineActionDialog}. */
export interface EngineActionDialogProps {
  /** The vehicle the command goes to. */
  vehicleId: number;
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with `false` on Cancel, close or Escape. */
  onOpenChange: (isOpen: boolean) => void;
}

type CommandState =
  | { status: 'idle' }
  | { status: 'sending'; action: 'lock' | 'unlock' }
  | { status: 'sent'; action: 'lock' | 'unlock'; queued: boolean; known: ReadonlySet<number> }
  | { status: 'refused'; message: string };

/**
 * The Engine Action confirmation (SPEC §2, §5): shows the vehicle's current speed and offers Cancel,
 * Lock Engine (`RELAY,1#`) and Unlock Engine (`RELAY,0#`). The command goes out through the client;
 * the dialog then shows whether it was delivered or queued, the device's `commandResult` as it
 * arrives on the store, or the server's refusal message.
 * @example <EngineActionDialog vehicleId={7} isOpen={open} onOpenChange={setOpen} />
 */
export function EngineActionDialog({ vehicleId, isOpen, onOpenChange }: EngineActionDialogProps) {
  const controls = useTexts(CONTROL_TEXTS);
  const tracking = useTexts(TRACKING_TEXTS);
  const values = useTexts(VALUE_TEXTS);
  const formats = useFormats();
  const actionLabel = { lock: tracking.lockEngine, unlock: tracking.unlockEngine } as const;
  useSignals();
  const { client, store } = useFleet();
  const position = store.positions.value.get(vehicleId);
  const events = store.events.value;
  const [state, setState] = useState<CommandState>({ status: 'idle' });
  const opened = useRef(isOpen);

  useEffect(() => {
    if (isOpen && !opened.current) setState({ status: 'idle' });
    opened.current = isOpen;
  }, [isOpen]);

  const send = async (action: 'lock' | 'unlock') => {
    const known = new Set(store.events.peek().map((event) => event.id));
    setState({ status: 'sending', action });
    try {
      const dispatch = await client.commands.engine(vehicleId, action);
      setState({ status: 'sent', action, queued: dispatch.queued, known });
    } catch (error) {
      setState({ status: 'refused', message: refusalMessage(error) });
    }
  };

  const result = state.status === 'sent' ? findResult(events, vehicleId, state.known) : undefined;
  const busy = state.status === 'sending';

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={tracking.engineAction}
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {controls.cancel}
          </Button>
          <Button variant="danger" isDisabled={busy} onPress={() => void send('lock')}>
            {actionLabel.lock}
          </Button>
          <Button variant="primary" isDisabled={busy} onPress={() => void send('unlock')}>
            {actionLabel.unlock}
          </Button>
        </>
      }
    >
      <p className="fleet-engine-dialog__speed">
        {tracking.currentSpeed}{' '}
        <strong>{position ? formats.speed(position.speed) : values.notAvailable}</strong>
      </p>
      <p className="fleet-engine-dialog__hint">{tracking.engineHint}</p>
      <div className="fleet-engine-dialog__status" role="status" aria-live="polite">
        {state.status === 'sending' ? tracking.engineSending(actionLabel[state.action]) : null}
        {state.status === 'sent' && !result
          ? state.queued
            ? tracking.engineQueued(actionLabel[state.action])
            : tracking.engineSent(actionLabel[state.action])
          : null}
        {result ? tracking.engineAnswered(resultText(result, values.notAvailable)) : null}
      </div>
      {state.status === 'refused' ? (
        <p className="fleet-engine-dialog__error" role="alert">
          {state.message}
        </p>
      ) : null}
    </Dialog>
  );
}

/** The first `commandResult` of this vehicle that was not on the store when the command went out. */
function findResult(events: readonly FleetEvent[], vehicleId: number, known: ReadonlySet<number>) {
  return events.find(
    (event) => event.type === 'commandResult' && event.deviceId === vehicleId && !known.has(event.id),
  );
}

function resultText(event: FleetEvent, notAvailable: string): string {
  const result = event.attributes?.result ?? event.attributes?.message;
  return typeof result === 'string' && result ? result : notAvailable;
}

function refusalMessage(error: unknown): string {
  if (error instanceof FleetApiError || error instanceof Error) return error.message;
  return String(error);
}
