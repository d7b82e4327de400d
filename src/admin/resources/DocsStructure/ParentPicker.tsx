import { AutocompleteInput, useRecordContext } from 'react-admin';
import { adminTexts } from '@shared/texts';
import { fieldLabel } from '../collections';
import { pageWithSubpages } from './pageTree';
import { useManualPages } from './useManualPages';

/**
 * The page's parent, chosen from the other pages. The page itself and its subpages are not offered (the server
 * refuses them too); the start page has nothing to choose.
 */
export function ParentPicker() {
  const record = useRecordContext();
  const { pages, isPending } = useManualPages();
  const excluded = record ? pageWithSubpages(pages ?? [], String(record.id)) : new Set<string>();
  const choices = (pages ?? [])
    .filter((page) => !excluded.has(String(page.id)))
    .map((page) => ({ id: String(page.id), name: page.title }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return (
    <AutocompleteInput
      source="parentId"
      label={fieldLabel('manualPages', 'parentId')}
      choices={choices}
      isPending={isPending}
      disabled={!isPending && choices.length === 0}
      helperText={adminTexts.docsStructure.parentHelp}
      fullWidth
    />
  );
}
