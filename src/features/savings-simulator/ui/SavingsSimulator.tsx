import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { formikField, type FieldFeedback } from '@/shared/lib/form';
import { formatNumber } from '@/shared/lib/format';
import { FieldMoneyInput } from '@/shared/ui/form-field';
import { CalculatorIcon, ExclamationCircleIcon } from '@/shared/ui/glyph-icon';
import { MONTHLY_BILL_LIMITS, STATES } from '../config/savingsAssumptions';
import { estimateSavings, type SimulationResult } from '../lib/estimate';
import { SIMULATION_INITIAL_VALUES, toSimulationInput, validateSimulation, type SimulationValues } from '../model/simulationForm';
import { SimulationOutcome } from './SimulationOutcome';
import './simulator.css';

const FIELD_ORDER: (keyof SimulationValues)[] = ['monthlyBill', 'state', 'group'];

const GROUPS = [
  ['A', 'Grupo A', 'Média ou alta tensão: indústrias, shoppings, hospitais, redes de lojas.'],
  ['B', 'Grupo B', 'Baixa tensão: residências, escritórios e pequenos comércios.'],
] as const;

/** Savings simulator (decisions §3): bill, state and tariff group → an estimated range, or the group B message. */
export const SavingsSimulator = ({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) => {
  const id = useId();
  const [result, setResult] = useState<SimulationResult | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const formik = useFormik<SimulationValues>({
    initialValues: SIMULATION_INITIAL_VALUES,
    validate: validateSimulation,
    onSubmit: async (values) => {
      setResult(estimateSavings(await toSimulationInput(values)));
      // Brings the figures into view once React has drawn them (the card can be taller than the screen).
      requestAnimationFrame(() => resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
    },
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hintId = `${id}-hint`;
  const bill = formikField(formik, 'monthlyBill', `${id}-bill`);
  const state = formikField(formik, 'state', `${id}-state`);
  const group = formikField(formik, 'group', `${id}-group`);
  const { submitCount, isSubmitting, errors } = formik;

  // A failed submit puts the caret on the first field to fix; once per submit, so fixing a field never moves it.
  const focusedSubmit = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === focusedSubmit.current) return;
    focusedSubmit.current = submitCount;
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  }, [submitCount, isSubmitting, errors]);

  /** Any edit takes the last figure off the screen, so no stale estimate stays. */
  const change = <Field extends keyof SimulationValues>(field: Field, value: SimulationValues[Field]) => {
    setResult(null);
    void formik.setFieldValue(field, value);
  };

  return (
    <section className="sim-card" aria-labelledby={`${id}-title`}>
      <p className="sim-card__badge">
        <CalculatorIcon aria-hidden /> Simulador de economia
      </p>
      <Heading id={`${id}-title`} className="sim-card__title">
        Quanto a sua empresa pode economizar?
      </Heading>
      <p className="sim-card__lead">Três informações e você vê a estimativa na hora, sem cadastro.</p>
      <form ref={formRef} className="sim-form" noValidate onSubmit={formik.handleSubmit} aria-label="Simulador de economia">
        <div className="sim-field">
          <label htmlFor={bill.input.id}>Valor médio da conta de luz por mês</label>
          <div className={`sim-money${bill.error ? ' is-invalid' : ''}`}>
            <span aria-hidden="true">R$</span>
            <FieldMoneyInput
              {...bill.input}
              aria-invalid={Boolean(bill.error)}
              aria-describedby={[hintId, bill.input['aria-describedby']].filter(Boolean).join(' ')}
              data-field="monthlyBill"
              name="monthlyBill"
              autoComplete="off"
              placeholder="15.000,00"
              value={formik.values.monthlyBill}
              onChange={(amount) => change('monthlyBill', amount)}
              onBlur={formik.handleBlur}
            />
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
            value={formik.values.state}
            onChange={(event) => change('state', event.target.value as SimulationValues['state'])}
            onBlur={formik.handleBlur}
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
              <label key={value} className={`sim-option${formik.values.group === value ? ' is-checked' : ''}`}>
                <input
                  type="radio"
                  name={group.input.id}
                  value={value}
                  data-field={index === 0 ? 'group' : undefined}
                  checked={formik.values.group === value}
                  aria-invalid={Boolean(group.error)}
                  aria-describedby={group.input['aria-describedby']}
                  onChange={() => change('group', value)}
                  onBlur={() => void formik.setFieldTouched('group')}
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
      <div ref={resultRef}>{result ? <SimulationOutcome result={result} headingLevel={headingLevel === 2 ? 3 : 4} /> : null}</div>
    </section>
  );
};

const FieldError = ({ feedback }: { feedback: Pick<FieldFeedback, 'error' | 'errorId'> }) =>
  feedback.error ? (
    <p id={feedback.errorId} className="sim-field__error">
      <ExclamationCircleIcon aria-hidden /> {feedback.error}
    </p>
  ) : null;
