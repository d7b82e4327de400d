import Button from '@mui/material/Button';
import { useState } from 'react';
import { adminTexts } from '@shared/texts';
import { shortened } from '../../text/readableText';

const t = adminTexts.audit;

/** One side of a change: a long text shortened, with a button that shows it whole (and shortens it again). */
export function DiffText({ text, name }: { text: string; name: string }) {
  const [whole, setWhole] = useState(false);
  if (text === '') return <>{t.nothing}</>;
  const short = shortened(text);
  if (short === text) return <>{text}</>;
  return (
    <>
      {whole ? text : short}{' '}
      <Button
        size="small"
        variant="text"
        onClick={() => setWhole(!whole)}
        aria-label={whole ? t.showShortened(name) : t.showWhole(name)}
        aria-expanded={whole}
        sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline', textTransform: 'none' }}
      >
        {whole ? t.shorter : t.whole}
      </Button>
    </>
  );
}
