import '@shared/api/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('Element #root fehlt in index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
