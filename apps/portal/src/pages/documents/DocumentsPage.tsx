import { DocumentDetails, DocumentDialog, useTexts } from '@fleetkit/react-widgets';
import { documentTypeLabel, type FleetDocument, MESSAGES, SEARCH_DEBOUNCE_MS } from '@fleetkit/sdk-core';
import { DOCUMENT_TYPE_TEXTS } from '@fleetkit/sdk-core/labels';
import { DOCUMENT_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fleetClient } from '../../fleetClient';
import { WidgetFleetProvider } from '../../live/WidgetFleetProvider';
import { documentsQuery, driversQuery, vehiclesQuery } from '../../queries';
import { usePermissions } from '../../session/SessionContext';
import { CrudPage } from '../../ui/CrudPage';
import { EmptyState } from '../../ui/EmptyState';
import { useDates } from '../../ui/useDates';
import { dayText } from '../shared/dayText';
import { useFormatNumber } from '../shared/useFormatNumber';
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
  const texts = useTexts(DOCUMENT_PAGE_TEXTS);
  const messages = useTexts(MESSAGES);
  const documentTexts = useTexts(DOCUMENT_TYPE_TEXTS);
  const dates = useDates();
  const number = useFormatNumber();
  const [renewing, setRenewing] = useState<FleetDocument | null>(null);
  const vehicleNames = new Map((vehicles.data ?? []).map((vehicle) => [vehicle.id, vehicle.name]));
  const driverNames = new Map((drivers.data ?? []).map((driver) => [driver.id, driver.name]));
  const entityName = (document: FleetDocument): string => {
    if (document.documentOf === 'others' || document.entityId == null) return '';
    const names = document.documentOf === 'vehicle' ? vehicleNames : driverNames;
    return names.get(document.entityId) ?? `#${document.entityId}`;
  };
  const documentName = (document: FleetDocument) => {
    const type = documentTypeLabel(document.documentType, documentTexts);
    const entity = entityName(document);
    return entity ? texts.documentOf(type, entity) : type;
  };
  // Both the list and the expiry info change with each save or delete.
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentsQuery.queryKey });

  return (
    <CrudPage<FleetDocument>
      title={texts.title}
      description={texts.description}
      addLabel={texts.addDocument}
      caption={texts.caption}
      query={documents}
      rowKey={(document) => document.$id}
      rowName={documentName}
      search={{
        label: texts.search,
        debounceMs: SEARCH_DEBOUNCE_MS,
        matches: (document, needle) =>
          [
            texts.categories[document.documentOf],
            documentTypeLabel(document.documentType, documentTexts),
            entityName(document),
            document.identificationNo ?? '',
          ].some((text) => text.toLowerCase().includes(needle)),
      }}
      empty={<EmptyState title={messages.noDocumentAddedYet} />}
      columns={[
        { header: texts.columns.category, cell: (document) => texts.categories[document.documentOf] },
        { header: texts.columns.belongsTo, cell: (document) => entityName(document) || '-' },
        {
          header: texts.columns.type,
          cell: (document) => documentTypeLabel(document.documentType, documentTexts),
        },
        { header: texts.columns.number, cell: (document) => document.identificationNo || '-' },
        {
          header: texts.columns.expiryDate,
          cell: (document) => dayText(document.expiryDate, dates.date) || '-',
        },
        { header: texts.columns.images, align: 'end', cell: (document) => number(document.fileIds.length) },
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
          label: (document) => texts.view(documentName(document)),
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
        title: texts.deleteTitle,
        message: (document) => texts.deleteMessage(documentName(document)),
        run: (document) => fleetClient.documents.remove(document.$id),
        pending: messages.documentDeleting,
        done: messages.documentDeleted,
        failed: messages.documentDeleteFailed,
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
