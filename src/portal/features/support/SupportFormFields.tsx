import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useSessionState } from '@shared/auth/sessionState';
import type { SupportFormInput, SupportFormValues } from '@shared/schemas';
import { supportTexts } from '@shared/texts';
import { SanitizedHtml } from '@shared/ui/kit/SanitizedHtml';
import { SelectField } from '@shared/ui/kit/SelectField';
import { useReportNames } from './api/getReportNames';
import { AttachmentsField } from './AttachmentsField';
import { ChoiceField } from './ChoiceField';
import { ContactDetails } from './ContactDetails';
import type { SupportVariant } from './supportDialogContext';
import type { SupportContact } from './useSupportContact';

const t = supportTexts.form;

interface SupportFormFieldsProps {
  form: UseFormReturn<SupportFormInput, unknown, SupportFormValues>;
  contact: SupportContact;
  variant: SupportVariant;
  open: boolean;
  sending: boolean;
}

/** The fields of the support form and which of them show for the chosen reason, report and contact. */
export function SupportFormFields({ form, contact, variant, open, sending }: SupportFormFieldsProps) {
  const { control } = form;
  const contactType = useWatch({ control, name: 'contactType' });
  const reports = useReportNames(open && contact.reason === 'REPORT');
  const { userData } = useSessionState();
  const names = reports.data ?? [];
  const options = (
    contact.reportName && !names.includes(contact.reportName) ? [contact.reportName, ...names] : names
  ).map((name) => ({ value: name, label: name }));
  const fieldsDisabled = sending || !contact.info?.supportAvailable;

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <ChoiceField
        control={control}
        name="supportReason"
        label={t.reason}
        choices={t.reasons}
        disabled={sending}
        required
      />
      {contact.reason === 'REPORT' && (
        <Controller
          control={control}
          name="reportName"
          render={({ field, fieldState }) => (
            <SelectField
              label={t.reportName}
              placeholder={t.reportNamePlaceholder}
              options={options}
              value={field.value}
              inputRef={field.ref}
              onChange={(name) => {
                // The ids of a pre-filled report belong to that report only.
                form.setValue('moduleId', undefined);
                form.setValue('reportId', undefined);
                field.onChange(name);
              }}
              required
              fullWidth
              disabled={sending}
              error={Boolean(fieldState.error) || reports.isError}
              helperText={fieldState.error?.message ?? (reports.isError ? t.reportsLoadFailed : undefined)}
            />
          )}
        />
      )}
      {contact.showRest && (
        <Stack
          spacing={2}
          aria-busy={contact.loading}
          sx={{ opacity: contact.loading ? 0.5 : 1, transition: 'opacity 150ms' }}
        >
          {contact.loading && !contact.info && <Alert severity="info">{t.loadingContact}</Alert>}
          <ContactDetails contact={contact} />
          {variant === 'dashboard' && userData && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField label={t.name} value={userData.name} slotProps={{ htmlInput: { readOnly: true } }} />
              <TextField label={t.email} value={userData.emailAddress} slotProps={{ htmlInput: { readOnly: true } }} />
            </Box>
          )}
          {contact.descriptionInsteadOfMessage && contact.info?.description ? (
            <SanitizedHtml html={contact.info.description} />
          ) : (
            <Controller
              control={control}
              name="requestMessage"
              render={({ field: { ref, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  label={t.requestMessage}
                  required
                  multiline
                  minRows={4}
                  fullWidth
                  disabled={fieldsDisabled}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          )}
          <ChoiceField
            control={control}
            name="contactType"
            label={t.contactType}
            choices={t.contactTypes}
            disabled={fieldsDisabled}
          />
          <Controller
            control={control}
            name="phoneNumber"
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                label={t.phoneNumber}
                type="tel"
                required={contactType === 'PHONE'}
                fullWidth
                disabled={fieldsDisabled}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <AttachmentsField form={form} disabled={fieldsDisabled} />
        </Stack>
      )}
    </Stack>
  );
}
