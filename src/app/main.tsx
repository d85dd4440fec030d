import './styles/global.css';
import { bootstrap } from './bootstrap';

const container = document.getElementById('root');
if (container) void bootstrap(container);
