import { adminRoutes } from '@shared/routes';
import { adminTexts } from '@shared/texts';
import { choicesOf, enumColumn } from '../../grid/gridColumn';
import { fieldLabel } from '../collections';
import { pickColumns } from '../schemaColumns';

/** Collections by the title of the screen that shows them. */
export const resourceChoices = adminRoutes.flatMap((route) =>
  route.kind === 'resource' ? [{ value: route.collection, label: route.title }] : [],
);

export const auditColumns = [
  ...pickColumns('auditLog', ['at', 'actor']),
  enumColumn('resource', fieldLabel('auditLog', 'resource'), resourceChoices),
  ...pickColumns('auditLog', ['recordId']),
  enumColumn(
    'action',
    fieldLabel('auditLog', 'action'),
    choicesOf(Object.keys(adminTexts.values.auditActions), adminTexts.values.auditActions),
  ),
  ...pickColumns('auditLog', ['before', 'after']),
];
