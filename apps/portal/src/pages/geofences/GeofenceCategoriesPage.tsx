import { geofenceCategoryLabel } from '@fleetkit/react-widgets';
import { type Geofence, MESSAGES } from '@fleetkit/sdk-core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { geofencesQuery } from '../../queries';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';

interface Category {
  label: string;
  geofences: Geofence[];
}

/** The geofences grouped by category (Circle, Custom Shape), in the order they first appear. */
function categoriesOf(geofences: readonly Geofence[]): Category[] {
  const byLabel = new Map<string, Geofence[]>();
  for (const geofence of geofences) {
    const label = geofenceCategoryLabel(geofence);
    byLabel.set(label, [...(byLabel.get(label) ?? []), geofence]);
  }
  return [...byLabel].map(([label, members]) => ({ label, geofences: members }));
}

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
            rows={categoriesOf(geofences.data ?? [])}
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
