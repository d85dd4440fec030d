import { MaskedNumber } from 'imask';
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useIMask } from 'react-imask';
import { caretIn, putCaretBack, type Caret } from '@/shared/lib/form';
import { useMaskEchoes } from './maskEchoes';

type Props = {
  input: RefObject<HTMLInputElement | null>;
  /** The form's amount. */
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

/** The characters an amount is typed with; the mask adds the thousands' dots. */
const AMOUNT_CHARACTERS = /[0-9,]/;

type MaskState = { unmaskedValue: string; typedValue: number };

/** The amount the mask holds, `undefined` when empty (imask reads an empty field as 0). */
const amountOf = (mask: MaskState): number | undefined => (mask.unmaskedValue === '' ? undefined : mask.typedValue);

/**
 * Puts react-imask's number mask on `FieldMoneyInput`'s input (a module of its own, loaded lazily) and keeps it
 * and the form in step: every accepted change goes to the form as a number; an amount the form sets (a reset)
 * is written into the mask. Text already in the input when the mask attaches (typed before it arrived, or into
 * a page painted from HTML) is masked and handed to the form.
 */
const MoneyMask = ({ input, value, onChange }: Props) => {
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const echoes = useMaskEchoes<number | undefined>();
  const emit = useCallback(
    (amount: number | undefined) => {
      if (amount === latest.current.value) return;
      echoes.sent(amount);
      latest.current.onChange(amount);
    },
    [echoes],
  );
  // Stable, so the mask is created once and not updated on every render.
  const onAccept = useCallback((_shown: string, mask: MaskState) => emit(amountOf(mask)), [emit]);
  // What the input holds as the mask attaches: read in the same flush of effects as the hook's, just before it
  // creates the mask (declared before it), so no key can land between the two. Read in a layout effect, text typed
  // after the commit and before its effects ran reached the field but never the form.
  const typedBefore = useRef('');
  const caretBefore = useRef<Caret | null>(null);
  useEffect(() => {
    typedBefore.current = input.current?.value ?? '';
    caretBefore.current = caretIn(input.current);
  }, [input]);
  const { maskRef } = useIMask(MONEY_MASK, { ref: input, onAccept });

  useEffect(() => {
    const mask = maskRef.current;
    if (!mask || typedBefore.current === '') return;
    if (document.activeElement === input.current) {
      // Attaching wrote the cents; while the visitor is still typing they come when they leave the field.
      mask.masked.reset();
      mask.masked.append(typedBefore.current, { input: true });
      mask.updateControl('auto');
      putCaretBack(input.current, caretBefore.current, AMOUNT_CHARACTERS);
    }
    if (latest.current.value === undefined) emit(amountOf(mask));
  }, [maskRef, emit, input]);

  // The form changed the amount itself (a reset, a value set by code): the field shows it. A layout effect, so
  // it never runs late, against keys typed since.
  useLayoutEffect(() => {
    const mask = maskRef.current;
    if (!mask || echoes.isEcho(value) || value === amountOf(mask)) return;
    if (value === undefined) mask.value = '';
    else mask.typedValue = value;
  }, [maskRef, value, echoes]);

  return null;
};

export default MoneyMask;
