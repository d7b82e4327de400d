import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import { useId, useState } from 'react';
import type { ModuleDto } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { useFavoriteModules, useSaveFavoriteOrder } from '../api/favoriteOrder';
import { SortableFavorite } from './SortableFavorite';

const texts = portalTexts.dashboard;

function announcementsFor(modules: ModuleDto[]): Announcements {
  const name = (id: UniqueIdentifier) => modules.find((m) => String(m.id) === String(id))?.name ?? String(id);
  const position = (id: UniqueIdentifier | undefined) =>
    modules.findIndex((m) => String(m.id) === String(id ?? '')) + 1;
  return {
    onDragStart: ({ active }) => texts.dragStart(name(active.id)),
    onDragOver: ({ active, over }) => (over ? texts.dragOver(name(active.id), position(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? texts.dragEnd(name(active.id), position(over.id)) : undefined),
    onDragCancel: ({ active }) => texts.dragCancel(name(active.id)),
  };
}

function SortableFavorites({ initial, onClose }: { initial: ModuleDto[]; onClose: () => void }) {
  const [modules, setModules] = useState(initial);
  const save = useSaveFavoriteOrder(onClose);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setModules((list) => {
      const from = list.findIndex((m) => String(m.id) === String(active.id));
      const to = list.findIndex((m) => String(m.id) === String(over.id));
      return arrayMove(list, from, to);
    });
  };
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{texts.orderHelp}</DialogContentText>
        {modules.length === 0 ? (
          <DialogContentText>{texts.orderEmpty}</DialogContentText>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements: announcementsFor(modules),
              screenReaderInstructions: { draggable: texts.orderHelp },
            }}
          >
            <SortableContext items={modules.map((m) => String(m.id))} strategy={verticalListSortingStrategy}>
              <List aria-label={texts.orderTitle}>
                {modules.map((module, index) => (
                  <SortableFavorite key={module.id} module={module} position={index + 1} />
                ))}
              </List>
            </SortableContext>
          </DndContext>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button
          variant="contained"
          disabled={save.isPending || modules.length === 0}
          onClick={() => save.mutate(modules)}
        >
          {texts.orderSave}
        </Button>
      </DialogActions>
    </>
  );
}

/** Puts the favourite modules in the user's own order by dragging (mouse, touch or keyboard); saved on the server. */
export function FavoriteOrderDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const { data } = useFavoriteModules(true);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{texts.orderTitle}</DialogTitle>
      {data ? <SortableFavorites initial={data} onClose={onClose} /> : <LoadingIndicator />}
    </Dialog>
  );
}
