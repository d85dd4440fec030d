import { yup } from '@/shared/lib/yup';
import type { ContractUnitValues } from './contractUnitForm';

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
