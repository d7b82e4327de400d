/**
 * Names shared with the embedded provider, kept apart from it so that importing them does not load
 * oidc-provider (which is imported only when the embedded provider is enabled).
 */
export const EMBEDDED_ISSUER_PATH = '/oidc';
/** Resource indicator and audience of the portal API's access tokens. */
export const API_RESOURCE = 'urn:radar:api';
export const API_SCOPE = 'api';
