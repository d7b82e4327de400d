import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Create, Edit, SimpleForm, useTranslate, type TransformData } from 'react-admin';
import type { z } from 'zod';
import { useAdminRoute } from '../resources/useAdminRoute';
import { zodFormResolver } from './zodFormResolver';

interface FormPageProps {
  mode: 'edit' | 'create';
  /** The shared zod schema of the record (for a create usually without `id`). */
  schema: z.ZodType;
  children: ReactNode;
  defaultValues?: Record<string, unknown>;
  transform?: TransformData;
  /** Shown beside the form (e.g. a live preview). */
  aside?: ReactNode;
}

/**
 * Edit and create screens: the resource's title as the page heading, a react-admin form validated by the
 * shared zod schema, saved only once the server accepted it (its 400 errors appear at the fields).
 */
/**
 * Room above each field: an outlined field draws its label above its box, which sat on the helper text or error of
 * the field before it when fields were stacked without a margin.
 */
const fieldSpacing = { '& .MuiFormControl-root': { mt: 2 } };

export function FormPage({ mode, schema, children, defaultValues, transform, aside }: FormPageProps) {
  const route = useAdminRoute();
  const translate = useTranslate();
  const title = route?.title ?? '';
  const form = (
    <SimpleForm
      resolver={zodFormResolver(schema)}
      defaultValues={defaultValues}
      mode="onBlur"
      reValidateMode="onChange"
      sx={fieldSpacing}
    >
      {children}
    </SimpleForm>
  );
  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="h2" gutterBottom>
        {translate(mode === 'edit' ? 'ra.action.edit' : 'ra.action.create')}
      </Typography>
      {mode === 'edit' ? (
        <Edit title={title} mutationMode="pessimistic" redirect="list" transform={transform} aside={aside}>
          {form}
        </Edit>
      ) : (
        <Create title={title} redirect="list" transform={transform} aside={aside}>
          {form}
        </Create>
      )}
    </Box>
  );
}
