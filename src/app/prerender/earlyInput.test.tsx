import { useState, type FormEvent } from 'react';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { takeEarlyInput } from './earlyInput';

type Sent = { name: string; password: string; keep: boolean; group: string; state: string; shown: boolean };

/** A controlled form like the login's: React holds every value, the DOM only shows it. */
const Form = ({ onSubmit }: { onSubmit: (sent: Sent) => void }) => {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(false);
  const [group, setGroup] = useState('A');
  const [state, setState] = useState('');
  const [shown, setShown] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ name, password, keep, group, state, shown });
  };
  return (
    <form onSubmit={submit} aria-label="Entrar">
      <input id="nome" aria-label="Nome" value={name} onChange={(event) => setName(event.target.value.toUpperCase())} />
      <input id="senha" aria-label="Senha" type={shown ? 'text' : 'password'} value={password} onChange={(event) => setPassword(event.target.value)} />
      <button type="button" aria-pressed={shown} onClick={() => setShown((now) => !now)}>
        Mostrar senha
      </button>
      <input id="manter" aria-label="Manter" type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} />
      <input aria-label="Grupo A" type="radio" name="group" value="A" checked={group === 'A'} onChange={() => setGroup('A')} />
      <input aria-label="Grupo B" type="radio" name="group" value="B" checked={group === 'B'} onChange={() => setGroup('B')} />
      <select name="estado" aria-label="Estado" value={state} onChange={(event) => setState(event.target.value)}>
        <option value="">Selecione</option>
        <option value="MG">MG</option>
      </select>
      <button type="submit">Entrar</button>
    </form>
  );
};

const field = <T extends Element>(container: HTMLElement, label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;
const toggle = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('button[type="button"]')!;

type Held = { kind: 'submit' | 'click'; element: Element };
/** Stands for index.html's inline script: what it held, handed over once on release. */
const holding = (held: () => Held[]) => {
  const release = vi.fn(held);
  (window as { __auroraEarlyActions?: unknown }).__auroraEarlyActions = { release };
  return release;
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  delete (window as { __auroraEarlyActions?: unknown }).__auroraEarlyActions;
});

/** The form's server HTML in the page, as the build writes it. */
const drawnPage = (onSubmit: (sent: Sent) => void) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSubmit={onSubmit} />);
  document.body.append(container);
  return container;
};

/** React hydrates the same nodes; the hand-over runs once the tree is mounted, as AppRoot does. */
const hydrate = (container: HTMLElement, onSubmit: (sent: Sent) => void) => {
  const handOver = takeEarlyInput(container, false);
  act(() => {
    root = hydrateRoot(container, <Form onSubmit={onSubmit} />);
  });
  act(() => handOver());
};

/** The app draws the page afresh over the HTML (another config, a notice to show). */
const drawAfresh = (container: HTMLElement, onSubmit: (sent: Sent) => void) => {
  const handOver = takeEarlyInput(container, true);
  act(() => {
    root = createRoot(container);
    root.render(<Form onSubmit={onSubmit} />);
  });
  return handOver;
};

const typeBeforeTheApp = (container: HTMLElement) => {
  field<HTMLInputElement>(container, 'Nome').value = 'mariana';
  field<HTMLInputElement>(container, 'Senha').value = 'Demo@1234';
};

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve)));
const NOTHING_DONE: Sent = { name: '', password: '', keep: false, group: 'A', state: '', shown: false };

