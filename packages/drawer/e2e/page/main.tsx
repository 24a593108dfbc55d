import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TestPage } from './TestPage';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <TestPage />
  </StrictMode>,
);
