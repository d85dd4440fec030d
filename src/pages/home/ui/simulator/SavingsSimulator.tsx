import { lazy, memo, Suspense, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { CalculatorIcon } from '@/shared/ui/glyph-icon';
import { listenForEarlySends, SIMULATOR_CARD_CLASS, takeEarlySend as takeEarlySendIn } from '../../lib/simulator/earlySends';
import { onFirstTouch } from '../../lib/simulator/firstTouch';
import { SimulatorFields } from './SimulatorFields';
import './simulator.css';

type FormProps = { id: string; headingLevel: 2 | 3; takeEarlySend: () => boolean };
type Latch = { opened: Promise<void>; open: () => void };

const openLatch = (): Latch => ({ opened: Promise.resolve(), open: () => undefined });
const closedLatch = (): Latch => {
  const latch = { open: () => undefined } as Latch;
  latch.opened = new Promise<void>((resolve) => {
    latch.open = resolve;
  });
  return latch;
};
const neverChanges = () => () => undefined;

// A send from the page's HTML before the form's code arrives (its method=dialog goes nowhere) is heard from the
// moment this code runs, which is before React takes the page, and answered when the form is live.
listenForEarlySends();

/** Savings simulator (decisions §3): bill, state and tariff group → an estimated range, or the group B message. */
export const SavingsSimulator = ({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) => {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const card = useRef<HTMLElement>(null);
  const takeEarlySend = useCallback(() => takeEarlySendIn(card.current), []);
  // Formik and the form's logic (docs/code-figures.md) load when the form is wanted: drawn in the browser, at once;
  // hydrated from the page's HTML, at the visitor's first touch of the card, as its fields are usable meanwhile (what
  // is typed or sent then is answered once the code is live). In the build's prerender (a server build) they load at once.
  const hydrating = useSyncExternalStore(neverChanges, () => false, () => true);
  const [fromHtml] = useState(hydrating);
  const [latch] = useState(() => (import.meta.env.SSR ? openLatch() : closedLatch()));
  const [SimulatorForm] = useState(() => lazy(() => latch.opened.then(() => import('./SimulatorForm'))));
  useEffect(() => (fromHtml ? onFirstTouch(card.current, latch.open) : latch.open()), [fromHtml, latch]);
  return (
    <section ref={card} className={SIMULATOR_CARD_CLASS} aria-labelledby={`${id}-title`}>
      <p className="sim-card__badge">
        <CalculatorIcon aria-hidden /> Simulador de economia
      </p>
      <Heading id={`${id}-title`} className="sim-card__title">
        Quanto a sua empresa pode economizar?
      </Heading>
      <p className="sim-card__lead">Três informações e você vê a estimativa na hora, sem cadastro.</p>
      <LazyForm form={SimulatorForm} id={id} headingLevel={headingLevel} takeEarlySend={takeEarlySend} />
    </section>
  );
};

/**
 * Memoised: a page drawn from HTML keeps the form's server markup until its code arrives, but only while nothing
 * re-renders it (the content service answering re-renders the page); an update before then would redraw it
 * empty, dropping what the visitor typed.
 */
const LazyForm = memo(({ form: SimulatorForm, ...props }: FormProps & { form: ComponentType<FormProps> }) => (
  <Suspense fallback={<FormStandIn id={props.id} />}>
    <SimulatorForm {...props} />
  </Suspense>
));

const ignore = () => undefined;
const feedbackFor = (id: string) => ({ errorId: `${id}-erro`, input: { id } });

/** The empty form as it will look, drawn while its code loads on a page rendered in the browser. */
const FormStandIn = ({ id }: { id: string }) => (
  <>
    <SimulatorFields
      inert
      hintId={`${id}-hint`}
      values={{ state: '', group: '' }}
      feedback={{ bill: feedbackFor(`${id}-bill`), state: feedbackFor(`${id}-state`), group: feedbackFor(`${id}-group`) }}
      billInput={(props) => <input {...props} type="text" inputMode="decimal" />}
      onSubmit={(event) => event.preventDefault()}
      onStateChange={ignore}
      onStateBlur={ignore}
      onGroupChange={ignore}
      onGroupBlur={ignore}
    />
    <div />
  </>
);
