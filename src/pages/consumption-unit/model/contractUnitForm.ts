import { validateWithSchema } from '@/shared/lib/form';

/** Spec §3 "Contract selection": contrato and unidadeConsumo, as strings. */
export type ContractUnitValues = { contrato: string; unidadeConsumo: string };

export const CONTRACT_UNIT_INITIAL_VALUES: ContractUnitValues = { contrato: '', unidadeConsumo: '' };

/** The form's check; whether a unit has contracts decides if the contract is required. */
export const validateContractUnit = (unitHasContracts: (assetId: string) => boolean) =>
  validateWithSchema<ContractUnitValues>(() =>
    import('./contractUnitSchema').then((module) => module.contractUnitSchema(unitHasContracts)),
  );
