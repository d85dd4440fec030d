import { lazy, memo, Suspense, useCallback, useEffect, useId, useRef } from 'react';
import { CalculatorIcon } from '@/shared/ui/glyph-icon';
import { SimulatorFields } from './SimulatorFields';
import './simulator.css';

// Formik and the form's logic arrive as the card renders, not before the page paints; a page painted from
// HTML keeps its fields on screen (and usable) until they hydrate.
const SimulatorForm = lazy(() => import('./SimulatorForm'));

/** Savings simulator (decisions §3): bill, state and tariff group → an estimated range, or the group B message. */
export const SavingsSimulator = ({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) => {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const card = useRef<HTMLElement>(null);
  const live = useRef(false);
  const sentEarly = useRef(false);
  // A send from the page's HTML before the form's code arrives (its method=dialog goes nowhere) is answered when
  // it does; the card is live before the form, so it hears it.
  useEffect(() => {
    const section = card.current;
    const hold = () => {
      if (!live.current) sentEarly.current = true;
    };
    section?.addEventListener('submit', hold);
    return () => section?.removeEventListener('submit', hold);
  }, []);
  const takeEarlySend = useCallback(() => {
    live.current = true;
    const sent = sentEarly.current;
    sentEarly.current = false;
    return sent;
  }, []);
  return (
    <section ref={card} className="sim-card" aria-labelledby={`${id}-title`}>
      <p className="sim-card__badge">
        <CalculatorIcon aria-hidden /> Simulador de economia
      </p>
      <Heading id={`${id}-title`} className="sim-card__title">
        Quanto a sua empresa pode economizar?
      </Heading>
      <p className="sim-card__lead">Três informações e você vê a estimativa na hora, sem cadastro.</p>
      <LazyForm id={id} headingLevel={headingLevel} takeEarlySend={takeEarlySend} />
    </section>
  );
};

/**
 * Memoised: a page drawn from HTML keeps the form's server markup until its code arrives, but only while nothing
 * re-renders it (the content service answering re-renders the page); an update before then would redraw it
 * empty, dropping what the visitor typed.
 */
const LazyForm = memo(({ id, headingLevel, takeEarlySend }: { id: string; headingLevel: 2 | 3; takeEarlySend: () => boolean }) => (
  <Suspense fallback={<FormStandIn id={id} />}>
    <SimulatorForm id={id} headingLevel={headingLevel} takeEarlySend={takeEarlySend} />
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
