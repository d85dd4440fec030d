import MaskedNumber from 'imask/esm/masked/number';
import { useCallback, useEffect, useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import useIMask from 'react-imask/esm/hook';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'> & {
  /** The amount in reais; `undefined` while the field is empty. */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
};

/**
 * No minimum but zero and no maximum but the largest exact integer: refusing a digit, or changing the amount when
 * one leaves the field, would hide the form's own limits, which its schema states with their messages.
 */
const MONEY_MASK = {
  mask: MaskedNumber,
  scale: 2,
  radix: ',',
  thousandsSeparator: '.',
  // A '.' typed or pasted groups thousands (pt-BR); it never turns into the decimal comma.
  mapToRadix: [],
  min: 0,
  max: Number.MAX_SAFE_INTEGER,
  normalizeZeros: true,
  padFractionalZeros: true,
};

type MaskState = { unmaskedValue: string; typedValue: number };

/** The amount the mask holds, `undefined` when empty (imask reads an empty field as 0). */
const amountOf = (mask: MaskState): number | undefined => (mask.unmaskedValue === '' ? undefined : mask.typedValue);

/**
 * An amount in reais typed the Brazilian way, on react-imask's number mask: '.' groups thousands as one types,
 * ',' starts the cents (two at most), no sign; leaving the field writes the cents (`15.000,00`). Pasted text keeps
 * what an amount can hold ('R$ 2.500,00' reads 2500). Formik-ready: `value` and `onChange` carry the number, so
 * a reset empties the field and a failed submit keeps what was typed. It brings no look of its own: the form
 * styles it through `className`.
 */
export const FieldMoneyInput = ({ value, onChange, ...rest }: Props) => {
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  /** The last amount handed to the form. */
  const emitted = useRef<number | undefined>(undefined);
  const emit = useCallback((amount: number | undefined) => {
    emitted.current = amount;
    if (amount !== latest.current.value) latest.current.onChange(amount);
  }, []);
  // Stable, so the mask is created once and not updated on every render.
  const onAccept = useCallback((_shown: string, mask: MaskState) => emit(amountOf(mask)), [emit]);
  const { ref, maskRef } = useIMask<HTMLInputElement>(MONEY_MASK, { onAccept });

  // Once the mask starts: text typed into the server-rendered field before it did is the form's value.
  useEffect(() => {
    const mask = maskRef.current;
    if (mask && mask.unmaskedValue !== '' && latest.current.value === undefined) emit(amountOf(mask));
  }, [maskRef, emit]);

  // The form changed the amount itself (a reset, a value set by code): the field shows it. A layout effect, so
  // it never runs late, against keys typed since.
  useLayoutEffect(() => {
    const mask = maskRef.current;
    if (!mask || value === emitted.current || value === amountOf(mask)) return;
    emitted.current = value;
    if (value === undefined) mask.value = '';
    else mask.typedValue = value;
  }, [maskRef, value]);

  return <input {...rest} ref={ref} type="text" inputMode="decimal" />;
};
