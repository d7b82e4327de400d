import type { Module } from '@shared/schemas';
import { propertiesForType } from './moduleProperties';

/** Before saving, the properties are trimmed to those of the chosen type. */
export const transformModule = (data: Record<string, unknown>) => ({
  ...data,
  properties: propertiesForType(data.moduleType as Module['moduleType'], data.properties as Module['properties']),
});
