import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Global styles first, so the screens' own styles (bundled after) take precedence.
import './app/styles.css';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// A transition: React renders the first screen in slices, yielding to the browser between
// them, instead of in one long task (the static shell stays until it is ready to show).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
