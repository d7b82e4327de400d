import { apiPost } from '@shared/api';
import { portalApiPaths } from '@shared/portalApi';
import type { SendBatch } from '../tracking/trackingQueue';

export const postTrackingBatch: SendBatch = (events, { keepalive }) =>
  apiPost(portalApiPaths.track, events, { keepalive });
