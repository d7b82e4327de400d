import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { UserData } from '@shared/schemas/userData';
import { portalTexts } from '@shared/texts';

const labels = portalTexts.userDetails;

/** German name of a role code with the code itself, e.g. 'Administration (RADAR_ADMIN)'. */
export const roleLabel = (code: string): string => {
  const name = labels.roleLabels[code];
  return name ? `${name} (${code})` : code;
};

/** Portal roles first, then ZBV roles, each once. */
export const rolesOf = (user: UserData): string[] => [...new Set([...user.roles, ...user.zbvRoles])];

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** Name, user id, organisation and roles (docs/requirements/roles.md); the profile page adds username and e-mail. */
export function UserDetailsList({ user, full = false }: { user: UserData; full?: boolean }) {
  const roles = rolesOf(user);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
        m: 0,
        '& dd': { mb: { xs: 1.5, sm: 0 } },
      }}
    >
      <Entry term={labels.name}>{user.name}</Entry>
      {full && <Entry term={labels.username}>{user.username}</Entry>}
      <Entry term={labels.userId}>{user.zbvUserId}</Entry>
      <Entry term={labels.organisation}>{`${user.organisationName} (${user.organisationId})`}</Entry>
      {full && <Entry term={labels.email}>{user.emailAddress}</Entry>}
      <Entry term={labels.roles}>
        {roles.length === 0 ? (
          labels.noRoles
        ) : (
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {roles.map((code) => (
              <Chip key={code} component="span" size="small" label={roleLabel(code)} />
            ))}
          </Box>
        )}
      </Entry>
    </Box>
  );
}
