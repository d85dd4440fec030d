import { lazy, Suspense, useRef, type InputHTMLAttributes } from 'react';

// react-imask and the number mask arrive as the field renders, not before the page paints.
const MoneyMask = lazy(() => import('./MoneyMask'));

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'> & {
  /** The amount in reais; `undefined` while the field is empty. */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
};

/**
 * An amount in reais typed the Brazilian way, on react-imask's number mask: '.' groups thousands as one types,
 * ',' starts the cents (two at most), no sign; leaving the field writes the cents (`15.000,00`). Pasted text keeps
 * what an amount can hold ('R$ 2.500,00' reads 2500). Formik-ready: `value` and `onChange` carry the number, so
 * a reset empties the field and a failed submit keeps what was typed. Text typed before the mask's code arrives
 * is masked and handed to the form when it does. It brings no look of its own: the form styles it through
 * `className`.
 */
export const FieldMoneyInput = ({ value, onChange, ...rest }: Props) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input {...rest} ref={input} type="text" inputMode="decimal" />
      <Suspense fallback={null}>
        <MoneyMask input={input} value={value} onChange={onChange} />
      </Suspense>
    </>
  );
};
