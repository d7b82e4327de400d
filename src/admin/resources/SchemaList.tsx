import Typography from '@mui/material/Typography';
import { Datagrid, List, TextField, useResourceContext } from 'react-admin';
import { collectionSchemas } from '../../shared/schemas';
import { adminRoutes, resourceNameOf, type AdminResourceRoute } from '../../shared/routes';

const MAX_COLUMNS = 6;

const routeOf = (resource: string | undefined): AdminResourceRoute | undefined =>
  adminRoutes.find(
    (route): route is AdminResourceRoute => route.kind === 'resource' && resourceNameOf(route) === resource,
  );

/** A first list for every resource: its title and the first fields of its schema. The full grid replaces it. */
export function SchemaList() {
  const route = routeOf(useResourceContext());
  if (!route) return null;
  const fields = Object.keys(collectionSchemas[route.collection].shape).slice(0, MAX_COLUMNS);
  return (
    <>
      <Typography variant="h1" sx={{ mt: 2 }}>
        {route.title}
      </Typography>
      <List title={route.title} perPage={25}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          {fields.map((field) => (
            <TextField key={field} source={field} />
          ))}
        </Datagrid>
      </List>
    </>
  );
}
