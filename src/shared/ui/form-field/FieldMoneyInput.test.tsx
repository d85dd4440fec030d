import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useFormik } from 'formik';
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatBRL } from '@/shared/lib/format';
import { FieldMoneyInput } from './FieldMoneyInput';
import MoneyMask from './MoneyMask';

/** The field with its amount printed beside it, as a form would hold it. */
const Field = () => {
  const [value, setValue] = useState<number | undefined>(undefined);
  return (
    <>
      <label htmlFor="valor">Valor</label>
      <FieldMoneyInput id="valor" value={value} onChange={setValue} />
      <output>{value === undefined ? 'vazio' : String(value)}</output>
      <button type="button">Sair</button>
    </>
  );
};

/** The mask's code is loaded lazily; here it is at hand, so the mask attaches as soon as the field renders. */
beforeAll(() => import('./MoneyMask'));

const setup = async () => {
  const user = userEvent.setup();
  render(<Field />);
  await act(async () => undefined);
  const input = screen.getByLabelText<HTMLInputElement>('Valor');
  const amount = () => screen.getByRole('status').textContent;
  return { user, input, amount };
};

/** The page as the build prerenders it (react-dom/static, which waits for lazy code), then hydrated. */
const prerenderAndHydrate = async (element: ReactElement, beforeHydration: (container: HTMLElement) => void) => {
  const container = document.createElement('div');
  document.body.append(container);
  const { prelude } = await prerender(element);
  container.innerHTML = await new Response(prelude).text();
  beforeHydration(container);
  const recoverable = vi.fn();
  // React reports a differing attribute through console.error only.
  const consoleError = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: recoverable });
  });
  return { container, recoverable, consoleError };
};

describe('FieldMoneyInput', () => {
  it.each([
    ['15000', '15.000', '15000'],
    ['15.000', '15.000', '15000'],
    ['1.500', '1.500', '1500'],
    ['1.50', '150', '150'],
    ['15.000,50', '15.000,50', '15000.5'],
    ['15000,5', '15.000,5', '15000.5'],
    ['1234567,89', '1.234.567,89', '1234567.89'],
    ['15.000,', '15.000,', '15000'],
  ])('typed key by key, %j shows %j and reads %s', async (typed, shown, read) => {
    const { user, input, amount } = await setup();
    await user.type(input, typed);
    expect(input).toHaveValue(shown);
    expect(amount()).toBe(read);
  });

  it.each([
    ['R$ 2.500,00', '2.500,00', '2500'],
    ['R$\u00a02.500,00', '2.500,00', '2500'],
    [' 8 000 ', '8.000', '8000'],
    ['1.234.567,89', '1.234.567,89', '1234567.89'],
  ])('pasted, %j shows %j and reads %s', async (pasted, shown, read) => {
    const { user, input, amount } = await setup();
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue(shown);
    expect(amount()).toBe(read);
  });

  it.each([
    ['abc', '', 'vazio'],
    ['-500', '500', '500'],
    ['12a', '12', '12'],
    ['1,2,3', '1,23', '1.23'],
    ['1,999', '1,99', '1.99'],
    ['1e5', '15', '15'],
    ['<img src=x onerror=alert(1)>', '1', '1'],
  ])('keeps only what an amount can hold: %j shows %j', async (typed, shown, read) => {
    const { user, input, amount } = await setup();
    await user.type(input, typed);
    expect(input).toHaveValue(shown);
    expect(amount()).toBe(read);
  });

  it('writes the cents when leaving the field, without changing the amount', async () => {
    const { user, input, amount } = await setup();
    await user.type(input, '800');
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(input).toHaveValue('800,00');
    expect(amount()).toBe('800');
  });

  it('reads back any amount formatBRL writes, pasted', async () => {
    const { user, input, amount } = await setup();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 100_000_000_000 }), async (cents) => {
        await user.clear(input);
        await user.click(input);
        await user.paste(formatBRL(cents / 100));
        return amount() === String(cents / 100);
      }),
      { numRuns: 40 },
    );
  });

  it('is a text field for a decimal keyboard, with the attributes it is given', () => {
    render(<FieldMoneyInput aria-label="Conta" placeholder="15.000,00" value={undefined} onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Conta' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('placeholder', '15.000,00');
  });
});

