import { MESSAGES } from '@fleetkit/sdk-core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { geofencesQuery } from '../../queries';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { geofenceCategories } from './geofenceCategories';

/** /dashboard/geofences/categories: how many geofences of each category there are, and which. */
export function GeofenceCategoriesPage() {
  const geofences = useQuery(geofencesQuery);
  return (
    <>
      <PageHeader title="Geofence Categories" description="Geofences by shape: circles and custom shapes.">
        <Link className="fleet-portal-button fleet-portal-button--secondary" to="/dashboard/geofences">
          Back to geofences
        </Link>
      </PageHeader>
      <QueryBoundary query={geofences}>
        {() => (
          <DataTable
            caption="Geofence categories"
            rows={geofenceCategories(geofences.data ?? [])}
            rowKey={(category) => category.label}
            empty={
              <EmptyState title={MESSAGES.noGeofence}>
                <Link
                  className="fleet-portal-button fleet-portal-button--primary"
                  to="/dashboard/geofences/add"
                >
                  Add Geofence
                </Link>
              </EmptyState>
            }
            columns={[
              { header: 'Category', cell: (category) => category.label },
              { header: 'Geofences', align: 'end', cell: (category) => category.geofences.length },
              {
                header: 'Names',
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
