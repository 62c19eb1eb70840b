import { useTexts } from '@fleetkit/react-widgets';
import { SUPPORT_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useFormatNumber } from '../../ui/useFormatNumber';
import { ticketFiles } from './ticketImages';

/**
 * The images attached to a ticket, as thumbnails; each opens the full image in a new tab. Support
 * staff may read them too (the server lets whoever reads the ticket read its images).
 */
export function TicketAttachments({ fileIds }: { fileIds: readonly string[] }) {
  const texts = useTexts(SUPPORT_TEXTS);
  const number = useFormatNumber();
  if (fileIds.length === 0) return null;
  return (
    <ul className="fleet-portal-ticket-attachments" aria-label={texts.attachedImages}>
      {fileIds.map((fileId, index) => {
        const name = texts.attachedImage(number(index + 1), number(fileIds.length));
        return (
          <li key={fileId}>
            <a href={ticketFiles.viewUrl(fileId)} target="_blank" rel="noopener" title={texts.openFullImage}>
              <img src={ticketFiles.previewUrl(fileId, { width: 240, height: 180 })} alt={name} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
