import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import DocumentMask from './DocumentMask';
import { FieldDocumentInput } from './FieldDocumentInput';

/** Lets the lazily loaded mask arrive and attach. */
const maskAttached = () =>
  act(async () => {
    await import('./DocumentMask');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('FieldDocumentInput', () => {
  const Field = () => {
    const [value, setValue] = useState('');
    return (
      <>
        <label htmlFor="doc">CPF ou CNPJ</label>
        <FieldDocumentInput id="doc" value={value} onChange={setValue} />
        <button onClick={() => setValue('')}>Limpar</button>
      </>
    );
  };

  it('masks as the user types, switching from CPF to CNPJ and back', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await maskAttached();
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
    await maskAttached();
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
    await maskAttached();
    const input = screen.getByLabelText('CPF ou CNPJ');
    await user.click(input);
    await user.paste('12.abc.345/01de-35');
    expect(input).toHaveValue('12.ABC.345/01DE-35');
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(input).toHaveValue('');
  });
});

describe('DocumentMask', () => {
  it('keeps and masks what was in the input before it attached, and hands it to the form', async () => {
    const onChange = vi.fn();
    const Host = ({ withMask }: { withMask: boolean }) => {
      const input = useRef<HTMLInputElement>(null);
      return (
        <>
          <input ref={input} aria-label="CPF ou CNPJ" />
          {withMask && <DocumentMask input={input} value="" onChange={onChange} onAttach={() => true} />}
        </>
      );
    };
    const { rerender } = render(<Host withMask={false} />);
    const input = screen.getByLabelText<HTMLInputElement>('CPF ou CNPJ');
    // Typed before the mask's code arrived (or before a page painted from HTML came alive).
    input.value = '12abc34501de35';
    rerender(<Host withMask />);
    expect(input).toHaveValue('12.ABC.345/01DE-35');
    expect(onChange).toHaveBeenLastCalledWith('12.ABC.345/01DE-35');
  });
});

describe('DocumentMask while the visitor types (the form renders a keystroke behind the field)', () => {
  type HostProps = { withMask?: boolean; value: string; onChange: (masked: string) => void; edited?: boolean };
  const Host = ({ withMask = true, value, onChange, edited = true }: HostProps) => {
    const input = useRef<HTMLInputElement>(null);
    return (
      <>
        <input ref={input} aria-label="CPF ou CNPJ" />
        {withMask && <DocumentMask input={input} value={value} onChange={onChange} onAttach={() => edited} />}
      </>
    );
  };

  /**
   * The field as the visitor left it before the mask's code arrived (`typed` as plain text; `visitor` puts the focus
   * and selection), then the mask attaching while the form still holds `formValue`.
   */
  const attachOver = (typed: string, formValue: string, visitor?: (input: HTMLInputElement) => void) => {
    const onChange = vi.fn();
    const { rerender } = render(<Host withMask={false} value={formValue} onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('CPF ou CNPJ');
    input.value = typed;
    visitor?.(input);
    rerender(<Host value={formValue} onChange={onChange} />);
    return { input, onChange };
  };

  it('attaching mid-typing keeps the latest keystroke the form has not seen yet', () => {
    // Plain text typed before the mask arrived: the form holds '11222', the field already '112223'.
    const { input, onChange } = attachOver('112223', '11222');
    expect(input).toHaveValue('112.223');
    expect(onChange).toHaveBeenLastCalledWith('112.223');
  });

  it('attaching just after the visitor emptied the field keeps it empty, though the form still holds the old text', () => {
    // The visitor cleared the field (Ctrl+A, Delete) to paste another document; the form has not rendered it yet.
    const { input, onChange } = attachOver('', '529.982.247-25');
    expect(input).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('attaching while the visitor has selected the text keeps it selected: what they type next replaces it', async () => {
    const user = userEvent.setup();
    // A CPF typed as plain text before the mask arrived, then all of it selected (Ctrl+A) to type a CNPJ over it.
    const { input } = attachOver('52998224725', '', (field) => {
      field.focus();
      field.setSelectionRange(0, 11, 'backward');
    });
    expect(input).toHaveValue('529.982.247-25');
    expect([input.selectionStart, input.selectionEnd, input.selectionDirection]).toEqual([0, 14, 'backward']);
    await user.keyboard('11222333000181');
    expect(input).toHaveValue('11.222.333/0001-81');
  });

  it('attaching keeps the caret between the same characters, past the dots the mask adds', () => {
    const { input } = attachOver('5299822', '', (field) => {
      field.focus();
      field.setSelectionRange(4, 4);
    });
    expect(input).toHaveValue('529.982.2');
    // After '5299': '529.9|82.2'.
    expect([input.selectionStart, input.selectionEnd]).toEqual([5, 5]);
  });

  it('attaching to a field nobody has edited shows the text the form holds, masked', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Host withMask={false} value="11222333000181" onChange={onChange} edited={false} />);
    rerender(<Host value="11222333000181" onChange={onChange} edited={false} />);
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(onChange).toHaveBeenLastCalledWith('11.222.333/0001-81');
  });

  it("the form rendering an older text it was handed never rewrites the field; a value of the form's own does", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Host value="" onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('CPF ou CNPJ');
    await user.type(input, '5299');
    expect(onChange).toHaveBeenLastCalledWith('529.9');
    // The form catches up one keystroke at a time.
    rerender(<Host value="529" onChange={onChange} />);
    expect(input).toHaveValue('529.9');
    rerender(<Host value="529.9" onChange={onChange} />);
    expect(input).toHaveValue('529.9');
    // A reset is the form's own.
    rerender(<Host value="" onChange={onChange} />);
    expect(input).toHaveValue('');
  });
});

describe('FieldDocumentInput in a Formik form', () => {
  const Form = ({ onSubmit }: { onSubmit: (document: string) => Promise<void> }) => {
    const formik = useFormik({
      initialValues: { document: '' },
      // As the auth forms do: a failed call keeps the values, a successful one resets the form.
      onSubmit: ({ document }, helpers) => onSubmit(document).then(() => helpers.resetForm(), () => undefined),
    });
    return (
      <form onSubmit={formik.handleSubmit}>
        <label htmlFor="doc">CPF ou CNPJ</label>
        <FieldDocumentInput id="doc" name="document" value={formik.values.document} onChange={(masked) => void formik.setFieldValue('document', masked)} />
        <button type="submit">Enviar</button>
        <button type="button" onClick={() => void formik.setFieldValue('document', '11222333000181')}>Preencher</button>
      </form>
    );
  };

  it('hands the masked text to the form, keeps it when the submit fails and clears it on reset', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(undefined);
    render(<Form onSubmit={onSubmit} />);
    await maskAttached();
    const input = screen.getByLabelText('CPF ou CNPJ');
    await user.type(input, '52998224725');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('529.982.247-25'));
    expect(input).toHaveValue('529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(input).toHaveValue(''));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('masks a value the form sets itself', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Form onSubmit={onSubmit} />);
    await maskAttached();
    await user.click(screen.getByRole('button', { name: 'Preencher' }));
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue('11.222.333/0001-81');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('11.222.333/0001-81'));
  });
});

