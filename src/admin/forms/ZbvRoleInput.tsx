import { AutocompleteArrayInput, AutocompleteInput, useGetList, type RaRecord } from 'react-admin';
import { resourceOf } from '../resources/collections';

const roleLabel = (role: RaRecord) => `${String(role.name)} (${String(role.code)})`;

/** ZBV roles are referred to by their code; the choices are the roles of the ZBV section. */
function useZbvRoleChoices() {
  return useGetList(resourceOf('zbvRoles'), {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'code', order: 'ASC' },
  });
}

export function ZbvRoleInput({
  source,
  label,
  isRequired = false,
}: {
  source: string;
  label: string;
  isRequired?: boolean;
}) {
  const { data = [], isPending } = useZbvRoleChoices();
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={data}
      optionValue="code"
      optionText={roleLabel}
      isPending={isPending}
      isRequired={isRequired}
      fullWidth
    />
  );
}

export function ZbvRolesInput({ source, label, readOnly }: { source: string; label: string; readOnly?: boolean }) {
  const { data = [], isPending } = useZbvRoleChoices();
  return (
    <AutocompleteArrayInput
      source={source}
      label={label}
      choices={data}
      optionValue="code"
      optionText={roleLabel}
      isPending={isPending}
      readOnly={readOnly}
      fullWidth
    />
  );
}
