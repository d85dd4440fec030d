import type { FormEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { ROUTES } from '@/shared/routes';
import type { FieldFeedback } from '@/shared/lib/form';
import { formatNumber } from '@/shared/lib/format';
import { ExclamationCircleIcon } from '@/shared/ui/glyph-icon';
import { MONTHLY_BILL_LIMITS, STATES } from '../../config/simulator/savingsAssumptions';

type Feedback = Pick<FieldFeedback, 'error' | 'errorId' | 'input'>;

/** The bill field's attributes; the form draws the control (the masked field, or its stand-in). */
type BillInputProps = InputHTMLAttributes<HTMLInputElement> & { 'data-field': string };

type Props = {
  formRef?: Ref<HTMLFormElement>;
  /** Drawn but not usable yet (the form's code is on its way). */
  inert?: boolean;
  hintId: string;
  values: { state: string; group: string };
  feedback: { bill: Feedback; state: Feedback; group: Feedback };
  billInput: (props: BillInputProps) => ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onStateChange: (state: string) => void;
  onStateBlur: () => void;
  onGroupChange: (group: 'A' | 'B') => void;
  onGroupBlur: () => void;
};

const GROUPS = [
  ['A', 'Grupo A', 'Média ou alta tensão: indústrias, shoppings, hospitais, redes de lojas.'],
  ['B', 'Grupo B', 'Baixa tensão: residências, escritórios e pequenos comércios.'],
] as const;

/**
 * The simulator's fields, drawn the same by the live form and by its stand-in. The form posts to the home page when no
 * script runs (a plain form would put the answers in the URL); with scripts, the app answers every send itself.
 */
export const SimulatorFields = ({ formRef, inert, hintId, values, feedback, billInput, ...on }: Props) => {
  const { bill, state, group } = feedback;
  return (
    <form ref={formRef} className="sim-form" method="post" action={ROUTES.home.path} noValidate inert={inert} onSubmit={on.onSubmit} aria-label="Simulador de economia">
      <div className="sim-field">
        <label htmlFor={bill.input.id}>Valor médio da conta de luz por mês</label>
        <div className={`sim-money${bill.error ? ' is-invalid' : ''}`}>
          <span aria-hidden="true">R$</span>
          {billInput({
            ...bill.input,
            'aria-invalid': Boolean(bill.error),
            'aria-describedby': [hintId, bill.input['aria-describedby']].filter(Boolean).join(' '),
            'data-field': 'monthlyBill',
            name: 'monthlyBill',
            autoComplete: 'off',
            placeholder: '15.000,00',
          })}
        </div>
        <p id={hintId} className="sim-field__hint">
          Em reais, a partir de {formatNumber(MONTHLY_BILL_LIMITS.min, 2)}. Dica: some as últimas 12 contas e divida por 12.
        </p>
        <FieldError feedback={bill} />
      </div>
      <div className="sim-field">
        <label htmlFor={state.input.id}>Estado da unidade consumidora</label>
        <select
          {...state.input}
          aria-invalid={Boolean(state.error)}
          data-field="state"
          name="state"
          className={state.error ? 'is-invalid' : undefined}
          value={values.state}
          onChange={(event) => on.onStateChange(event.target.value)}
          onBlur={on.onStateBlur}
        >
          <option value="">Selecione o estado</option>
          {STATES.map(({ code, name }) => (
            <option key={code} value={code}>
              {name} ({code})
            </option>
          ))}
        </select>
        <FieldError feedback={state} />
      </div>
      <fieldset className="sim-field sim-field--group">
        <legend>Grupo tarifário</legend>
        <div className="sim-options">
          {GROUPS.map(([value, title, text], index) => (
            <label key={value} className={`sim-option${values.group === value ? ' is-checked' : ''}`}>
              {/* A radio group is its form's own: `group` in every simulator's form, the same in the page's HTML and the app's. */}
              <input
                type="radio"
                name="group"
                value={value}
                data-field={index === 0 ? 'group' : undefined}
                checked={values.group === value}
                aria-invalid={Boolean(group.error)}
                aria-describedby={group.input['aria-describedby']}
                onChange={() => on.onGroupChange(value)}
                onBlur={on.onGroupBlur}
              />
              <span>
                <strong>{title}</strong>
                <small>{text}</small>
              </span>
            </label>
          ))}
        </div>
        <FieldError feedback={group} />
      </fieldset>
      <button type="submit" className="sim-submit">
        Calcular economia
      </button>
    </form>
  );
};

const FieldError = ({ feedback }: { feedback: Pick<FieldFeedback, 'error' | 'errorId'> }) =>
  feedback.error ? (
    <p id={feedback.errorId} className="sim-field__error">
      <ExclamationCircleIcon aria-hidden /> {feedback.error}
    </p>
  ) : null;
