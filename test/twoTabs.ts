import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { server } from './demoBackend';
import { getTokenSubject } from '@/shared/lib/token';
import { jwtFor } from './session';
import { makeTestLock, openTab } from './sessionTabs';

type Tab = ReturnType<typeof openTab>;
type Pending = { token: string; kind: 'refresh' | 'account'; answer: (ok: boolean) => void };
type StorageChange = { oldValue: string | null; newValue: string | null };

const user = { displayName: 'Mariana Souza', role: 'customer', email: 'm@x.com.br', cnpj: '11222333000181', physicalAssets: [] };
const bearer = (request: Request) => (request.headers.get('Authorization') ?? '').replace('Bearer ', '');

/**
 * A browser with two tabs of the portal: one localStorage, one refresh lock and ledger, and the server. What makes
 * the races: a tab hears another tab's storage write only when `deliver` hands it the event (in any order with the
 * rest), and the server answers a refresh or an account load only when `answer` says so. The server ends the refresh
 * session at logout (decisions §9): a refresh that arrives after it is refused, one it answered before still reaches
 * the tab; access tokens stay valid until they expire.
 */
export const openBrowser = () => {
  const lock = makeTestLock();
  const tabs: Tab[] = [];
  const inbox: StorageChange[][] = [[], []];
  let writer: number | null = null;
  /** Every token's session (a sign-in and its refreshes), the sessions the server ended, the consent of each. */
  const family = new Map<string, number>();
  const consent = new Map<string, boolean>();
  const ended = new Set<number>();
  const pending: Pending[] = [];
  const asked: string[] = [];
  const rejected = new Set<string>();
  let families = 0;

  const original = { set: Storage.prototype.setItem, remove: Storage.prototype.removeItem };
  const changed = (storage: Storage, key: string, write: () => void) => {
    const oldValue = key === 'accessToken' ? storage.getItem(key) : null;
    write();
    const newValue = key === 'accessToken' ? storage.getItem(key) : null;
    if (key === 'accessToken' && oldValue !== newValue) inbox.forEach((queue, tab) => tab !== writer && queue.push({ oldValue, newValue }));
  };
  const spies = [
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      changed(this, key, () => original.set.call(this, key, value));
    }),
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(function (this: Storage, key: string) {
      changed(this, key, () => original.remove.call(this, key));
    }),
  ];

  // Each token is issued a second after the one before it, as time passes between a sign-in and its refreshes.
  let issued = 0;
  const issue = (sub: string, keep: boolean, seconds: number, from?: string) => {
    const token = jwtFor(sub, seconds + (issued += 1));
    family.set(token, from === undefined ? families++ : family.get(from)!);
    consent.set(token, from === undefined ? keep : consent.get(from)!);
    return token;
  };
  const alive = (token: string) => family.has(token) && !ended.has(family.get(token)!);
  const wait = (token: string, kind: Pending['kind']) => new Promise<boolean>((answer) => pending.push({ token, kind, answer }));

  server.use(
    http.post('*/v1/auth/refresh-token', async ({ request }) => {
      const token = bearer(request);
      // Without a token to name the session, no refresh cookie is modelled: refused.
      if (!token) return HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 });
      asked.push(token);
      if (!alive(token) || !(await wait(token, 'refresh'))) return HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 });
      return HttpResponse.json({ token: issue(getTokenSubject(token) ?? 'u1', true, 3600, token) });
    }),
    // Access tokens are checked on their own signature and expiry, as a stateless backend does: one issued before a
    // logout still opens the account. Only the refresh session is ended on the server.
    http.get('*/v1/account/my-account', async ({ request }) => {
      const token = bearer(request);
      if (!family.has(token) || !(await wait(token, 'account'))) return HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 });
      return HttpResponse.json({ user });
    }),
    http.get('*/v1/property-probe/:id', ({ request }) =>
      rejected.has(bearer(request)) ? HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 }) : HttpResponse.json({ ok: true }),
    ),
  );

  /** Opens (or reloads) tab `index`: a fresh store whose actions name it the writer of what its listeners store. */
  const open = (index: number) => {
    tabs[index]?.stop();
    inbox[index] = [];
    tabs[index] = openTab(lock, undefined, { prepare: (store) => {
      store.startListening({ predicate: () => true, effect: () => void (writer = index) });
    } });
    void tabs[index].start();
  };
  /** Hands tab `index` the oldest storage event it has not heard yet. */
  const deliver = (index: number) => {
    const event = inbox[index]!.shift();
    if (event) tabs[index]!.storageEvent(event.oldValue, event.newValue);
    return event;
  };
  /** A third tab (or a server-side end) writes storage: both tabs hear of it. */
  const fromThirdTab = (write: () => void) => {
    writer = null;
    write();
  };

  return { lock, tabs, inbox, open, deliver, fromThirdTab, issue, alive, family, consent, ended, pending, asked, rejected, user, stop: () => {
      tabs.forEach((tab) => tab.stop());
      spies.forEach((spy) => spy.mockRestore());
    },
  };
};
