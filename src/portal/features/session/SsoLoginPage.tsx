import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { browser } from '@shared/auth/browser';
import { completeLogin } from '@shared/auth/loginFlow';
import { isAdminPath, portalRoutes } from '@shared/routes';
import { texts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import { SessionProblemPage, type SessionProblem } from './SessionProblemPage';
import { statusOf } from './transportStatus';

/** A code is exchanged once, even when React runs the effect twice. */
const exchanges = new Map<string, Promise<string>>();
const exchangeOnce = (search: string) => {
  let exchange = exchanges.get(search);
  if (!exchange) {
    exchange = completeLogin(search);
    exchanges.set(search, exchange);
  }
  return exchange;
};

/** The return from the identity provider (docs/requirements/behaviour.md): exchange the code, log in, go back. */
export function SsoLoginPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<SessionProblem>();
  const hasCode = new URLSearchParams(search).has('code');

  useEffect(() => {
    if (!hasCode) {
      navigate('/', { replace: true });
      return;
    }
    let active = true;
    exchangeOnce(search)
      .then((target) => {
        if (!active) return;
        if (isAdminPath(target.split('?')[0] ?? target)) browser.assign(target);
        else navigate(target, { replace: true });
      })
      .catch((error: unknown) => {
        if (active) setProblem(statusOf(error) === 403 ? 'noPermission' : 'unreachable');
      });
    return () => {
      active = false;
    };
  }, [hasCode, navigate, search]);

  if (problem) return <SessionProblemPage problem={problem} />;
  return (
    <Container component="main" sx={{ py: 6 }}>
      <Typography variant="h1" gutterBottom>
        {portalRoutes.ssoLogin.title}
      </Typography>
      <LoadingIndicator title={texts.session.signingIn} />
    </Container>
  );
}
