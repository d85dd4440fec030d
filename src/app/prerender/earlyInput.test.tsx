import { useState, type FormEvent } from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { adoptEarlyInput } from './earlyInput';

type Sent = { name: string; password: string; keep: boolean; group: string; state: string };

/** A controlled form like the login's: React holds every value, the DOM only shows it. */
const Form = ({ onSubmit }: { onSubmit: (sent: Sent) => void }) => {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(false);
  const [group, setGroup] = useState('A');
  const [state, setState] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ name, password, keep, group, state });
  };
  return (
    <form onSubmit={submit} aria-label="Entrar">
      <input aria-label="Nome" value={name} onChange={(event) => setName(event.target.value.toUpperCase())} />
      <input aria-label="Senha" type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <input aria-label="Manter" type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} />
      <input aria-label="Grupo A" type="radio" name="group" value="A" checked={group === 'A'} onChange={() => setGroup('A')} />
      <input aria-label="Grupo B" type="radio" name="group" value="B" checked={group === 'B'} onChange={() => setGroup('B')} />
      <select aria-label="Estado" value={state} onChange={(event) => setState(event.target.value)}>
        <option value="">Selecione</option>
        <option value="MG">MG</option>
      </select>
      <button type="submit">Entrar</button>
    </form>
  );
};

const field = <T extends Element>(container: HTMLElement, label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  delete (window as { __auroraEarlySubmits?: unknown }).__auroraEarlySubmits;
});

/** The form's server HTML in the page, changed by the visitor before the app runs, then hydrated. */
const prerenderedForm = (onSubmit: (sent: Sent) => void, visitor: (container: HTMLElement) => void) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSubmit={onSubmit} />);
  document.body.append(container);
  visitor(container);
  act(() => {
    root = hydrateRoot(container, <Form onSubmit={onSubmit} />);
  });
  return container;
};

const typeBeforeHydration = (container: HTMLElement) => {
  field<HTMLInputElement>(container, 'Nome').value = 'mariana';
  field<HTMLInputElement>(container, 'Senha').value = 'Demo@1234';
};

describe('adoptEarlyInput: what was typed into the page\'s HTML before the app ran', () => {
  it('without it React keeps the text on screen but not in its state (what this module is for)', () => {
    const onSubmit = vi.fn();
    const container = prerenderedForm(onSubmit, typeBeforeHydration);
    expect(field<HTMLInputElement>(container, 'Senha').value).toBe('Demo@1234');
    act(() => field<HTMLFormElement>(container, 'Entrar').requestSubmit());
    expect(onSubmit).toHaveBeenCalledWith({ name: '', password: '', keep: false, group: 'A', state: '' });
  });

  // Ticked boxes, picked radios and options are adopted the same way; jsdom drops them at hydration, so the
  // browser checks them (e2e/prerender.spec.ts: 'Manter conectado' ticked before the app runs).
  it('hands the text to the components as their own changes', () => {
    const onSubmit = vi.fn();
    const container = prerenderedForm(onSubmit, typeBeforeHydration);
    act(() => adoptEarlyInput(container));
    // The component's own onChange ran: it upper-cases the name.
    expect(field<HTMLInputElement>(container, 'Nome').value).toBe('MARIANA');
    act(() => field<HTMLFormElement>(container, 'Entrar').requestSubmit());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'MARIANA', password: 'Demo@1234', keep: false, group: 'A', state: '' });
  });

  it('fields left as drawn send no change', () => {
    const onSubmit = vi.fn();
    const container = prerenderedForm(onSubmit, () => undefined);
    act(() => adoptEarlyInput(container));
    act(() => field<HTMLFormElement>(container, 'Entrar').requestSubmit());
    expect(onSubmit).toHaveBeenCalledWith({ name: '', password: '', keep: false, group: 'A', state: '' });
  });

  it('a form sent before the app ran (held by index.html\'s script) is sent again, with the adopted values', async () => {
    const onSubmit = vi.fn();
    const release = vi.fn(() => [document.querySelector('form')!]);
    (window as { __auroraEarlySubmits?: unknown }).__auroraEarlySubmits = { release };
    const container = prerenderedForm(onSubmit, typeBeforeHydration);
    act(() => adoptEarlyInput(container));
    expect(release).toHaveBeenCalledTimes(1);
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'MARIANA', password: 'Demo@1234', keep: false, group: 'A', state: '' });
  });
});
