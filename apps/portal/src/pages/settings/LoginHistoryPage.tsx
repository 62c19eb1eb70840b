import { useTexts } from '@fleetkit/react-widgets';
import { ACCOUNT_SETTINGS_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useQuery } from '@tanstack/react-query';
import { loginHistoryQuery } from '../../queries';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { useDates } from '../../ui/useDates';
import { describeUserAgent } from './describeUserAgent';

/**
 * /dashboard/settings/login-history: the account's sign-ins, newest first, each with the browser,
 * operating system and device its user-agent names, and where it came from. The server keeps no
 * place for an address (it has no offline IP database), so the place is the IP address.
 */
export function LoginHistoryPage() {
  const history = useQuery(loginHistoryQuery);
  const texts = useTexts(ACCOUNT_SETTINGS_TEXTS);
  const dates = useDates();
  const methods: Readonly<Record<string, string>> = texts.methods;
  return (
    <QueryBoundary query={history}>
      {() => (
        <DataTable
          caption={texts.loginHistory}
          rows={(history.data ?? []).map((signIn) => ({
            ...signIn,
            agent: describeUserAgent(signIn.userAgent, texts),
          }))}
          rowKey={(signIn) => `${signIn.time}-${signIn.method}-${signIn.ip ?? ''}`}
          empty={<EmptyState title={texts.noSignIns} />}
          columns={[
            { header: texts.time, cell: (signIn) => dates.dateTime(signIn.time) },
            { header: texts.method, cell: (signIn) => methods[signIn.method] ?? signIn.method },
            { header: texts.browser, cell: (signIn) => signIn.agent?.browser ?? texts.unknown },
            { header: texts.operatingSystem, cell: (signIn) => signIn.agent?.os ?? texts.unknown },
            { header: texts.device, cell: (signIn) => signIn.agent?.device ?? texts.unknown },
            { header: texts.place, cell: (signIn) => signIn.ip ?? texts.unknown },
          ]}
        />
      )}
    </QueryBoundary>
  );
}
