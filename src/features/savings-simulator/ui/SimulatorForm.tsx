import { useFormik } from 'formik';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formikField } from '@/shared/lib/form';
import { FieldMoneyInput } from '@/shared/ui/form-field';
import { estimateSavings, type SimulationResult } from '../lib/estimate';
import { SIMULATION_INITIAL_VALUES, toSimulationInput, validateSimulation, type SimulationValues } from '../model/simulationForm';
import { SimulationOutcome } from './SimulationOutcome';
import { SimulatorFields } from './SimulatorFields';

const FIELD_ORDER: (keyof SimulationValues)[] = ['monthlyBill', 'state', 'group'];

type Props = { id: string; headingLevel: 2 | 3 };

/** The simulator's form on Formik (a module of its own, loaded lazily): validation, estimate and result. */
const SimulatorForm = ({ id, headingLevel }: Props) => {
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
  const { submitCount, isSubmitting, errors, setFieldValue } = formik;

  // The state and group picked in the page's HTML before this code arrived: hydration keeps them on screen.
  useLayoutEffect(() => {
    const form = formRef.current;
    const state = form?.querySelector<HTMLSelectElement>('select[name="state"]')?.value;
    const group = form?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    if (state) void setFieldValue('state', state, false);
    if (group) void setFieldValue('group', group, false);
  }, [setFieldValue]);

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
    void setFieldValue(field, value);
  };

  return (
    <>
      <SimulatorFields
        formRef={formRef}
        hintId={`${id}-hint`}
        values={formik.values}
        feedback={{
          bill: formikField(formik, 'monthlyBill', `${id}-bill`),
          state: formikField(formik, 'state', `${id}-state`),
          group: formikField(formik, 'group', `${id}-group`),
        }}
        billInput={(props) => (
          <FieldMoneyInput
            {...props}
            value={formik.values.monthlyBill}
            onChange={(amount) => change('monthlyBill', amount)}
            onBlur={formik.handleBlur}
          />
        )}
        onSubmit={formik.handleSubmit}
        onStateChange={(state) => change('state', state as SimulationValues['state'])}
        onStateBlur={() => void formik.setFieldTouched('state')}
        onGroupChange={(group) => change('group', group)}
        onGroupBlur={() => void formik.setFieldTouched('group')}
      />
      <div ref={resultRef}>{result ? <SimulationOutcome result={result} headingLevel={headingLevel === 2 ? 3 : 4} /> : null}</div>
    </>
  );
};

export default SimulatorForm;
