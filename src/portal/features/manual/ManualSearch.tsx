import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { alertMessage } from '@shared/api';
import { portalTexts } from '@shared/texts';
import { useManualSearch } from './api/manualQueries';

const texts = portalTexts.manual;

/** The search box and, once searched, the ranked hits (each a link to its page). */
export function ManualSearch() {
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const search = useManualSearch(term);
  const reset = () => {
    setInput('');
    setTerm('');
  };
  return (
    <Stack spacing={1}>
      <Stack
        component="form"
        role="search"
        direction="row"
        spacing={1}
        onSubmit={(event) => {
          event.preventDefault();
          setTerm(input.trim());
        }}
      >
        <TextField
          size="small"
          label={texts.searchLabel}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          fullWidth
        />
        <Button type="submit" variant="contained">
          {texts.searchButton}
        </Button>
      </Stack>
      {search.isError && <Alert severity="error">{alertMessage(texts.pagesNotFound, search.error)}</Alert>}
      {term !== '' && search.data && (
        <section aria-label={texts.searchResults(term, search.data.length)}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography role="status">{texts.searchResults(term, search.data.length)}</Typography>
            <Button size="small" onClick={reset}>
              {texts.clearSearch}
            </Button>
          </Stack>
          <List dense component="ul">
            {search.data.map((hit) => (
              <li key={hit.pageId}>
                <ListItemButton component={Link} to={`/docs/${hit.pageId}`}>
                  <ListItemText primary={hit.title} secondary={hit.excerpt} />
                </ListItemButton>
              </li>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
