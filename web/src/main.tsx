import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Global styles first, so the screens' own styles (bundled after) take precedence.
import './app/styles.css';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
