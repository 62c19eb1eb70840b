import { useTexts } from '@fleetkit/react-widgets';
import { TICKET_CATEGORIES, type Ticket, type TicketCategory } from '@fleetkit/sdk-core';
import { SUPPORT_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormError } from '../../auth/FormError';
import { fleetClient } from '../../fleetClient';
import { vehiclesQuery } from '../../queries';
import { Dialog } from '../../ui/Dialog';
import { errorMessage } from '../../ui/errorMessage';
import { TicketImagePicker, usePickedImages } from './TicketImagePicker';
import { discardTicketImages, TicketImageUploadError, uploadTicketImages } from './ticketImages';

/** Why the ticket was not opened: an image's upload, or the server's answer. */
function openError(error: unknown, fallback: string): string {
  if (error instanceof TicketImageUploadError) return error.message;
  return errorMessage(error, fallback);
}

/**
 * The form that opens a ticket: subject, category, the vehicle it concerns (optional), description
 * and images (optional). The images are uploaded when the form is sent, then listed on the ticket;
 * when the ticket is not opened they are deleted again.
 */
export function OpenTicketDialog({
  open,
  onClose,
  onOpened,
}: {
  open: boolean;
  onClose(): void;
  onOpened(ticket: Ticket): void;
}) {
  const id = useId();
  const texts = useTexts(SUPPORT_TEXTS);
  const vehicles = useQuery({ ...vehiclesQuery, enabled: open });
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TicketCategory>('technical');
  const [deviceId, setDeviceId] = useState('');
  const [description, setDescription] = useState('');
  const [tried, setTried] = useState(false);
  const images = usePickedImages();
  const subjectError = subject.trim().length < 3 ? texts.subjectTooShort : null;
  const descriptionError = description.trim() === '' ? texts.describeProblem : null;
  const submit = useMutation({
    mutationFn: async () => {
      const fileIds = await uploadTicketImages(images.images.map((image) => image.file));
      try {
        return await fleetClient.tickets.open({
          subject: subject.trim(),
          category,
          deviceId: deviceId ? Number(deviceId) : null,
          description: description.trim(),
          fileIds,
        });
      } catch (error) {
        await discardTicketImages(fileIds);
        throw error;
      }
    },
    onSuccess: (ticket) => {
      images.clear();
      onOpened(ticket);
    },
  });

  return (
    <Dialog open={open} title={texts.openATicket} onClose={onClose}>
      <form
        className="fleet-portal-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!subjectError && !descriptionError) submit.mutate();
        }}
      >
        <div className="fleet-portal-field">
          <label htmlFor={`${id}-subject`}>{texts.subject}</label>
          <input
            id={`${id}-subject`}
            value={subject}
            maxLength={200}
            aria-invalid={tried && subjectError !== null}
            aria-describedby={`${id}-subject-error`}
            onChange={(event) => setSubject(event.target.value)}
          />
          <p id={`${id}-subject-error`} className="fleet-portal-field__error">
            {tried ? subjectError : null}
          </p>
        </div>
        <div className="fleet-portal-field">
          <label htmlFor={`${id}-category`}>{texts.category}</label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as TicketCategory)}
          >
            {TICKET_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {texts.categories[c]}
              </option>
            ))}
          </select>
        </div>
        <div className="fleet-portal-field">
          <label htmlFor={`${id}-vehicle`}>{texts.vehicleOptional}</label>
          <select id={`${id}-vehicle`} value={deviceId} onChange={(event) => setDeviceId(event.target.value)}>
            <option value="">{texts.noParticularVehicle}</option>
            {(vehicles.data ?? []).map((vehicle) => (
              <option key={vehicle.id} value={vehicle.id}>
                {vehicle.name}
              </option>
            ))}
          </select>
        </div>
        <div className="fleet-portal-field">
          <label htmlFor={`${id}-description`}>{texts.descriptionLabel}</label>
          <textarea
            id={`${id}-description`}
            rows={5}
            value={description}
            aria-invalid={tried && descriptionError !== null}
            aria-describedby={`${id}-description-error`}
            onChange={(event) => setDescription(event.target.value)}
          />
          <p id={`${id}-description-error`} className="fleet-portal-field__error">
            {tried ? descriptionError : null}
          </p>
        </div>
        <TicketImagePicker picked={images} disabled={submit.isPending} />
        <FormError message={submit.isError ? openError(submit.error, texts.ticketNotOpened) : null} />
        <div className="fleet-portal-dialog__actions">
          <button
            type="button"
            className="fleet-portal-button fleet-portal-button--secondary"
            onClick={onClose}
          >
            {texts.cancel}
          </button>
          <button
            type="submit"
            className="fleet-portal-button fleet-portal-button--primary"
            disabled={submit.isPending}
          >
            {texts.openTicket}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