describe("FieldDocumentInput before its mask's code arrives", () => {
  it('a value the form sets itself replaces what was typed, and is what the mask takes up', async () => {
    // A fresh module: its lazy mask has not been asked for yet, whatever ran before in this file.
    vi.resetModules();
    const { FieldDocumentInput: Fresh } = await import('./FieldDocumentInput');
    const onChange = vi.fn();
    const Form = () => {
      const [value, setValue] = useState('');
      const change = (next: string) => {
        onChange(next);
        setValue(next);
      };
      return (
        <>
          <label htmlFor="doc">CPF ou CNPJ</label>
          <Fresh id="doc" value={value} onChange={change} />
          <button onClick={() => change('45723174000110')}>Usar</button>
        </>
      );
    };
    render(<Form />);
    const input = screen.getByLabelText<HTMLInputElement>('CPF ou CNPJ');
    // Typed, then a demo account chosen, both before the mask is there (no await in between).
    fireEvent.change(input, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Usar' }));
    expect(input).toHaveValue('45723174000110');
    await waitFor(() => expect(input).toHaveValue('45.723.174/0001-10'));
    expect(onChange).toHaveBeenLastCalledWith('45.723.174/0001-10');
  });
});

describe('FieldDocumentInput on a page painted from HTML', () => {
  it('text typed before the page came alive stays, masked, and goes to the form', async () => {
    vi.resetModules();
    const { FieldDocumentInput: Fresh } = await import('./FieldDocumentInput');
    const onChange = vi.fn();
    const Form = () => {
      const [value, setValue] = useState('');
      return (
        <Fresh
          aria-label="CPF ou CNPJ"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const input = container.querySelector('input')!;
    input.value = '11222333000181';
    await act(async () => {
      // The mask's boundary has no server HTML (renderToString does not wait for it): React draws it on the client.
      hydrateRoot(container, <Form />, { onRecoverableError: () => undefined });
    });
    await waitFor(() => expect(input).toHaveValue('11.222.333/0001-81'));
    expect(onChange).toHaveBeenLastCalledWith('11.222.333/0001-81');
    container.remove();
  });
});
