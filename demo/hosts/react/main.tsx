import { createRoot } from 'react-dom/client';
import { App } from './App';
import '../shared/host.css';

createRoot(document.getElementById('app')!).render(<App />);
