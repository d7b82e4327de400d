import { useEffect, useState } from 'react';
import { HEALTH_PATH } from '../../../shared/api/paths';

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
      <h1>Systemstatus</h1>
      {state.kind === 'loading' ? <p>Wird geprüft …</p> : <pre aria-label="Statusbericht">{state.body}</pre>}
    </main>
  );
}
