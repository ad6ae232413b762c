import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { Console } from './app/Console';
import { startColorScheme } from './app/colorScheme';

startColorScheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Console />
  </StrictMode>,
);
