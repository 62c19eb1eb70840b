/** The account the global setup creates with `fleetkit-server create-user`. */
export const E2E_USER = {
  email: 'owner@fleetkit.test',
  name: 'Asha Owner',
  password: 'e2e-correct-horse-battery',
} as const;

/** An administrator, who may read the server's outbox (sign-up codes). */
export const E2E_ADMIN = {
  email: 'admin@fleetkit.test',
  name: 'Fleet Admin',
  password: 'e2e-admin-staple-battery',
} as const;
