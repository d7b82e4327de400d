import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { Confirm, useDataProvider, useListContext, useNotify } from 'react-admin';
import { alertMessage } from '@shared/api';
import { adminTexts } from '@shared/texts';
import { recordCountMessage } from '@shared/ui/kit';

/** A resource-specific change applied to every selected record, e.g. "Deaktivieren" sets `active: false`. */
export interface MassChange {
  label: string;
  icon?: ReactElement;
  change: Record<string, unknown>;
}

/** Applies a mass change after a confirmation; reports 'Sie haben N Datensätze geändert'. */
export function MassChangeButton({ massChange }: { massChange: MassChange }) {
  const { selectedIds, onUnselectItems, resource } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const count = selectedIds.length;

  const apply = async () => {
    setRunning(true);
    try {
      const { data: records } = await dataProvider.getMany(resource, { ids: selectedIds });
      // The data API replaces whole records, so each carries all its fields with the change applied.
      await Promise.all(
        records.map((record) =>
          dataProvider.update(resource, {
            id: record.id,
            data: { ...record, ...massChange.change },
            previousData: record,
          }),
        ),
      );
      notify(recordCountMessage(records.length, adminTexts.grid.changedAction), { type: 'success' });
      onUnselectItems();
    } catch (error) {
      notify(alertMessage(massChange.label, error), { type: 'error' });
    } finally {
      setRunning(false);
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: [resource] });
    }
  };

  return (
    <>
      <Button variant="outlined" size="small" startIcon={massChange.icon} onClick={() => setOpen(true)}>
        {massChange.label}
      </Button>
      <Confirm
        isOpen={open}
        loading={running}
        title={adminTexts.grid.massChangeTitle(massChange.label, count)}
        content={adminTexts.grid.massChangeContent(massChange.label, count)}
        onConfirm={() => void apply()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
