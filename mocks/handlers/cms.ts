import { http, HttpResponse, type JsonBodyType } from 'msw';
import { CMS_BUTTONS, CMS_COMPONENTS, NAVBAR_MENU, NAVBAR_MENU_TYPE } from '../data/cms';
import { CMS_ITEMS } from '../data/cms-items';
import { getScenario } from '../scenarios';
import { applyLatency, contentRoute, fail } from './http';

/** The four site endpoints only answer preview requests (the portal always sends `preview: true`). */
function previewRoute(body: (params: Record<string, unknown>) => JsonBodyType) {
  return contentRoute(({ request, params }) => {
    if (request.headers.get('preview') !== 'true') return fail(400, 'Cabeçalho "preview" obrigatório.');
    return HttpResponse.json(body(params));
  });
}

export const cmsHandlers = () => [
  http.get('*/api/health/live', async () => {
    await applyLatency();
    if (getScenario() === 'cms-down') return HttpResponse.text('Unhealthy', { status: 503 });
    return HttpResponse.text('Healthy');
  }),
  http.get('*/api/v1/site/item', previewRoute(() => CMS_ITEMS)),
  http.get(
    '*/api/v1/site/menu/all/:type',
    previewRoute(({ type }) => (type === NAVBAR_MENU_TYPE ? NAVBAR_MENU : [])),
  ),
  http.get('*/api/v1/site/buttons', previewRoute(() => CMS_BUTTONS)),
  http.get('*/api/v1/site/components', previewRoute(() => CMS_COMPONENTS)),
];
