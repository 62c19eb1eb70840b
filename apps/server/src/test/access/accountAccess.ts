import { type AccessWorld, unique } from '../accessWorld';
import {
  A_HIDDEN,
  A_HIDDEN_WRITE,
  type AccessCase,
  ADMIN_ONLY,
  ANY_REFUSAL,
  CREATE_OWN,
  everyone,
  get,
  LIST,
  onVictim,
  RANGE,
  signedIn,
  TRUCK_READ,
  TRUCK_REPORT,
  TRUCK_WRITE,
} from './outcomes';

const freshPushToken = async (w: AccessWorld) =>
  (
    await w.asA('POST', '/api2/notifications/push/subscriptions', {
      endpoint: `https://push.example.com/send/${unique('alpha')}`,
      keys: { p256dh: 'ALPHAkey', auth: 'ALPHAauth' },
    })
  ).token as string;

/** Sandbox checkout fields of a payment of A's (the gateway's pages change nothing on the server). */
const sandboxForm = async (w: AccessWorld, extra: Record<string, string> = {}) => ({
  path: '/api2/payments/sandbox/form',
  form: { ...(await w.once('sandbox payment', () => w.freshPayment())).fields, ...extra },
  cookie: null,
});

/** A's fresh payment, paid in the sandbox: the signed answer the gateway sends the browser back with. */
async function paidAnswer(w: AccessWorld): Promise<string> {
  const { fields } = await w.freshPayment();
  const response = await fetch(`${w.t.url}/api2/payments/sandbox/complete`, {
    method: 'POST',
    body: new URLSearchParams({ ...fields, decision: 'pay' }),
    redirect: 'manual',
  });
  return new URL(response.headers.get('location') ?? '').searchParams.get('data') ?? '';
}

