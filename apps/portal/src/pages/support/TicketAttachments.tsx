import { ticketFiles } from './ticketImages';

/**
 * The images attached to a ticket, as thumbnails; each opens the full image in a new tab. Support
 * staff may read them too (the server lets whoever reads the ticket read its images).
 */
export function TicketAttachments({ fileIds }: { fileIds: readonly string[] }) {
  if (fileIds.length === 0) return null;
  return (
    <ul className="fleet-portal-ticket-attachments" aria-label="Attached images">
      {fileIds.map((fileId, index) => {
        const name = `Attached image ${index + 1} of ${fileIds.length}`;
        return (
          <li key={fileId}>
            <a href={ticketFiles.viewUrl(fileId)} target="_blank" rel="noopener" title="Open the full image">
              <img src={ticketFiles.previewUrl(fileId, { width: 240, height: 180 })} alt={name} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
