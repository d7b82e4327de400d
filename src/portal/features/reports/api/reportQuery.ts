/** `?moduleId=&reportId=[&pbiAccountId=]` for the report calls. */
export const reportCallQuery = (params: { moduleId: string; reportId: string; pbiAccountId?: string | number }) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
