import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { knownSettingKeys } from '@shared/schemas';
import { adminTexts } from '@shared/texts';

/** The keys the portal reads (docs/requirements/entities.md) and what each one does. */
export function KnownSettings() {
  return (
    <Box component="section" aria-labelledby="known-settings" sx={{ mb: 2 }}>
      <Typography id="known-settings" variant="h2" gutterBottom>
        {adminTexts.settings.knownHeading}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {knownSettingKeys.map((key) => (
          <Box key={key} sx={{ mb: 1 }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {adminTexts.settings.known[key].label} <code>{key}</code>
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {adminTexts.settings.known[key].help}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
