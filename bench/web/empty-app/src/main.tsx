import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** The baseline: React and React DOM rendering one heading, nothing else. */
function App() {
  return <h1>Hello</h1>;
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
