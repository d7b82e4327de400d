import Alert from '@mui/material/Alert';
import { AutocompleteArrayInput, AutocompleteInput, FormDataConsumer, SelectInput, TextInput } from 'react-admin';
import { knownSettingKeys } from '@shared/schemas';
import { adminTexts } from '@shared/texts';
import { fieldLabel } from '../collections';
import { isKnownSettingKey } from '@shared/schemas';
import { useModuleChoices } from './useModuleChoices';

const valueLabel = fieldLabel('systemSettings', 'value');
const keyChoices = knownSettingKeys.map((key) => ({
  id: key,
  name: `${adminTexts.settings.known[key].label} (${key})`,
}));
const maintenanceChoices = (['true', 'false'] as const).map((value) => ({
  id: value,
  name: adminTexts.settings.maintenanceChoices[value],
}));

/** The AI module ids are kept as "2,4,5"; the admin picks modules by name. */
function ModuleIdsInput() {
  const { choices, isPending } = useModuleChoices();
  return (
    <AutocompleteArrayInput
      source="value"
      label={valueLabel}
      choices={choices}
      isPending={isPending}
      format={(value: unknown) =>
        typeof value === 'string' && value !== '' ? value.split(',').map((id) => id.trim()) : []
      }
      parse={(ids: unknown) => (Array.isArray(ids) ? ids.join(',') : '')}
      fullWidth
    />
  );
}

function ValueInput({ settingKey }: { settingKey: unknown }) {
  switch (settingKey) {
    case 'config.maintenance.enabled':
      return <SelectInput source="value" label={valueLabel} choices={maintenanceChoices} isRequired />;
    case 'ki.enabled.modules.ids':
      return <ModuleIdsInput />;
    case 'maintenance.message.text':
      return <TextInput source="value" label={valueLabel} multiline minRows={3} isRequired fullWidth />;
    default:
      return (
        <TextInput source="value" label={valueLabel} isRequired fullWidth parse={(value: string) => value ?? ''} />
      );
  }
}

/** Key, a value editor that fits the key (and its explanation), and a description. */
export function SystemSettingInputs({ create }: { create: boolean }) {
  return (
    <>
      {create ? (
        <AutocompleteInput
          source="id"
          label={fieldLabel('systemSettings', 'id')}
          choices={keyChoices}
          onCreate={(key) => ({ id: key ?? '', name: key ?? '' })}
          createItemLabel={adminTexts.settings.newKeyLabel('%{item}')}
          isRequired
          fullWidth
        />
      ) : (
        <TextInput source="id" label={fieldLabel('systemSettings', 'id')} disabled fullWidth />
      )}
      <FormDataConsumer<{ id?: unknown }>>
        {({ formData }) => (
          <>
            {isKnownSettingKey(formData.id) && (
              <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
                <strong>{adminTexts.settings.known[formData.id].label}:</strong>{' '}
                {adminTexts.settings.known[formData.id].help}
              </Alert>
            )}
            <ValueInput settingKey={formData.id} />
          </>
        )}
      </FormDataConsumer>
      <TextInput source="description" fullWidth />
    </>
  );
}