describe('FieldMoneyInput in a Formik form', () => {
  const Form = ({ onSubmit }: { onSubmit: (amount: number | undefined) => Promise<void> }) => {
    const formik = useFormik<{ amount: number | undefined }>({
      initialValues: { amount: undefined },
      // A failed call keeps the values; a successful one resets the form.
      onSubmit: ({ amount }, helpers) => onSubmit(amount).then(() => helpers.resetForm(), () => undefined),
    });
    return (
      <form onSubmit={formik.handleSubmit}>
        <label htmlFor="conta">Conta</label>
        <FieldMoneyInput id="conta" value={formik.values.amount} onChange={(amount) => void formik.setFieldValue('amount', amount)} />
        <button type="submit">Enviar</button>
        <button type="button" onClick={() => void formik.setFieldValue('amount', 2500.5)}>Preencher</button>
      </form>
    );
  };

  it('hands the number to the form, keeps the text when the submit fails and empties on reset', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(undefined);
    render(<Form onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Conta');
    await user.type(input, '15.000,5');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(15000.5));
    expect(input).toHaveValue('15.000,50');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(input).toHaveValue(''));
    await user.type(input, '7');
    expect(input).toHaveValue('7');
  });

  it('shows an amount the form sets itself', async () => {
    const user = userEvent.setup();
    render(<Form onSubmit={() => Promise.resolve()} />);
    await user.click(screen.getByRole('button', { name: 'Preencher' }));
    expect(screen.getByLabelText('Conta')).toHaveValue('2.500,50');
  });
});

describe('FieldMoneyInput rendered on the server', () => {
  it('hydrates without a mismatch and keeps what was typed before the page was interactive', async () => {
    const { container, recoverable, consoleError } = await prerenderAndHydrate(<Field />, (page) => {
      page.querySelector('input')!.value = '15000';
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    await waitFor(() => expect(container.querySelector('output')).toHaveTextContent('15000'));
    expect(container.querySelector('input')).toHaveValue('15.000,00');
    container.remove();
  });
});

describe('FieldMoneyInput before its mask has arrived', () => {
  /** A fresh copy of the field, whose lazily loaded mask has not arrived yet. */
  const freshField = async () => {
    vi.resetModules();
    const { FieldMoneyInput: Fresh } = await import('./FieldMoneyInput');
    const FreshField = () => {
      const [value, setValue] = useState<number | undefined>(undefined);
      return (
        <>
          <label htmlFor="novo">Valor</label>
          <Fresh id="novo" value={value} onChange={setValue} />
          <output>{value === undefined ? 'vazio' : String(value)}</output>
        </>
      );
    };
    render(<FreshField />);
    return screen.getByLabelText<HTMLInputElement>('Valor');
  };

  it('takes the text, then masks it and hands the amount to the form when the mask attaches', async () => {
    const input = await freshField();
    fireEvent.input(input, { target: { value: 'R$ 2500,5' } });
    expect(screen.getByRole('status')).toHaveTextContent('vazio');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2500.5'));
    expect(input).toHaveValue('2.500,50');
  });

  it('lets the visitor go on typing when the mask attaches under the caret', async () => {
    const input = await freshField();
    input.focus();
    fireEvent.input(input, { target: { value: '8' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('8'));
    expect(input).toHaveValue('8');
    await userEvent.setup().keyboard('00');
    expect(input).toHaveValue('800');
    expect(screen.getByRole('status')).toHaveTextContent('800');
  });

  it('keeps the text selected when the mask attaches: what the visitor types next replaces it', async () => {
    const input = await freshField();
    input.focus();
    fireEvent.input(input, { target: { value: '15000' } });
    // All of it selected (Ctrl+A) to type another amount over it, as the mask's code arrives.
    input.setSelectionRange(0, 5);
    await waitFor(() => expect(input).toHaveValue('15.000'));
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 6]);
    await userEvent.setup().keyboard('800');
    expect(input).toHaveValue('800');
    expect(screen.getByRole('status')).toHaveTextContent('800');
  });
});

describe('MoneyMask attaching while the visitor types', () => {
  /** Types into the field in the commit that draws the mask: after its layout effects, before its effects run. */
  const TypedInTheCommit = ({ field, text }: { field: string; text: string }) => {
    useLayoutEffect(() => {
      (document.getElementById(field) as HTMLInputElement).value = text;
    }, [field, text]);
    return null;
  };

  it('text typed after the field was drawn and before the mask attached reaches the form', async () => {
    const Page = () => {
      const input = useRef<HTMLInputElement>(null);
      const [value, setValue] = useState<number | undefined>(undefined);
      return (
        <>
          <label htmlFor="conta">Conta</label>
          <input id="conta" ref={input} />
          <MoneyMask input={input} value={value} onChange={setValue} />
          <TypedInTheCommit field="conta" text="8.000,00" />
          <output>{value === undefined ? 'vazio' : String(value)}</output>
        </>
      );
    };
    render(<Page />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('8000'));
    expect(screen.getByLabelText('Conta')).toHaveValue('8.000,00');
  });
});
