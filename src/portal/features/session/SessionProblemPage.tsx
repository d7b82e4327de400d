import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { startLogin } from '@shared/auth/loginFlow';
import { storageKeys } from '@shared/auth/storageKeys';
import { texts } from '@shared/texts';

export type SessionProblem = 'noPermission' | 'unreachable' | 'loggedOut';

/** 'Neu laden' starts afresh: the remembered page, with the loop guard of this tab reset. */
const reload = () => {
  sessionStorage.removeItem(storageKeys.sessionRetryCount);
  window.location.assign(localStorage.getItem(storageKeys.redirectToPrevious) ?? '/');
};

export function SessionProblemPage({ problem }: { problem: SessionProblem }) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h1" gutterBottom>
        {texts.session.problemHeadings[problem]}
      </Typography>
      {problem === 'noPermission' && <Alert severity="error">{texts.session.noPermission}</Alert>}
      {problem === 'unreachable' && (
        <Alert severity="warning">
          {texts.session.unreachable}{' '}
          <Link component="button" onClick={reload}>
            {texts.session.reload}
          </Link>
        </Alert>
      )}
      {problem === 'loggedOut' && (
        <>
          <Typography gutterBottom>{texts.session.loggedOut}</Typography>
          <Button variant="contained" onClick={() => startLogin('/', 'portal')}>
            {texts.session.signInAgain}
          </Button>
        </>
      )}
    </Container>
  );
}
