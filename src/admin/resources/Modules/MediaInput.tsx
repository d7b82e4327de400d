import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { alertMessage } from '@shared/api';
import { adminTexts } from '@shared/texts';
import { acceptedMediaTypes, checkMediaFile, mediaUrl, storedMediaName, uploadMedia } from './mediaUpload';

type Media = { fileName: string }[];

/** The module's media files: upload (type and size checked here and on the server), remove, use as image. */
export function MediaInput() {
  const { setValue, getValues } = useFormContext();
  const media = (useWatch({ name: 'media' }) as Media | undefined) ?? [];
  const moduleType: unknown = useWatch({ name: 'moduleType' });
  const notify = useNotify();
  const [uploading, setUploading] = useState(false);
  const inputId = useId();
  const headingId = useId();

  const change = (next: Media) => setValue('media', next, { shouldDirty: true });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    for (const file of files) {
      const problem = checkMediaFile(file);
      if (problem) {
        notify(problem, { type: 'error' });
        continue;
      }
      setUploading(true);
      try {
        const fileName = storedMediaName(file.name);
        await uploadMedia(fileName, file);
        change([...((getValues('media') as Media | undefined) ?? []), { fileName }]);
        notify(adminTexts.media.uploaded(fileName), { type: 'success' });
      } catch (error) {
        notify(alertMessage(adminTexts.media.failed, error), { type: 'error' });
      } finally {
        setUploading(false);
      }
    }
  };

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1} sx={{ width: '100%', my: 2 }}>
      <Typography id={headingId} variant="h3">
        {adminTexts.modules.mediaHeading}
      </Typography>
      {media.length === 0 ? (
        <Typography variant="body2">{adminTexts.media.empty}</Typography>
      ) : (
        <List dense aria-labelledby={headingId}>
          {media.map(({ fileName }) => (
            <ListItem
              key={fileName}
              secondaryAction={
                <Stack direction="row" spacing={1}>
                  {moduleType === 'IMAGE' && (
                    <Button
                      size="small"
                      onClick={() => setValue('properties.imageUrl', mediaUrl(fileName), { shouldDirty: true })}
                    >
                      {adminTexts.media.useAsImage}
                    </Button>
                  )}
                  <IconButton
                    edge="end"
                    aria-label={adminTexts.media.remove(fileName)}
                    onClick={() => change(media.filter((item) => item.fileName !== fileName))}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              }
            >
              <ListItemText primary={fileName} />
            </ListItem>
          ))}
        </List>
      )}
      <div>
        <input
          id={inputId}
          type="file"
          accept={acceptedMediaTypes.join(',')}
          multiple
          hidden
          onChange={(event) => void upload(event)}
        />
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadIcon />} disabled={uploading}>
          {uploading ? adminTexts.media.uploading : adminTexts.media.upload}
        </Button>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {adminTexts.media.help}
        </Typography>
      </div>
    </Stack>
  );
}
