/** The app's registration at the local OpenID provider of the end-to-end tests. */
export const OIDC_CLIENT = {
  id: 'vets-e2e',
  secret: 'vets-e2e-client-secret-not-for-production',
} as const;
