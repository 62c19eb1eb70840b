import { useQuery } from '@tanstack/react-query';
import { loginHistoryQuery } from '../../queries';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { formatDateTime } from '../../ui/formatDateTime';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { describeUserAgent } from './describeUserAgent';

const METHOD_LABEL: Record<string, string> = {
  password: 'Password',
  token: 'Link or token',
  register: 'Sign-up',
  demo: 'Demo',
};

/**
 * /dashboard/settings/login-history: the account's sign-ins, newest first, each with the browser,
 * operating system and device its user-agent names, and where it came from. The server keeps no
 * place for an address (it has no offline IP database), so the place is the IP address.
 */
export function LoginHistoryPage() {
  const history = useQuery(loginHistoryQuery);
  return (
    <QueryBoundary query={history}>
      {() => (
        <DataTable
          caption="Login history"
          rows={(history.data ?? []).map((signIn) => ({
            ...signIn,
            agent: describeUserAgent(signIn.userAgent),
          }))}
          rowKey={(signIn) => `${signIn.time}-${signIn.method}-${signIn.ip ?? ''}`}
          empty={<EmptyState title="No sign-ins recorded yet" />}
          columns={[
            { header: 'Time', cell: (signIn) => formatDateTime(signIn.time) },
            { header: 'Method', cell: (signIn) => METHOD_LABEL[signIn.method] ?? signIn.method },
            { header: 'Browser', cell: (signIn) => signIn.agent?.browser ?? 'Unknown' },
            { header: 'Operating system', cell: (signIn) => signIn.agent?.os ?? 'Unknown' },
            { header: 'Device', cell: (signIn) => signIn.agent?.device ?? 'Unknown' },
            { header: 'Place (IP address)', cell: (signIn) => signIn.ip ?? 'Unknown' },
          ]}
        />
      )}
    </QueryBoundary>
  );
}
