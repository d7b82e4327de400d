import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDeleteMany, useListContext, useNotify } from 'react-admin';
import { alertMessage } from '@shared/api';
import { adminTexts } from '@shared/texts';
import { recordCountMessage } from '@shared/ui/kit';

/** Deletes the selected records after a confirmation; reports 'Sie haben N Datensätze gelöscht'. */
export function BulkDeleteButton() {
  const { selectedIds, onUnselectItems, resource } = useListContext();
  const [open, setOpen] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const count = selectedIds.length;

  const confirm = () =>
    deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(recordCountMessage(count, adminTexts.grid.deletedAction), { type: 'success' });
          onUnselectItems();
          setOpen(false);
          void queryClient.invalidateQueries({ queryKey: [resource] });
        },
        onError: (error) => {
          setOpen(false);
          notify(alertMessage(adminTexts.grid.deleteSelected, error), { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button color="error" variant="outlined" size="small" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {adminTexts.grid.deleteSelected}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={adminTexts.grid.deleteTitle(count)}
        content={adminTexts.grid.deleteContent(count)}
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
