import { useQuery } from '@tanstack/react-query';
import { loginHistoryQuery } from '../../queries';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { formatDateTime } from '../../ui/formatDateTime';
import { QueryBoundary } from '../../ui/QueryBoundary';

const METHOD_LABEL: Record<string, string> = {
  password: 'Password',
  token: 'Link or token',
  register: 'Sign-up',
  demo: 'Demo',
};

/** /dashboard/settings/login-history: the account's sign-ins, newest first. */
export function LoginHistoryPage() {
  const history = useQuery(loginHistoryQuery);
  return (
    <QueryBoundary query={history}>
      {() => (
        <DataTable
          caption="Login history"
          rows={history.data ?? []}
          rowKey={(signIn) => `${signIn.time}-${signIn.method}-${signIn.ip ?? ''}`}
          empty={<EmptyState title="No sign-ins recorded yet" />}
          columns={[
            { header: 'Time', cell: (signIn) => formatDateTime(signIn.time) },
            { header: 'Method', cell: (signIn) => METHOD_LABEL[signIn.method] ?? signIn.method },
            { header: 'IP address', cell: (signIn) => signIn.ip ?? '' },
            { header: 'Browser', cell: (signIn) => signIn.userAgent ?? '' },
          ]}
        />
      )}
    </QueryBoundary>
  );
}
