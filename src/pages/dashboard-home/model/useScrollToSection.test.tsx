import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useScrollToSection } from './useScrollToSection';

/** The report section, and the hook asked for it only once `arrived` (as the section's code arrives after the page). */
const Page = ({ busy }: { busy?: 'dialog' | 'field' }) => {
  const [arrived, setArrived] = useState(false);
  useScrollToSection(arrived ? 'relatorio-medicao' : null);
  return (
    <>
      {busy === 'dialog' ? (
        <div role="dialog" aria-label="Buscar no portal">
          <input aria-label="Buscar" />
        </div>
      ) : null}
      {busy === 'field' ? <input aria-label="Mês de referência" /> : null}
      <section id="relatorio-medicao">
        <h2 tabIndex={-1}>Relatório de Medição</h2>
      </section>
      <button type="button" onClick={() => setArrived(true)}>
        chegou
      </button>
    </>
  );
};

const arrive = () => screen.getByRole('button', { name: 'chegou' }).click();

describe('useScrollToSection', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('scrolls the section into view and gives its heading the focus', async () => {
    render(<Page />);
    (document.activeElement as HTMLElement | null)?.blur();
    arrive();
    expect(await screen.findByRole('heading', { name: 'Relatório de Medição' })).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('leaves the focus in a dialog the person opened before the section arrived', async () => {
    render(<Page busy="dialog" />);
    const search = screen.getByRole('textbox', { name: 'Buscar' });
    search.focus();
    arrive();
    await Promise.resolve();
    expect(search).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('leaves the focus in a field the person is typing in', async () => {
    render(<Page busy="field" />);
    const field = screen.getByRole('textbox', { name: 'Mês de referência' });
    field.focus();
    arrive();
    await Promise.resolve();
    expect(field).toHaveFocus();
  });
});
