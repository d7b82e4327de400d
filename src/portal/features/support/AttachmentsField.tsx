import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { attachmentSizeError, formatFileSize, type SupportFormInput, type SupportFormValues } from '@shared/schemas';
import { supportTexts } from '@shared/texts';

const t = supportTexts.form;

interface AttachmentsFieldProps {
  form: UseFormReturn<SupportFormInput, unknown, SupportFormValues>;
  disabled: boolean;
}

/**
 * Several files, each at most 2 MB: a selection with a larger file is rejected as a whole and the size
 * message names that file (docs/requirements/validation.md).
 */
export function AttachmentsField({ form, disabled }: AttachmentsFieldProps) {
  const { field, fieldState } = useController({ control: form.control, name: 'attachments' });
  const helperId = useId();
  const { ref: focusHandle, value: files, onChange } = field;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const tooLarge = chosen.map(attachmentSizeError).find((message) => message !== undefined);
    if (tooLarge) {
      form.setError('attachments', { type: 'size', message: tooLarge });
      return;
    }
    onChange([...files, ...chosen]);
  };

  return (
    <div>
      <Typography component="p" variant="subtitle2">
        {t.attachments}
      </Typography>
      <Button
        ref={focusHandle}
        component="label"
        variant="outlined"
        startIcon={<AttachFileIcon />}
        disabled={disabled}
        sx={{ mt: 0.5 }}
      >
        {t.addAttachments}
        <input hidden type="file" multiple onChange={choose} aria-describedby={helperId} disabled={disabled} />
      </Button>
      {files.length > 0 && (
        <List dense aria-label={t.attachments}>
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${index}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t.removeAttachment(file.name)}
                  disabled={disabled}
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemText primary={file.name} secondary={formatFileSize(file.size)} />
            </ListItem>
          ))}
        </List>
      )}
      <FormHelperText id={helperId} error={Boolean(fieldState.error)}>
        {fieldState.error?.message ?? t.attachmentHint}
      </FormHelperText>
    </div>
  );
}
