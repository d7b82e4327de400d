import { TransportError } from '@shared/api/transportError';

export const statusOf = (error: unknown): number | undefined =>
  error instanceof TransportError ? error.status : undefined;
