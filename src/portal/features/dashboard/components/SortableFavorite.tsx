import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ModuleDto } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';

/** One favourite module in the order list, moved by its handle. */
export function SortableFavorite({ module, position }: { module: ModuleDto; position: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: String(module.id),
  });
  return (
    <ListItem
      ref={setNodeRef}
      data-position={position}
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        bgcolor: isDragging ? 'action.selected' : undefined,
        borderBottom: 1,
        borderColor: 'divider',
        gap: 1,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={portalTexts.dashboard.orderHandle(module.name)}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon />
      </IconButton>
      <ListItemText primary={module.name} />
    </ListItem>
  );
}
