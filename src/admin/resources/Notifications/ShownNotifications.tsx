import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useListContext } from 'react-admin';
import { alertMessage, apiGet } from '@shared/api';
import { adminApiPaths } from '@shared/routes';
import { shownNotificationsSchema, type ShownNotifications as Shown } from '@shared/schemas';
import { adminTexts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit';

const texts = adminTexts.notifications;

const fetchShown = async (): Promise<Shown> =>
  shownNotificationsSchema.parse(await apiGet<unknown>(adminApiPaths.shownNotifications));

/** Titles under the sentence that names them (which labels the list). */
function TitleList({ label, entries }: { label: string; entries: Shown['forEveryone'] }) {
  const labelId = useId();
  return (
    <>
      <Typography id={labelId}>{label}</Typography>
      <Box component="ol" aria-labelledby={labelId} sx={{ mt: 0.5, mb: 1 }}>
        {entries.map(({ id, title }) => (
          <li key={id}>„{title}“</li>
        ))}
      </Box>
    </>
  );
}

/** Which notifications users see now, as the server ranks them; asked again whenever the list below changes. */
export function ShownNotifications() {
  const headingId = useId();
  const { data: rows } = useListContext();
  const shown = useQuery({ queryKey: ['notifications', 'shown', rows], queryFn: fetchShown });
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="h2" gutterBottom>
        {texts.shownHeading}
      </Typography>
      {shown.error && <Alert severity="error">{alertMessage(texts.shownFailed, shown.error)}</Alert>}
      {shown.isPending && <LoadingIndicator />}
      {shown.data && (
        <>
          {shown.data.forEveryone.length === 0 ? (
            <Typography>{texts.shownNone}</Typography>
          ) : (
            <TitleList label={texts.shownForEveryone} entries={shown.data.forEveryone} />
          )}
          {shown.data.targeted.length > 0 && <TitleList label={texts.shownTargeted} entries={shown.data.targeted} />}
        </>
      )}
      <Typography variant="body2">{texts.shownRule}</Typography>
    </Box>
  );
}
