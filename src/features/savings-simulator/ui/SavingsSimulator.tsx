import { useId, useRef, useState, type FormEvent } from 'react';
import { MONTHLY_BILL_LIMITS, STATES } from '../config/savingsAssumptions';
import { estimateSavings, type SimulationResult } from '../lib/estimate';
import { formatMoneyInput, parseMoney } from '../lib/parseMoney';
import { EMPTY_FORM, validateSimulation, type SimulationErrors, type SimulationForm } from '../model/validate';
import { SimulationOutcome } from './SimulationOutcome';
import { CalculatorIcon, ExclamationCircleIcon } from '@/shared/ui/glyph-icon';
import './simulator.css';

const FIELD_ORDER: (keyof SimulationForm)[] = ['monthlyBill', 'state', 'group'];

/** Savings simulator (decisions §3): bill, state and tariff group → an estimated range, or the group B message. */
export const SavingsSimulator = ({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) => {
  const id = useId();
  const [form, setForm] = useState<SimulationForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<SimulationErrors>({});
  const [result, setResult] = useState<SimulationResult | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ids = { bill: `${id}-bill`, state: `${id}-state`, group: `${id}-group`, hint: `${id}-hint` };
  const errorId = (field: keyof SimulationForm) => `${id}-${field}-error`;

  const change = (field: keyof SimulationForm, value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setResult(null);
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const validation = validateSimulation(form);
    if (!validation.ok) {
      setErrors(validation.errors);
      setResult(null);
      const first = FIELD_ORDER.find((field) => validation.errors[field]);
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setResult(estimateSavings(validation.input));
    // Brings the figures into view once React has drawn them (the card can be taller than the screen).
    requestAnimationFrame(() => resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
  };

  const tidyBill = () => {
    const value = parseMoney(form.monthlyBill);
    if (!Number.isNaN(value)) setForm((previous) => ({ ...previous, monthlyBill: formatMoneyInput(value) }));
  };

  const describedBy = (field: keyof SimulationForm, extra?: string) =>
    [extra, errors[field] ? errorId(field) : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <section className="sim-card" aria-labelledby={`${id}-title`}>
      <p className="sim-card__badge">
        <CalculatorIcon aria-hidden /> Simulador de economia
      </p>
      <Heading id={`${id}-title`} className="sim-card__title">
        Quanto a sua empresa pode economizar?
      </Heading>
      <p className="sim-card__lead">Três informações e você vê a estimativa na hora, sem cadastro.</p>
      <form ref={formRef} className="sim-form" noValidate onSubmit={submit} aria-label="Simulador de economia">
        <div className="sim-field">
          <label htmlFor={ids.bill}>Valor médio da conta de luz por mês</label>
          <div className={`sim-money${errors.monthlyBill ? ' is-invalid' : ''}`}>
            <span aria-hidden="true">R$</span>
            <input
              id={ids.bill}
              data-field="monthlyBill"
              name="monthlyBill"
              inputMode="decimal"
              autoComplete="off"
              placeholder="15.000,00"
              value={form.monthlyBill}
              aria-invalid={Boolean(errors.monthlyBill)}
              aria-describedby={describedBy('monthlyBill', ids.hint)}
              onChange={(event) => change('monthlyBill', event.target.value)}
              onBlur={tidyBill}
            />
          </div>
          <p id={ids.hint} className="sim-field__hint">
            Em reais, a partir de {formatMoneyInput(MONTHLY_BILL_LIMITS.min)}. Dica: some as últimas 12 contas e divida por 12.
          </p>
          <FieldError id={errorId('monthlyBill')} message={errors.monthlyBill} />
        </div>
        <div className="sim-field">
          <label htmlFor={ids.state}>Estado da unidade consumidora</label>
          <select
            id={ids.state}
            data-field="state"
            name="state"
            className={errors.state ? 'is-invalid' : undefined}
            value={form.state}
            aria-invalid={Boolean(errors.state)}
            aria-describedby={describedBy('state')}
            onChange={(event) => change('state', event.target.value)}
          >
            <option value="">Selecione o estado</option>
            {STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name} ({state.code})
              </option>
            ))}
          </select>
          <FieldError id={errorId('state')} message={errors.state} />
        </div>
        <fieldset className="sim-field sim-field--group">
          <legend>Grupo tarifário</legend>
          <div className="sim-options">
            {(
              [
                ['A', 'Grupo A', 'Média ou alta tensão: indústrias, shoppings, hospitais, redes de lojas.'],
                ['B', 'Grupo B', 'Baixa tensão: residências, escritórios e pequenos comércios.'],
              ] as const
            ).map(([value, title, text], index) => (
              <label key={value} className={`sim-option${form.group === value ? ' is-checked' : ''}`}>
                <input
                  type="radio"
                  name={ids.group}
                  value={value}
                  data-field={index === 0 ? 'group' : undefined}
                  checked={form.group === value}
                  aria-invalid={Boolean(errors.group)}
                  aria-describedby={describedBy('group')}
                  onChange={() => change('group', value)}
                />
                <span>
                  <strong>{title}</strong>
                  <small>{text}</small>
                </span>
              </label>
            ))}
          </div>
          <FieldError id={errorId('group')} message={errors.group} />
        </fieldset>
        <button type="submit" className="sim-submit">
          Calcular economia
        </button>
      </form>
      <div ref={resultRef}>{result ? <SimulationOutcome result={result} headingLevel={headingLevel === 2 ? 3 : 4} /> : null}</div>
    </section>
  );
};

const FieldError = ({ id, message }: { id: string; message?: string }) =>
  message ? (
    <p id={id} className="sim-field__error">
      <ExclamationCircleIcon aria-hidden /> {message}
    </p>
  ) : null;
