import { useCallback, useState } from 'react';

type Validate<Values, Errors> = (values: Values) => Promise<Errors>;

/**
 * The order of one form's asynchronous checks, each handed over as it starts: whatever order they finish in, each
 * one answers with the errors of the newest values the form has asked about by then.
 *
 * Formik stores the errors of each check as it finishes, so a slow check of older values could overwrite the
 * errors of newer ones. The first check of a screen waits for its schema to arrive, so the checks of a quick typist
 * all start at once and may finish in any order. Seen on 'Crie uma nova senha': both fields filled, 'Salvar nova
 * senha' pressed, and the screen said 'Confirme a nova senha' under a filled confirmation.
 *
 * Invariants, for any order of calls and finishes:
 * - a check answers only once no newer check is running, with the newest check's errors (or its failure);
 * - so the errors the form stores only move forward, and the last stored are those of the newest values.
 */
export const checkOrder = <Errors>() => {
  let newest: Promise<Errors> | undefined;
  return async (run: Promise<Errors>): Promise<Errors> => {
    newest = run;
    let answered = run;
    for (;;) {
      const outcome = await answered.then(
        (errors) => ({ errors }),
        (error: unknown) => ({ error }),
      );
      if (answered === newest) {
        if ('error' in outcome) throw outcome.error;
        return outcome.errors;
      }
      answered = newest;
    }
  };
};

/** Formik's `validate` through `checkOrder`, one order per mounted form; it outlives a change of the check itself. */
export const useLatestValidation = <Values, Errors>(validate: Validate<Values, Errors>): Validate<Values, Errors> => {
  const [order] = useState(() => checkOrder<Errors>());
  return useCallback((values: Values) => order(validate(values)), [order, validate]);
};