describe('takeEarlyInput: what a visitor did in the page\'s HTML before the app ran', () => {
  it('without it React keeps typed text on screen but not in its state (what this module is for)', () => {
    const onSubmit = vi.fn();
    const container = drawnPage(onSubmit);
    typeBeforeTheApp(container);
    act(() => {
      root = hydrateRoot(container, <Form onSubmit={onSubmit} />);
    });
    expect(field<HTMLInputElement>(container, 'Senha').value).toBe('Demo@1234');
    act(() => field<HTMLFormElement>(container, 'Entrar').requestSubmit());
    expect(onSubmit).toHaveBeenCalledWith(NOTHING_DONE);
  });

  // Ticked boxes, picked radios and options are adopted the same way; jsdom drops them at hydration, so the
  // browser checks them (e2e/prerender.spec.ts: 'Manter conectado' ticked before the app runs).
  it('hydrating: the text goes to the components as their own changes', () => {
    const onSubmit = vi.fn();
    const container = drawnPage(onSubmit);
    typeBeforeTheApp(container);
    hydrate(container, onSubmit);
    // The component's own onChange ran: it upper-cases the name.
    expect(field<HTMLInputElement>(container, 'Nome').value).toBe('MARIANA');
    act(() => field<HTMLFormElement>(container, 'Entrar').requestSubmit());
    expect(onSubmit).toHaveBeenCalledWith({ ...NOTHING_DONE, name: 'MARIANA', password: 'Demo@1234' });
  });

  it('hydrating: the field the visitor is in keeps its caret and selection through the hand-over', () => {
    // A key pressed in a field before React reached it makes React hydrate it at once, and the key acts after the hand-over:
    // Delete over the whole text must still find the whole text selected, not a caret at its end.
    const onSubmit = vi.fn();
    const container = drawnPage(onSubmit);
    typeBeforeTheApp(container);
    const password = field<HTMLInputElement>(container, 'Senha');
    password.focus();
    password.setSelectionRange(0, password.value.length, 'backward');
    const name = field<HTMLInputElement>(container, 'Nome');
    hydrate(container, onSubmit);
    expect(password).toHaveFocus();
    expect([password.value, password.selectionStart, password.selectionEnd, password.selectionDirection]).toEqual(['Demo@1234', 0, 9, 'backward']);
    // A field the visitor is not in is written as before (its caret is not theirs to keep).
    expect([name.value, name.selectionStart]).toEqual(['MARIANA', 7]);
  });

  it('fields left as drawn send no change', () => {
    const onSubmit = vi.fn();
    const container = drawnPage(onSubmit);
    hydrate(container, onSubmit);
    act(() => field<HTMLFormElement>(container, 'Entrar').requestSubmit());
    expect(onSubmit).toHaveBeenCalledWith(NOTHING_DONE);
  });

  it('hydrating: a press on a button and a send, held by index.html\'s script, are done again in their order', async () => {
    const onSubmit = vi.fn();
    const container = drawnPage(onSubmit);
    typeBeforeTheApp(container);
    const release = holding(() => [
      { kind: 'click', element: toggle(container) },
      { kind: 'submit', element: field(container, 'Entrar') },
    ]);
    hydrate(container, onSubmit);
    expect(release).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await tick();
    expect(toggle(container)).toHaveAttribute('aria-pressed', 'true');
    expect(field(container, 'Senha')).toHaveAttribute('type', 'text');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ ...NOTHING_DONE, name: 'MARIANA', password: 'Demo@1234', shown: true });
  });

  it('the script stops holding when React takes the page, before hydration: nothing React hears itself is done twice', () => {
    const onSubmit = vi.fn();
    const container = drawnPage(onSubmit);
    const release = holding(() => []);
    takeEarlyInput(container, false);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('drawn afresh: read before the first render, handed to the new fields, buttons and form by id or name', async () => {
    const onSubmit = vi.fn();
    const container = drawnPage(onSubmit);
    typeBeforeTheApp(container);
    field<HTMLInputElement>(container, 'Manter').checked = true;
    field<HTMLInputElement>(container, 'Grupo B').checked = true;
    field<HTMLSelectElement>(container, 'Estado').value = 'MG';
    const drawnForm = field<HTMLFormElement>(container, 'Entrar');
    holding(() => [
      { kind: 'click', element: toggle(container) },
      { kind: 'submit', element: drawnForm },
    ]);
    const handOver = drawAfresh(container, onSubmit);
    // New nodes: the page's HTML and what it showed are gone.
    expect(drawnForm.isConnected).toBe(false);
    expect(field<HTMLInputElement>(container, 'Senha').value).toBe('');
    act(() => handOver());
    expect(field<HTMLInputElement>(container, 'Nome').value).toBe('MARIANA');
    expect(field<HTMLInputElement>(container, 'Manter').checked).toBe(true);
    await tick();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'MARIANA', password: 'Demo@1234', keep: true, group: 'B', state: 'MG', shown: true });
  });

  it('drawn afresh with nothing typed or sent: no change and no submit', async () => {
    const onSubmit = vi.fn();
    const container = drawnPage(onSubmit);
    holding(() => []);
    const handOver = drawAfresh(container, onSubmit);
    act(() => handOver());
    await tick();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field<HTMLInputElement>(container, 'Nome').value).toBe('');
    expect(toggle(container)).toHaveAttribute('aria-pressed', 'false');
  });

  it('drawn afresh behind a loading screen: the fields get what was typed when they appear, and the send follows', async () => {
    const onSubmit = vi.fn();
    const container = drawnPage(onSubmit);
    typeBeforeTheApp(container);
    holding(() => [{ kind: 'submit', element: field(container, 'Entrar') }]);
    const handOver = takeEarlyInput(container, true);
    const Screen = ({ ready }: { ready: boolean }) => (ready ? <Form onSubmit={onSubmit} /> : <p>Carregando…</p>);
    act(() => {
      root = createRoot(container);
      root.render(<Screen ready={false} />);
    });
    act(() => handOver());
    act(() => root?.render(<Screen ready />));
    // The send follows a task after the fields appear: waited for, not timed (a fixed 10 ms lost that race on a busy machine).
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...NOTHING_DONE, name: 'MARIANA', password: 'Demo@1234' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(field<HTMLInputElement>(container, 'Nome').value).toBe('MARIANA');
  });

  /** Typed into the page's HTML, then drawn afresh behind a loading screen: returns the screen's next render. */
  const behindLoadingScreen = (container: HTMLElement) => {
    typeBeforeTheApp(container);
    const handOver = takeEarlyInput(container, true);
    const Screen = ({ ready }: { ready: boolean }) => (ready ? <Form onSubmit={vi.fn()} /> : <p>Carregando…</p>);
    act(() => {
      root = createRoot(container);
      root.render(<Screen ready={false} />);
    });
    act(() => handOver());
    return { drawForm: () => act(async () => root?.render(<Screen ready />)) };
  };

  it('drawn afresh behind a loading screen that outlasts any fixed wait (a slow session check): the fields still get what was typed', async () => {
    vi.useFakeTimers();
    try {
      const container = drawnPage(vi.fn());
      const { drawForm } = behindLoadingScreen(container);
      await act(async () => vi.advanceTimersByTime(60_000));
      await drawForm();
      expect(field<HTMLInputElement>(container, 'Nome').value).toBe('MARIANA');
    } finally {
      vi.useRealTimers();
    }
  });

  it('drawn afresh behind a loading screen, then the app moved to another page: nothing typed is handed to that page', async () => {
    const container = drawnPage(vi.fn());
    const { drawForm } = behindLoadingScreen(container);
    const before = window.location.pathname;
    window.history.pushState(null, '', '/outra-pagina');
    try {
      await act(async () => root?.render(<p>Outra página</p>));
      await drawForm();
      expect(field<HTMLInputElement>(container, 'Nome').value).toBe('');
    } finally {
      window.history.pushState(null, '', before);
    }
  });

  it('drawn afresh: the visitor stays in the field they were typing in, caret where it was', () => {
    const onSubmit = vi.fn();
    const container = drawnPage(onSubmit);
    typeBeforeTheApp(container);
    const password = field<HTMLInputElement>(container, 'Senha');
    password.focus();
    password.setSelectionRange(4, 4);
    const handOver = drawAfresh(container, onSubmit);
    expect(password.isConnected).toBe(false);
    act(() => handOver());
    const now = field<HTMLInputElement>(container, 'Senha');
    expect(now).toHaveFocus();
    expect(now.value).toBe('Demo@1234');
    expect([now.selectionStart, now.selectionEnd]).toEqual([4, 4]);
  });
});
