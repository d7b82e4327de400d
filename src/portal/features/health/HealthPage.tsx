import { useEffect, useState } from 'react';
import { HEALTH_PATH } from '@shared/api/paths';
import { portalRoutes } from '@shared/routes';
import { portalTexts } from '@shared/texts';

type HealthState = { kind: 'loading' } | { kind: 'done'; status: number; body: string };

/** The bare status page: the health document as the server reports it, without any portal chrome. */
export default function HealthPage() {
  const [state, setState] = useState<HealthState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch(HEALTH_PATH, { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        const body = JSON.stringify(await response.json(), null, 2);
        setState({ kind: 'done', status: response.status, body });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'done', status: 0, body: String(error) });
      });
    return () => controller.abort();
  }, []);
  return (
    <main>
      <h1>{portalRoutes.health.title}</h1>
      {state.kind === 'loading' ? (
        <p>{portalTexts.health.checking}</p>
      ) : (
        <pre aria-label={portalTexts.health.report}>{state.body}</pre>
      )}
    </main>
  );
}
