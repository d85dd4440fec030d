import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FieldCheckbox, FieldInput, FieldPasswordInput, FieldSelect, FormAlert, FormDialog, FormField, LinkButton, SubmitButton } from './index';

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

describe('form field kit: select, dialog and link button', () => {
  it('the select is a combobox of options and groups, with a placeholder that is not a choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const Select = () => {
      const [value, setValue] = useState('');
      return (
        <>
          <label htmlFor="unidade">Unidade de Consumo</label>
          <FieldSelect
            id="unidade"
            value={value}
            placeholder="Selecione a unidade"
            options={[{ value: 'ua-1', label: 'Loja Centro' }, { label: 'Contagem', options: [{ value: 'ua-2', label: 'Fábrica' }] }]}
            onChange={(next) => {
              onChange(next);
              setValue(next);
            }}
          />
        </>
      );
    };
    render(<Select />);
    const select = screen.getByRole('combobox', { name: 'Unidade de Consumo' });
    expect(select).toHaveDisplayValue('Selecione a unidade');
    expect(select.querySelector('option[value=""]')).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Contagem' })).toContainElement(screen.getByRole('option', { name: 'Fábrica' }));
    await user.selectOptions(select, 'Fábrica');
    expect(onChange).toHaveBeenCalledWith('ua-2');
    expect(select).toHaveDisplayValue('Fábrica');
  });

  it('the dialog is named by its title and every way out closes it once', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(
      <FormDialog open title="Vamos verificar sua conta" actionLabel="Entendi" onClose={onClose}>
        <p>Enviamos um link.</p>
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Vamos verificar sua conta' });
    expect(dialog).toHaveTextContent('Enviamos um link.');
    await user.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(onClose).toHaveBeenCalledOnce();
    rerender(
      <FormDialog open={false} title="Vamos verificar sua conta" actionLabel="Entendi" onClose={onClose}>
        <p>Enviamos um link.</p>
      </FormDialog>,
    );
    rerender(
      <FormDialog open title="Vamos verificar sua conta" actionLabel="Entendi" onClose={onClose}>
        <p>Enviamos um link.</p>
      </FormDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('a busy link button says so and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <LinkButton busy onClick={onClick}>
        Sair
      </LinkButton>,
    );
    const button = screen.getByRole('button', { name: 'Sair' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<LinkButton onClick={onClick}>Sair</LinkButton>);
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
