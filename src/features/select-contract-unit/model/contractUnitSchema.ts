import * as yup from 'yup';

/** Spec §3 "Contract selection": contrato and unidadeConsumo, as strings. */
export type ContractUnitValues = { contrato: string; unidadeConsumo: string };

export const CONTRACT_UNIT_INITIAL_VALUES: ContractUnitValues = { contrato: '', unidadeConsumo: '' };

/**
 * Both are required (spec §5); a unit that has no contract at all (e.g. a new warehouse) can still
 * be chosen, so the contract is only required when the chosen unit has some.
 */
export const contractUnitSchema = (unitHasContracts: (assetId: string) => boolean): yup.ObjectSchema<ContractUnitValues> =>
  yup.object({
    unidadeConsumo: yup.string().required('Unidade de Consumo é obrigatório'),
    contrato: yup
      .string()
      .default('')
      .test('required', 'Contrato é obrigatório', (value, context) => {
        const unit = (context.parent as ContractUnitValues).unidadeConsumo;
        return Boolean(value) || (Boolean(unit) && !unitHasContracts(unit));
      }),
  });
