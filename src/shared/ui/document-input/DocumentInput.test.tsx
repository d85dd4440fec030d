import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { FieldDocumentInput } from '@/shared/ui/form-field';
import { DocumentInput } from './DocumentInput';

type Input = ComponentType<{ id: string; value: string; onChange: (masked: string) => void }>;

// The antd input and its antd-free twin share the mask (useDocumentMask); both must behave the same.
describe.each<[string, Input]>([
  ['DocumentInput (antd)', DocumentInput],
  ['FieldDocumentInput (antd-free)', FieldDocumentInput],
])('%s', (_name, MaskedInput) => {
  const Field = () => {
    const [value, setValue] = useState('');
    return (
      <>
        <label htmlFor="doc">CPF ou CNPJ</label>
        <MaskedInput id="doc" value={value} onChange={setValue} />
        <button onClick={() => setValue('')}>Limpar</button>
      </>
    );
  };

  it('masks as the user types, switching from CPF to CNPJ and back', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByLabelText('CPF ou CNPJ');
    await user.type(input, '52998224725');
    expect(input).toHaveValue('529.982.247-25');
    await user.clear(input);
    await user.type(input, '112223330001');
    expect(input).toHaveValue('11.222.333/0001');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('112.223.330-00');
  });

  it('keeps the caret among the characters when editing in the middle', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByLabelText<HTMLInputElement>('CPF ou CNPJ');
    await user.type(input, '52998224725');
    // Backspace over a dot: nothing to delete but the caret steps back over it.
    input.setSelectionRange(4, 4);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('529.982.247-25');
    expect(input.selectionStart).toBe(3);
    // Delete the "9" before the caret: the rest shifts left, the caret stays after "52".
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('529.822.472-5');
    expect(input.selectionStart).toBe(2);
  });

  it('accepts a pasted alphanumeric CNPJ and is cleared by the form', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByLabelText('CPF ou CNPJ');
    await user.click(input);
    await user.paste('12.abc.345/01de-35');
    expect(input).toHaveValue('12.ABC.345/01DE-35');
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(input).toHaveValue('');
  });
});
