import { act, fireEvent, render, screen } from '@testing-library/react';
import { useFormik, type FormikErrors } from 'formik';
import { StrictMode } from 'react';
import { useLatestValidation } from './latestValidation';

type Values = { confirmation: string };

/** A check per change whose answer the test releases by hand, in any order. */
const heldChecks = () => {
  const held: { values: Values; release: () => void }[] = [];
  const validate = (values: Values) =>
    new Promise<FormikErrors<Values>>((resolve) => {
      held.push({ values, release: () => resolve(values.confirmation ? {} : { confirmation: 'Confirme a nova senha' }) });
    });
  return { held, validate };
};

const Form = ({ validate, ordered }: { validate: (values: Values) => Promise<FormikErrors<Values>>; ordered: boolean }) => {
  const latest = useLatestValidation(validate);
  const formik = useFormik<Values>({ initialValues: { confirmation: '' }, validate: ordered ? latest : validate, onSubmit: () => {} });
  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <label htmlFor="confirmar">Confirmar senha</label>
      <input id="confirmar" name="confirmation" value={formik.values.confirmation} onChange={formik.handleChange} />
      <p role="status">{formik.errors.confirmation ?? 'sem erros'}</p>
    </form>
  );
};

/** Types, clears and types again (a check per change), then the newest check finishes first and the cleared one last. */
const typeThenFinishOutOfOrder = async (ordered: boolean) => {
  const { held, validate } = heldChecks();
  render(
    <StrictMode>
      <Form validate={validate} ordered={ordered} />
    </StrictMode>,
  );
  const field = screen.getByLabelText('Confirmar senha');
  fireEvent.change(field, { target: { value: 'A' } });
  fireEvent.change(field, { target: { value: '' } });
  fireEvent.change(field, { target: { value: 'Aurora2025' } });
  expect(field).toHaveValue('Aurora2025');
  expect(held.map((check) => check.values.confirmation)).toEqual(['A', '', 'Aurora2025']);
  for (const index of [2, 0, 1]) await act(async () => held[index]!.release());
};

describe('useLatestValidation', () => {
  it('a slow check of older values never overwrites the errors of the newest ones', async () => {
    await typeThenFinishOutOfOrder(true);
    expect(screen.getByRole('status')).toHaveTextContent('sem erros');
  });

  it('without it, Formik stores the stale answer that finished last (the failure it prevents)', async () => {
    await typeThenFinishOutOfOrder(false);
    expect(screen.getByRole('status')).toHaveTextContent('Confirme a nova senha');
  });
});
