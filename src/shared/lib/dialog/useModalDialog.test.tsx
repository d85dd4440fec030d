import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useModalDialog } from './useModalDialog';

const Harness = ({ onClose = () => undefined, initiallyOpen = false }: { onClose?: () => void; initiallyOpen?: boolean }) => {
  const [open, setOpen] = useState(initiallyOpen);
  const { close, dialogProps } = useModalDialog(open, () => {
    setOpen(false);
    onClose();
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Recolher
      </button>
      <dialog aria-label="Painel" {...dialogProps}>
        <div>
          <p>Conteúdo</p>
          <button type="button" onClick={close}>
            Fechar
          </button>
        </div>
      </dialog>
    </>
  );
};

describe('useModalDialog', () => {
  it('opens the dialog when asked, and closing it calls onClose and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Painel' });
    expect(dialog).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });

  it('a click on the backdrop (the dialog element itself) closes it; a click inside does not', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog');
    await user.click(screen.getByText('Conteúdo'));
    expect(dialog).toHaveAttribute('open');
    await user.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('closes when `open` turns false from outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog');
    // jsdom has no inert page behind a modal, so the outside button is still reachable here.
    await user.click(screen.getByRole('button', { name: 'Recolher', hidden: true }));
    expect(dialog).not.toHaveAttribute('open');
  });

  it('opened on load with nothing focused: after closing, the next Tab starts again from the top of the page', async () => {
    const user = userEvent.setup();
    render(<Harness initiallyOpen />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(document.activeElement).toBe(document.body);
    expect(document.body).not.toHaveAttribute('tabindex');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });
});
