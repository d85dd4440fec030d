import './styles/global.css';
import '@/shared/lib/dayjs';
import { bootstrap } from './bootstrap';

const container = document.getElementById('root');
if (container) void bootstrap(container);
