import './styles/global.css';
import { applyScenarioAtStart } from '../../mocks/scenarios';
import { bootstrap } from './bootstrap';

// `?scenario=NAME` is kept for the tab before the first request, so QA may navigate on at once (issue 14).
applyScenarioAtStart(window.location.search, () => window.sessionStorage);

const container = document.getElementById('root');
if (container) void bootstrap(container);
