import IconButton from '@mui/material/IconButton';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { portalTexts } from '@shared/texts';

const texts = portalTexts.dashboard;

/** A star that adds to or removes from the favourites; the name says what it belongs to. */
export function FavoriteToggle({
  name,
  favorite,
  onToggle,
}: {
  name: string;
  favorite: boolean;
  onToggle: () => void;
}) {
  return (
    <IconButton
      size="small"
      aria-label={favorite ? texts.removeFavorite(name) : texts.addFavorite(name)}
      aria-pressed={favorite}
      onClick={onToggle}
      sx={{ color: favorite ? 'warning.dark' : 'text.secondary' }}
    >
      {favorite ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
    </IconButton>
  );
}
