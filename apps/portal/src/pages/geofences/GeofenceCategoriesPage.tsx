import { useTexts } from '@fleetkit/react-widgets';
import { MESSAGES } from '@fleetkit/sdk-core';
import { GEOFENCE_TEXTS } from '@fleetkit/sdk-core/labels';
import { GEOFENCE_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { geofencesQuery } from '../../queries';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { useFormatNumber } from '../shared/useFormatNumber';
import { geofenceCategories } from './geofenceCategories';

/** /dashboard/geofences/categories: how many geofences of each category there are, and which. */
export function GeofenceCategoriesPage() {
  const geofences = useQuery(geofencesQuery);
  const texts = useTexts(GEOFENCE_PAGE_TEXTS);
  const messages = useTexts(MESSAGES);
  const shapes = useTexts(GEOFENCE_TEXTS);
  const number = useFormatNumber();
  return (
    <>
      <PageHeader title={texts.categoriesTitle} description={texts.categoriesDescription}>
        <Link className="fleet-portal-button fleet-portal-button--secondary" to="/dashboard/geofences">
          {texts.backToGeofences}
        </Link>
      </PageHeader>
      <QueryBoundary query={geofences}>
        {() => (
          <DataTable
            caption={texts.categoriesCaption}
            rows={geofenceCategories(geofences.data ?? [], shapes)}
            rowKey={(category) => category.label}
            empty={
              <EmptyState title={messages.noGeofence}>
                <Link
                  className="fleet-portal-button fleet-portal-button--primary"
                  to="/dashboard/geofences/add"
                >
                  {texts.addGeofence}
                </Link>
              </EmptyState>
            }
            columns={[
              { header: texts.columnCategory, cell: (category) => category.label },
              {
                header: texts.columnGeofences,
                align: 'end',
                cell: (category) => number(category.geofences.length),
              },
              {
                header: texts.columnNames,
                cell: (category) =>
                  category.geofences.map((geofence, index) => (
                    <span key={geofence.id}>
                      {index > 0 ? ', ' : ''}
                      <Link to={`/dashboard/geofences/edit/${geofence.id}`}>{geofence.name}</Link>
                    </span>
                  )),
              },
            ]}
          />
        )}
      </QueryBoundary>
    </>
  );
}
