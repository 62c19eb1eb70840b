import { DocumentDetails, DocumentDialog } from '@fleetkit/react-widgets';
import {
  DOCUMENT_CATEGORY_LABELS,
  documentTypeLabel,
  type FleetDocument,
  MESSAGES,
  SEARCH_DEBOUNCE_MS,
} from '@fleetkit/sdk-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fleetClient } from '../../fleetClient';
import { WidgetFleetProvider } from '../../live/WidgetFleetProvider';
import { documentsQuery, driversQuery, vehiclesQuery } from '../../queries';
import { usePermissions } from '../../session/SessionContext';
import { CrudPage } from '../../ui/CrudPage';
import { EmptyState } from '../../ui/EmptyState';
import { DocumentExpiryBanner } from './DocumentExpiryBanner';
import { documentFiles } from './documentFiles';

/** Whether the server lets this user change the document (older servers do not say: assume yes). */
const editable = (document: FleetDocument) => document.editable !== false;

/**
 * /dashboard/document: the documents of vehicles, drivers and others. Added with the two-step
 * document dialog (up to 4 images), viewed, edited and deleted; documents expired or expiring soon
 * are listed above the table, each with Renew: its edit dialog, for the new dates and images. Edit,
 * Delete and Renew are left off documents the server marks not `editable` for this user.
 */
export function DocumentsPage() {
  return (
    <WidgetFleetProvider>
      <Documents />
    </WidgetFleetProvider>
  );
}

function Documents() {
  const queryClient = useQueryClient();
  const documents = useQuery(documentsQuery);
  const vehicles = useQuery(vehiclesQuery);
  const drivers = useQuery(driversQuery);
  const { change } = usePermissions();
  const [renewing, setRenewing] = useState<FleetDocument | null>(null);
  const vehicleNames = new Map((vehicles.data ?? []).map((vehicle) => [vehicle.id, vehicle.name]));
  const driverNames = new Map((drivers.data ?? []).map((driver) => [driver.id, driver.name]));
  const entityName = (document: FleetDocument): string => {
    if (document.documentOf === 'others' || document.entityId == null) return '';
    const names = document.documentOf === 'vehicle' ? vehicleNames : driverNames;
    return names.get(document.entityId) ?? `#${document.entityId}`;
  };
  const documentName = (document: FleetDocument) =>
    [documentTypeLabel(document.documentType), entityName(document)].filter(Boolean).join(' of ');
  // Both the list and the expiry info change with each save or delete.
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentsQuery.queryKey });

  return (
    <CrudPage<FleetDocument>
      title="Documents"
      description="Documents of your vehicles, drivers and others, with their images and expiry dates."
      addLabel="Add Document"
      caption="Documents"
      query={documents}
      rowKey={(document) => document.$id}
      rowName={documentName}
      search={{
        label: 'Search documents',
        debounceMs: SEARCH_DEBOUNCE_MS,
        matches: (document, needle) =>
          [
            DOCUMENT_CATEGORY_LABELS[document.documentOf],
            documentTypeLabel(document.documentType),
            entityName(document),
            document.identificationNo ?? '',
          ].some((text) => text.toLowerCase().includes(needle)),
      }}
      empty={<EmptyState title={MESSAGES.noDocumentAddedYet} />}
      columns={[
        { header: 'Category', cell: (document) => DOCUMENT_CATEGORY_LABELS[document.documentOf] },
        { header: 'Belongs to', cell: (document) => entityName(document) || '-' },
        { header: 'Type', cell: (document) => documentTypeLabel(document.documentType) },
        { header: 'Number', cell: (document) => document.identificationNo || '-' },
        { header: 'Expiry Date', cell: (document) => document.expiryDate || '-' },
        { header: 'Images', align: 'end', cell: (document) => document.fileIds.length },
      ]}
      renderEditor={(document, close) => (
        <DocumentDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) close();
          }}
          document={document}
          fileStore={documentFiles}
          onSaved={() => void refresh()}
        />
      )}
      rowActions={[
        {
          key: 'view',
          icon: 'document',
          needs: 'read',
          label: (document) => `View ${documentName(document)}`,
          render: (document, close) => (
            <DocumentDetails
              isOpen
              onOpenChange={(open) => {
                if (!open) close();
              }}
              document={document}
              entityName={entityName(document)}
              fileStore={documentFiles}
            />
          ),
        },
      ]}
      remove={{
        title: 'Delete Document',
        message: (document) => `Delete the ${documentName(document)}?`,
        run: (document) => fleetClient.documents.remove(document.$id),
        pending: MESSAGES.documentDeleting,
        done: MESSAGES.documentDeleted,
        failed: MESSAGES.documentDeleteFailed,
      }}
      onRemoved={refresh}
      canChangeRow={editable}
    >
      <DocumentExpiryBanner
        documentName={documentName}
        onRenew={change ? setRenewing : undefined}
        canRenew={editable}
      />
      {renewing ? (
        <DocumentDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setRenewing(null);
          }}
          document={renewing}
          fileStore={documentFiles}
          onSaved={() => void refresh()}
        />
      ) : null}
    </CrudPage>
  );
}