/** `/api2` reports beyond Traccar's, geocoding, maps, payments, accounts, tickets, installations, notifications. */
export const ACCOUNT_ACCESS: Record<string, AccessCase[]> = {
  // Driver performance, vehicle states, geocoding and maps.
  // Driver scores and vehicle states are reports: refused (403) where reports are disabled, as for guests.
  'GET /api2/driver-performance': [
    {
      what: 'own drivers',
      request: get(() => `/api2/driver-performance?${RANGE()}`),
      expect: signedIn('ok', { guest: 403 }),
    },
    {
      what: "A's driver",
      request: get((w) => `/api2/driver-performance?driverId=${w.a.driver}&${RANGE()}`),
      expect: signedIn(404, { reader: 'ok', guest: ANY_REFUSAL, admin: 'ok' }),
    },
  ],
  'GET /api2/vehicle-states': [
    {
      what: "A's truck",
      request: get((w) => `/api2/vehicle-states?deviceId=${w.a.truck}&${RANGE()}`),
      expect: TRUCK_REPORT,
    },
    {
      what: 'own vehicles',
      request: get(() => `/api2/vehicle-states?${RANGE()}`),
      expect: signedIn('ok', { guest: 403 }),
    },
  ],
  'GET /api2/geocode/search': [
    { what: 'a place', request: get(() => '/api2/geocode/search?q=Kathmandu'), expect: LIST },
  ],
  'GET /api2/geocode/reverse': [
    {
      what: 'a point',
      request: get(() => '/api2/geocode/reverse?lat=27.7&lon=85.3'),
      expect: signedIn(['ok', 404]),
    },
  ],
  'GET /api2/map/styles': [
    { what: 'the styles', request: get(() => '/api2/map/styles'), expect: everyone('ok') },
  ],
  'GET /api2/map/styles/:id': [
    { what: 'one style', request: get(() => '/api2/map/styles/simple'), expect: everyone('ok') },
  ],
  'GET /api2/map/styles/:id/offline': [
    {
      what: 'an offline style',
      request: get(() => '/api2/map/styles/simple/offline'),
      expect: everyone('ok'),
    },
  ],
  // The access world has no map extract: every principal meets the same 404 (public routes).
  'GET /api2/map/tiles/:z/:x/:y.mvt': [
    { what: 'an extract tile', request: get(() => '/api2/map/tiles/0/0/0.mvt'), expect: everyone(404) },
  ],
  'GET /api2/map/extract.pmtiles': [
    { what: 'the extract archive', request: get(() => '/api2/map/extract.pmtiles'), expect: everyone(404) },
  ],
  'GET /api2/map/basemap/:layer': [
    { what: 'a basemap layer', request: get(() => '/api2/map/basemap/borders'), expect: everyone('ok') },
  ],

  // Subscriptions and payments.
  'GET /api2/subscriptions': [
    { what: 'own vehicles', request: get(() => '/api2/subscriptions'), expect: LIST },
  ],
  'GET /api2/subscriptions/plans': [
    { what: 'active plans', request: get(() => '/api2/subscriptions/plans'), expect: LIST },
  ],
  'POST /api2/subscriptions/plans': [
    {
      what: 'a new plan',
      request: () => ({ path: '/api2/subscriptions/plans', body: { name: 'Plan', months: 1, price: 10 } }),
      expect: ADMIN_ONLY,
    },
  ],
  'PUT /api2/subscriptions/plans/:id': [
    {
      what: 'the plan, unchanged',
      request: (w) => ({
        path: `/api2/subscriptions/plans/${w.planId}`,
        body: { name: '1 year', months: 12, price: 1500 },
      }),
      expect: ADMIN_ONLY,
    },
  ],
  'DELETE /api2/subscriptions/plans/:id': [
    {
      what: 'a fresh plan',
      request: onVictim(
        async (w) => {
          const plan = await w.send('admin', 'POST', {
            path: '/api2/subscriptions/plans',
            body: { name: 'Spare', months: 1, price: 10 },
          });
          return plan.body.id as number;
        },
        (id) => ({ path: `/api2/subscriptions/plans/${id}` }),
      ),
      expect: ADMIN_ONLY,
    },
  ],
  'GET /api2/subscriptions/gateways': [
    { what: 'the gateways', request: get(() => '/api2/subscriptions/gateways'), expect: LIST },
  ],
  'POST /api2/subscriptions/checkout': [
    {
      what: "a renewal of A's truck",
      request: (w) => ({
        path: '/api2/subscriptions/checkout',
        body: { planId: w.planId, deviceIds: [w.a.truck], gateway: 'sandbox' },
      }),
      expect: TRUCK_WRITE,
    },
  ],
  'POST /api2/subscriptions/verify': [
    {
      what: "the paid answer of A's payment",
      request: onVictim(paidAnswer, (data) => ({ path: '/api2/subscriptions/verify', body: { data } })),
      expect: signedIn(404, { reader: 403, guest: 403, admin: 'ok' }),
    },
  ],
  'GET /api2/subscriptions/history': [
    { what: 'own payments', request: get(() => '/api2/subscriptions/history'), expect: LIST },
    {
      what: "A's payments",
      request: get((w) => `/api2/subscriptions/history?userId=${w.userIds.a}`),
      expect: ADMIN_ONLY,
    },
  ],
  'GET /api2/subscriptions/payments/:id': [
    {
      what: "A's payment",
      request: get((w) => `/api2/subscriptions/payments/${w.a.payment}`),
      expect: A_HIDDEN,
    },
  ],
  'POST /api2/subscriptions/payments/:id/cancel': [
    {
      what: "a fresh payment of A's",
      request: onVictim(
        (w) => w.freshPayment(),
        (payment) => ({ path: `/api2/subscriptions/payments/${payment.id}/cancel` }),
      ),
      expect: A_HIDDEN_WRITE,
    },
  ],
  'POST /api2/subscriptions/payments/:id/check': [
    {
      what: "a fresh payment of A's",
      request: onVictim(
        (w) => w.freshPayment(),
        (payment) => ({ path: `/api2/subscriptions/payments/${payment.id}/check` }),
      ),
      // The sandbox has no status API: the administrator passes the access check and hears so (400).
      expect: { ...A_HIDDEN_WRITE, admin: 400 },
    },
  ],
  'POST /api2/payments/sandbox/form': [
    { what: "the form of A's payment", request: (w) => sandboxForm(w), expect: everyone('ok') },
  ],
  'POST /api2/payments/sandbox/complete': [
    {
      what: "cancelling A's payment at the gateway",
      request: async (w) => ({
        ...(await sandboxForm(w, { decision: 'cancel' })),
        path: '/api2/payments/sandbox/complete',
      }),
      expect: everyone('ok'),
    },
  ],

  // Accounts.
  'GET /api2/account/options': [
    { what: 'sign-up options', request: get(() => '/api2/account/options'), expect: everyone('ok') },
  ],
  'GET /api2/account/session': [
    { what: 'the session check', request: get(() => '/api2/account/session'), expect: everyone('ok') },
  ],
  'GET /api2/account/outbox': [
    { what: 'the outbox', request: get(() => '/api2/account/outbox'), expect: ADMIN_ONLY },
  ],
  'POST /api2/account/register/start': [
    {
      what: 'a sign-up',
      request: () => ({
        path: '/api2/account/register/start',
        body: { name: 'New', email: `${unique('signup')}@example.com`, password: 'a long password' },
      }),
      expect: everyone('public'),
    },
  ],
  'POST /api2/account/register/verify': [
    {
      what: 'a wrong code',
      request: () => ({
        path: '/api2/account/register/verify',
        body: { email: 'nobody@example.com', code: '000000' },
      }),
      expect: everyone('public'),
    },
  ],
  'POST /api2/account/demo': [
    {
      what: 'a demo login',
      request: (w) => ({
        path: '/api2/account/demo',
        headers: { 'X-Forwarded-For': w.nextDemoIp() },
        cookie: null,
      }),
      expect: everyone('public'),
    },
  ],
  'GET /api2/account/login-history': [
    { what: 'own sign-ins', request: get(() => '/api2/account/login-history'), expect: LIST },
    {
      what: "A's sign-ins",
      request: get((w) => `/api2/account/login-history?userId=${w.userIds.a}`),
      expect: ADMIN_ONLY,
    },
  ],
  'POST /api/password/reset': [
    {
      what: "a reset of A's password",
      request: () => ({ path: '/api/password/reset', form: { email: 'alpha@example.com' } }),
      expect: everyone('public'),
    },
  ],
  'POST /api/password/update': [
    {
      what: 'a made-up reset token',
      request: () => ({
        path: '/api/password/update',
        form: { token: 'made-up', password: 'a long password' },
      }),
      expect: everyone('public'),
    },
  ],

  // Support tickets.
  'GET /api2/tickets': [{ what: 'own tickets', request: get(() => '/api2/tickets'), expect: LIST }],
  'POST /api2/tickets': [
    {
      what: 'a new own ticket',
      request: () => ({
        path: '/api2/tickets',
        body: { subject: 'Help me', category: 'other', description: 'Something' },
      }),
      expect: CREATE_OWN,
    },
    {
      what: "a ticket about A's truck",
      request: (w) => ({
        path: '/api2/tickets',
        body: { subject: 'Help me', category: 'device', description: 'Something', deviceId: w.a.truck },
      }),
      expect: TRUCK_WRITE,
    },
  ],
  'GET /api2/tickets/:id': [
    { what: "A's ticket", request: get((w) => `/api2/tickets/${w.a.ticket}`), expect: A_HIDDEN },
  ],
  'POST /api2/tickets/:id/messages': [
    {
      what: "A's ticket",
      request: (w) => ({ path: `/api2/tickets/${w.a.ticket}/messages`, body: { body: 'Hello' } }),
      expect: A_HIDDEN_WRITE,
    },
  ],
  'PUT /api2/tickets/:id/status': [
    {
      what: "A's ticket",
      request: (w) => ({ path: `/api2/tickets/${w.a.ticket}/status`, body: { status: 'pending' } }),
      expect: A_HIDDEN_WRITE,
    },
  ],

  // Installed devices.
  'GET /api2/installed-devices': [
    { what: 'the inventory', request: get(() => '/api2/installed-devices'), expect: LIST },
  ],
  'GET /api2/installed-devices/export.csv': [
    { what: 'the inventory as CSV', request: get(() => '/api2/installed-devices/export.csv'), expect: LIST },
  ],
  'GET /api2/installed-devices/:deviceId': [
    { what: "A's truck", request: get((w) => `/api2/installed-devices/${w.a.truck}`), expect: TRUCK_READ },
  ],
  'PUT /api2/installed-devices/:deviceId': [
    {
      what: "A's truck, unchanged",
      request: (w) => ({
        path: `/api2/installed-devices/${w.a.truck}`,
        body: {
          installer: 'ALPHA-PRIVATE-INSTALLER',
          notes: 'ALPHA-PRIVATE-NOTES',
          simNumber: 'ALPHA-PRIVATE-SIM',
        },
      }),
      expect: TRUCK_WRITE,
    },
  ],

  // Notification settings and Web Push.
  'GET /api2/notifications/settings': [
    { what: 'own settings', request: get(() => '/api2/notifications/settings'), expect: LIST },
  ],
  'PUT /api2/notifications/settings': [
    {
      what: 'own settings',
      request: () => ({ path: '/api2/notifications/settings', body: { channels: { web: ['alarm'] } } }),
      expect: CREATE_OWN,
    },
  ],
  'GET /api2/notifications/push/key': [
    { what: 'the VAPID key', request: get(() => '/api2/notifications/push/key'), expect: LIST },
  ],
  'POST /api2/notifications/push/subscriptions': [
    {
      what: 'an own browser',
      request: () => ({
        path: '/api2/notifications/push/subscriptions',
        body: {
          endpoint: `https://push.example.com/send/${unique('own')}`,
          keys: { p256dh: 'key', auth: 'auth' },
        },
      }),
      expect: CREATE_OWN,
    },
    {
      what: "A's browser endpoint with other keys (a subscription of the caller's own)",
      request: async (w) => {
        const endpoint = `https://push.example.com/send/${unique('alpha')}`;
        await w.asA('POST', '/api2/notifications/push/subscriptions', {
          endpoint,
          keys: { p256dh: 'ALPHAkey', auth: 'ALPHAauth' },
        });
        return {
          path: '/api2/notifications/push/subscriptions',
          body: { endpoint, keys: { p256dh: 'thief', auth: 'thief' } },
        };
      },
      // The caller gets a subscription of its own; A's stays A's (its token cannot be deleted, below).
      expect: CREATE_OWN,
    },
  ],
  'DELETE /api2/notifications/push/subscriptions/:token': [
    {
      what: "A's browser",
      request: onVictim(freshPushToken, (token) => ({
        path: `/api2/notifications/push/subscriptions/${token}`,
      })),
      expect: signedIn(404, { reader: ANY_REFUSAL, guest: ANY_REFUSAL }),
    },
  ],
};
