import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FieldCheckbox, FieldInput, FieldPasswordInput, FormAlert, FormField, SubmitButton } from './index';

describe('form field kit (antd-free)', () => {
  it('labels the control and ties the error to it', () => {
    const feedback = { error: 'Senha é obrigatória', errorId: 'senha-erro', input: { id: 'senha', 'aria-invalid': true as const, 'aria-describedby': 'senha-erro' } };
    render(
      <FormField label="Senha" feedback={feedback}>
        <FieldInput {...feedback.input} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Senha' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Senha é obrigatória');
  });

  it('shows no message while the field is valid', () => {
    render(
      <FormField label="E-mail" feedback={{ errorId: 'email-erro', input: { id: 'email' } }}>
        <FieldInput id="email" />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-invalid');
    expect(document.getElementById('email-erro')).toBeNull();
  });

  it('the password toggle is a real button named apart from the field', async () => {
    const user = userEvent.setup();
    const Password = () => {
      const [value, setValue] = useState('');
      return (
        <>
          <label htmlFor="pw">Senha</label>
          <FieldPasswordInput id="pw" value={value} onChange={(event) => setValue(event.target.value)} />
        </>
      );
    };
    render(<Password />);
    const field = screen.getByLabelText('Senha');
    await user.type(field, 'Demo@1234');
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveAttribute('aria-controls', 'pw');
    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(field).toHaveValue('Demo@1234');
  });

  it('the checkbox is named by its text', async () => {
    const user = userEvent.setup();
    render(<FieldCheckbox name="keep">Manter conectado</FieldCheckbox>);
    const box = screen.getByRole('checkbox', { name: 'Manter conectado' });
    await user.click(screen.getByText('Manter conectado'));
    expect(box).toBeChecked();
  });

  it('a busy submit button keeps its name, says it is busy and ignores clicks', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <SubmitButton busy>Entrar</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Entrar' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(
      <form onSubmit={onSubmit}>
        <SubmitButton>Entrar</SubmitButton>
      </form>,
    );
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('an error alert is announced as an alert, a notice as a status', () => {
    render(
      <>
        <FormAlert variant="error">CPF/CNPJ ou senha inválidos.</FormAlert>
        <FormAlert variant="info">Sua sessão expirou. Entre novamente.</FormAlert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('CPF/CNPJ ou senha inválidos.');
    expect(screen.getByRole('status')).toHaveTextContent('Sua sessão expirou. Entre novamente.');
  });
});
