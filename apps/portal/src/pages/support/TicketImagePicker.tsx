import { useTexts } from '@fleetkit/react-widgets';
import { MAX_TICKET_FILES } from '@fleetkit/sdk-core';
import { IMAGE_INPUT_ACCEPT } from '@fleetkit/sdk-core/files';
import { SUPPORT_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFormatNumber } from '../../ui/useFormatNumber';
import { refuseTicketImages } from './ticketImages';
import './support.css';

/** An image chosen for a ticket, not uploaded yet, with a local URL for its thumbnail. */
export interface PickedImage {
  key: string;
  file: File;
  url: string;
}

function release(images: readonly PickedImage[]) {
  for (const image of images) URL.revokeObjectURL(image.url);
}

/**
 * The images chosen for a ticket. `add` refuses the whole choice (and returns why) when it would
 * pass the limit or holds a file that is not an accepted image; local URLs are released when an
 * image is removed, the choice cleared, or the form unmounted.
 */
export function usePickedImages() {
  const [images, setImages] = useState<PickedImage[]>([]);
  const current = useRef(images);
  current.current = images;
  const next = useRef(0);
  useEffect(() => () => release(current.current), []);

  const add = useCallback((files: File[]): string | null => {
    const refused = refuseTicketImages(files, current.current.length);
    if (refused) return refused;
    const added = files.map((file) => {
      next.current += 1;
      return { key: `image-${next.current}`, file, url: URL.createObjectURL(file) };
    });
    current.current = [...current.current, ...added];
    setImages(current.current);
    return null;
  }, []);
  const remove = useCallback((key: string) => {
    const image = current.current.find((i) => i.key === key);
    if (image) URL.revokeObjectURL(image.url);
    current.current = current.current.filter((i) => i.key !== key);
    setImages(current.current);
  }, []);
  const clear = useCallback(() => {
    release(current.current);
    current.current = [];
    setImages([]);
  }, []);
  return { images, add, remove, clear };
}

/**
 * The images part of a ticket form: a file input taking jpg, jpeg, webp and png images (up to
 * {@link MAX_TICKET_FILES}), the chosen ones as removable thumbnails, and why a choice was refused.
 */
export function TicketImagePicker({
  picked,
  disabled = false,
}: {
  picked: ReturnType<typeof usePickedImages>;
  disabled?: boolean;
}) {
  const id = useId();
  const texts = useTexts(SUPPORT_TEXTS);
  const number = useFormatNumber();
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <fieldset className="fleet-portal-ticket-images">
      <legend>{texts.imagesOptional(number(MAX_TICKET_FILES))}</legend>
      {picked.images.length > 0 ? (
        <ul className="fleet-portal-ticket-images__list">
          {picked.images.map((image) => (
            <li key={image.key} className="fleet-portal-ticket-images__item">
              <img src={image.url} alt={image.file.name} />
              <button
                type="button"
                className="fleet-portal-ticket-images__remove"
                aria-label={texts.removeImage(image.file.name)}
                disabled={disabled}
                onClick={() => {
                  picked.remove(image.key);
                  setRefused(null);
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-add`} className="fleet-portal-ticket-images__add">
        {texts.addImages}
      </label>
      <input
        id={`${id}-add`}
        type="file"
        multiple
        accept={IMAGE_INPUT_ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-refused`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) setRefused(picked.add(files));
        }}
      />
      <p id={`${id}-refused`} className="fleet-portal-field__error" role="alert">
        {refused}
      </p>
    </fieldset>
  );
}
