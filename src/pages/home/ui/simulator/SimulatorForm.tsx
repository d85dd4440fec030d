import { useFormik } from 'formik';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formikField, useLatestValidation } from '@/shared/lib/form';
import { FieldMoneyInput } from '@/shared/ui/form-field';
import { markFormLive } from '../../lib/simulator/earlySends';
import { estimateSavings, type SimulationResult } from '../../lib/simulator/estimate';
import { SIMULATION_INITIAL_VALUES, toSimulationInput, validateSimulation, type SimulationValues } from '../../model/simulator/simulationForm';
import { SimulationOutcome } from './SimulationOutcome';
import { SimulatorFields } from './SimulatorFields';

const FIELD_ORDER: (keyof SimulationValues)[] = ['monthlyBill', 'state', 'group'];
const EARLY_SEND_WAIT_MS = 1500;

type Props = {
  id: string;
  headingLevel: 2 | 3;
  /** Whether the visitor sent the form before this code arrived (asked once, as the form goes live). */
  takeEarlySend: () => boolean;
};

/** The simulator's form on Formik (a module of its own, loaded lazily): validation, estimate and result. */
const SimulatorForm = ({ id, headingLevel, takeEarlySend }: Props) => {
  const [result, setResult] = useState<SimulationResult | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Live in the commit that gives the form React's handler: from then on a send is React's, not an early one.
  const attachForm = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
    markFormLive(form);
  }, []);
  const resultRef = useRef<HTMLDivElement>(null);
  const formik = useFormik<SimulationValues>({
    initialValues: SIMULATION_INITIAL_VALUES,
    validate: useLatestValidation(validateSimulation),
    onSubmit: async (values) => {
      setResult(estimateSavings(await toSimulationInput(values)));
      // Brings the figures into view once React has drawn them (the card can be taller than the screen).
      requestAnimationFrame(() => resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
    },
  });
  const { submitCount, isSubmitting, errors, setFieldValue, submitForm } = formik;

  // The state and group picked in the page's HTML before this code arrived: hydration keeps them on screen.
  useLayoutEffect(() => {
    const form = formRef.current;
    const state = form?.querySelector<HTMLSelectElement>('select[name="state"]')?.value;
    const group = form?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    if (state) void setFieldValue('state', state, false);
    if (group) void setFieldValue('group', group, false);
  }, [setFieldValue]);

  // A send is answered once the amount typed is in the form: the bill's mask (its own lazy module) hands over what was
  // typed before it attached, so a send made earlier (from the page's HTML, heard before this code arrived, or right
  // after it went live) waits for that, a moment at most; at once when nothing was typed.
  const sendPending = useRef(false);
  const waitTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sendNow = useCallback(() => {
    if (!sendPending.current) return;
    sendPending.current = false;
    clearTimeout(waitTimer.current);
    void submitForm();
  }, [submitForm]);
  const { monthlyBill } = formik.values;
  const send = useCallback(() => {
    sendPending.current = true;
    if (monthlyBill !== undefined || !formRef.current?.querySelector<HTMLInputElement>('input[name="monthlyBill"]')?.value) return sendNow();
    clearTimeout(waitTimer.current);
    waitTimer.current = setTimeout(sendNow, EARLY_SEND_WAIT_MS);
  }, [monthlyBill, sendNow]);
  useEffect(() => {
    if (takeEarlySend()) send();
  }, [takeEarlySend, send]);
  useEffect(() => {
    if (monthlyBill !== undefined) sendNow();
  }, [monthlyBill, sendNow]);
  useEffect(() => () => clearTimeout(waitTimer.current), []);

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
        formRef={attachForm}
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
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
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
