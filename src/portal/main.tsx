import '@shared/api/zodWithoutEval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('Element #root fehlt in index.html');
const root = createRoot(container);
// As a transition, React renders the first screen in slices and lets the browser breathe in between (no long task).
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
