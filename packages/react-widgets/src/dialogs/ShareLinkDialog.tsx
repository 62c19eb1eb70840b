import {
  MESSAGES,
  SHARE_EXPIRY_OPTIONS,
  type ShareExpiryHours,
  shareExpirationTime,
} from '@fleetkit/sdk-core';
import { DIALOG_TEXTS } from '@fleetkit/sdk-core/labels';
import { useEffect, useState } from 'react';
import { Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components';
import { useFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { Button } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';
import { useFleetToast } from '../primitives/useFleetToast';
import { errorMessage } from './errorMessage';

/** Props of {@link ShareLinkDialog}. */
export interface ShareLinkDialogProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with `false` when the user closes it. */
  onOpenChange: (isOpen: boolean) => void;
  /** The vehicle to share. */
  deviceId: number;
  /**
   * The expiry chosen first, one of 24, 72, 168 or 720 hours.
   * @default 24
   */
  defaultExpiryHours?: ShareExpiryHours | undefined;
  /**
   * Copies text to the clipboard. Omitted: `navigator.clipboard.writeText`.
   * @default undefined (the browser clipboard)
   */
  copyText?: ((text: string) => Promise<void>) | undefined;
}

/**
 * Makes a read-only share link of one vehicle (SPEC §2): expiry 24 hours, 3 days, 7 days or 30 days,
 * then the link in a read-only field with a copy button ('Link copied to clipboard!'). A failure
 * shows 'Failed to generate link' with the error's message.
 */
export function ShareLinkDialog({
  isOpen,
  onOpenChange,
  deviceId,
  defaultExpiryHours = 24,
  copyText,
}: ShareLinkDialogProps) {
  const texts = useTexts(DIALOG_TEXTS);
  const messages = useTexts(MESSAGES);
  const { client } = useFleet();
  const toast = useFleetToast();
  const [hours, setHours] = useState<ShareExpiryHours>(defaultExpiryHours);
  const [url, setUrl] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // A new vehicle or a reopened dialog starts without a link.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on open and on another vehicle
  useEffect(() => {
    setUrl(null);
    setHours(defaultExpiryHours);
  }, [isOpen, deviceId]);

  const generate = async () => {
    setPending(true);
    try {
      const answer = await client.vehicles.share(deviceId, shareExpirationTime(hours));
      setUrl(answer.url);
    } catch (failure) {
      toast.error(messages.shareFailed, { description: errorMessage(failure) });
    } finally {
      setPending(false);
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await (copyText ?? ((text: string) => navigator.clipboard.writeText(text)))(url);
      toast.success(messages.linkCopied);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={texts.shareTitle}
      className="fleet-share-dialog"
      footer={
        <>
          <Button onPress={() => onOpenChange(false)}>{texts.close}</Button>
          <Button variant="primary" isDisabled={pending} onPress={generate}>
            {texts.shareGenerate}
          </Button>
        </>
      }
    >
      <RadioGroup
        className="fleet-share-expiry"
        value={String(hours)}
        onChange={(value) => {
          setHours(Number(value) as ShareExpiryHours);
          setUrl(null);
        }}
      >
        <Label className="fleet-field-label">{texts.shareExpiryLabel}</Label>
        {SHARE_EXPIRY_OPTIONS.map((option) => (
          <Radio key={option.hours} value={String(option.hours)} className="fleet-choice">
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
      {url && (
        <div className="fleet-share-link">
          <TextField isReadOnly value={url} className="fleet-field">
            <Label className="fleet-field-label">{texts.shareLinkLabel}</Label>
            <Input className="fleet-input" />
          </TextField>
          <Button onPress={copy}>{texts.shareCopy}</Button>
        </div>
      )}
    </Dialog>
  );
}
