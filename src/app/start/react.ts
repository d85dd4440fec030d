// The app's first stage (src/app/main.tsx): React's DOM renderer, evaluated in a task of its own.
export { createRoot, hydrateRoot } from 'react-dom/client';
