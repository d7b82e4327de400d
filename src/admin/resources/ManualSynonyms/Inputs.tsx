import { TextInput, required } from 'react-admin';
import { fieldLabel } from '../collections';

/** Words the manual search and the assistant treat as one, e.g. 'Kachel, Modul'. */
export function ManualSynonymInputs() {
  return <TextInput source="words" label={fieldLabel('manualSynonyms', 'words')} validate={required()} fullWidth />;
}
