/** The sign-in calls of docs/requirements/calls.md, relative to the API base. */
export const ssoPaths = {
  authorize: '/api/v1/sso/authorize',
  token: '/api/v1/sso/token',
  refresh: '/api/v1/sso/token/refresh',
  login: '/api/v1/sso/login',
  logout: '/api/v1/sso/logout',
  userData: '/get-userdata',
} as const;
