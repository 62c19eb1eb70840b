/** The account the global setup creates with `fleetkit-server create-user`. */
export const E2E_USER = {
  email: 'owner@fleetkit.test',
  name: 'Asha Owner',
  password: 'e2e-correct-horse-battery',
} as const;
